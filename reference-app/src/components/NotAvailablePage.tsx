import { useMessages } from '../i18n/useMessages';

/**
 * The body of a route that is in the route table but not built yet: says so plainly rather than showing
 * made-up content.
 *
 * @example
 * ```tsx
 * export function FacilitiesRoute() {
 *   return <NotAvailablePage />;
 * }
 * ```
 */
export function NotAvailablePage() {
  const text = useMessages();
  return (
    <section className="sk-not-available" aria-labelledby="sk-not-available-title">
      <h2 id="sk-not-available-title">{text.notAvailableTitle}</h2>
      <p>{text.notAvailableBody}</p>
    </section>
  );
}

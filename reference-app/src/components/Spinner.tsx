import { useMessages } from '../i18n/useMessages';

/**
 * The loading indicator shown until start-up completes; a polite live region, so screen readers say
 * "Loading" once instead of nothing.
 *
 * @example
 * ```tsx
 * if (init.isPending) return <Spinner />;
 * ```
 */
export function Spinner() {
  const text = useMessages();
  return (
    <div className="sk-spinner" role="status" aria-live="polite">
      <span className="sk-spinner-wheel" aria-hidden="true" />
      <span>{text.loading}</span>
    </div>
  );
}

import { useMessages } from '../i18n/useMessages';

/** Any path outside the route table. */
export function NotFoundRoute() {
  const text = useMessages();
  return (
    <section aria-labelledby="sk-not-found-title">
      <h2 id="sk-not-found-title">{text.notFoundTitle}</h2>
    </section>
  );
}

import { Link, useSearchParams } from 'react-router';
import { useMessages } from '../i18n/useMessages';

/**
 * /503: the service is unavailable (docs/widget.md#screens), or in scheduled maintenance with
 * `reason=maintenance`; `code` in the query leads back to that hotel's search.
 */
export function ServiceUnavailableRoute() {
  const text = useMessages();
  const [query] = useSearchParams();
  const code = query.get('code');
  const maintenance = query.get('reason') === 'maintenance';
  const retry = code ? `/booking/result?${new URLSearchParams({ code }).toString()}` : '/booking/result';
  return (
    <section className="sk-service-unavailable" aria-labelledby="sk-503-title">
      <h1 id="sk-503-title">{maintenance ? text.maintenanceTitle : text.serviceUnavailableTitle}</h1>
      <p>{maintenance ? text.maintenanceBody : text.serviceUnavailableBody}</p>
      <Link to={retry}>{text.tryAgain}</Link>
    </section>
  );
}

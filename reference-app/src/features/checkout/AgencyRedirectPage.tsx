import { useTemporaryStorage } from '@staykit/react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { isFollowableExternalUrl } from '../../lib/isFollowableExternalUrl';
import { reachableStorage } from '../../lib/reachableStorage';

// Per stored booking, in this tab: the countdown already sent the guest once.
const SENT_KEY = 'staykit_agency_redirected_';

/**
 * Props of `AgencyRedirectPage`.
 *
 * @example
 * ```ts
 * const props: AgencyRedirectPageProps = { storageId: 'ts_…', locale: 'ja', apiUrl, go: (url) => location.assign(url) };
 * ```
 */
export interface AgencyRedirectPageProps {
  storageId: string;
  locale: string;
  /** The API's base URL: an http agency site is followed only there or on this page's own origin. */
  apiUrl: string;
  /** Leaves for the agency site (`location.assign`; tests record it). */
  go: (url: string) => void;
}

/** An agency site the page may send the guest to: https, or http on this page's origin or the API's. */
function isAgencySite(url: string, apiUrl: string): boolean {
  if (isFollowableExternalUrl(url, apiUrl)) return true;
  try {
    const parsed = new URL(url);
    return parsed.origin === window.location.origin && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/**
 * `/confirm-reservation` (docs/widget.md#agency-hand-off): the countdown before the browser goes to the
 * agency site to pay, in whole seconds from the stored booking's `redirect_countdown_seconds`. The guest
 * can go at once, or stay (the booking is kept 30 minutes; "Go now" still works). A guest who comes back
 * with Back after being sent is not counted down again (a loop Back could not leave). The ticking number
 * is a timer that screen readers do not read out each second; the first sentence and the stop are
 * announced.
 *
 * @example
 * ```tsx
 * <AgencyRedirectPage storageId={id} locale="ja" apiUrl={apiUrl} go={(url) => window.location.assign(url)} />
 * ```
 */
export function AgencyRedirectPage({ storageId, locale, apiUrl, go }: AgencyRedirectPageProps) {
  const text = useMessages();
  const stored = useTemporaryStorage({ params: { path: { id: storageId } } });
  const target = stored.data?.data.agency_url;
  const followable = target !== undefined && isAgencySite(target, apiUrl);
  const tab = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const [left, setLeft] = useState<number | null>(null);
  const [stayed, setStayed] = useState(() => tab.getItem(`${SENT_KEY}${storageId}`) !== null);
  // Back to a page the browser kept whole (its countdown at 0): stopped, as a page loaded afresh would be.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setStayed(true);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  useEffect(() => {
    if (stored.data && left === null) setLeft(stored.data.data.redirect_countdown_seconds ?? 5);
  }, [stored.data, left]);
  useEffect(() => {
    if (left === null || stayed || !followable || target === undefined) return;
    if (left <= 0) {
      tab.setItem(`${SENT_KEY}${storageId}`, '1');
      go(target);
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, stayed, followable, target, go, tab, storageId]);

  const back = stored.data?.data.data.return_url;
  const backLink =
    back !== undefined && isAgencySite(back, apiUrl) ? (
      <a href={back}>{text.redirectBack}</a>
    ) : (
      <Link to="/">{text.redirectBack}</Link>
    );
  if (stored.isError || (stored.data && !followable)) {
    return (
      <section className="sk-checkout">
        <h2>{text.redirectTitle}</h2>
        <Alert tone="danger" role="alert">
          <p>{stored.isError ? apiErrorMessage(stored.error, locale) : text.bookingFailed}</p>
        </Alert>
        <p>{backLink}</p>
      </section>
    );
  }
  if (left === null || target === undefined) return <Spinner />;
  return (
    <section className="sk-checkout">
      <Card className="sk-stack">
        <h2>{text.redirectTitle}</h2>
        {/* Read once when the page opens, and again when the guest stays. */}
        <p role="status">{stayed ? text.redirectStayed : text.handOffText}</p>
        {!stayed && (
          <p role="timer" aria-atomic="true">
            {text.format('redirectCountdown', { seconds: Math.max(left, 0) })}
          </p>
        )}
        <div className="sk-actions">
          <Button type="button" onClick={() => go(target)}>
            {text.redirectNow}
          </Button>
          {!stayed && (
            <Button type="button" variant="secondary" onClick={() => setStayed(true)}>
              {text.redirectStay}
            </Button>
          )}
        </div>
        <p>{backLink}</p>
      </Card>
    </section>
  );
}

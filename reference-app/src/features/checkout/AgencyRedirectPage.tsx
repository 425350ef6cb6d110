import { useStaykitLocale, useTemporaryStorage } from '@staykit/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
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

/** An address on this page's own origin. */
function isSameOrigin(url: string): boolean {
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
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
  // Sent once, by the countdown or by "Go now": Back to this page then counts down no more.
  const leave = useCallback(
    (url: string) => {
      tab.setItem(`${SENT_KEY}${storageId}`, '1');
      go(url);
    },
    [tab, storageId, go],
  );
  useEffect(() => {
    if (left === null || stayed || !followable || target === undefined) return;
    if (left <= 0) {
      leave(target);
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, stayed, followable, target, leave]);
  // "Stay here" goes away once pressed: the focus moves to "Go now" rather than to the page's start.
  const goNow = useRef<HTMLButtonElement>(null);
  const stay = () => {
    setStayed(true);
    queueMicrotask(() => goNow.current?.focus());
  };

  // The page the guest came from, on this site only: a stored address is anyone's to write.
  const back = stored.data?.data.data.return_url;
  const backLink =
    back !== undefined && isSameOrigin(back) ? (
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
  const ready = left !== null && target !== undefined;
  return (
    <section className="sk-checkout" aria-busy={!ready}>
      <Card className="sk-stack">
        <h2>{text.redirectTitle}</h2>
        {/* One live region from the start: "loading", then the first sentence, then the stay. */}
        <p role="status">{!ready ? text.loading : stayed ? text.redirectStayed : text.handOffText}</p>
        {ready && (
          <>
            {!stayed && (
              <p role="timer" aria-atomic="true">
                {text.format('redirectCountdown', { seconds: Math.max(left, 0) })}
              </p>
            )}
            <div className="sk-actions">
              <Button type="button" ref={goNow} onClick={() => leave(target)}>
                {text.redirectNow}
              </Button>
              {!stayed && (
                <Button type="button" variant="secondary" onClick={stay}>
                  {text.redirectStay}
                </Button>
              )}
            </div>
            <p>{backLink}</p>
          </>
        )}
      </Card>
    </section>
  );
}

// A storage id as the contract writes it; anything else sends the guest home.
const STORAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/confirm-reservation?storage=…` in the widget and the storefront alike (docs/widget.md#agency-hand-off):
 * the countdown of the stored booking the address names, leaving with `location.assign`; an address
 * without a storage id goes home.
 *
 * @example
 * ```tsx
 * <ConfirmReservation apiUrl={apiUrl} />
 * ```
 */
export function ConfirmReservation({ apiUrl }: { apiUrl: string }) {
  const { locale } = useStaykitLocale();
  const [params] = useSearchParams();
  const storageId = params.get('storage') ?? '';
  // One function for the page's life: a new one each render would restart its countdown effect.
  const leave = useCallback((url: string) => window.location.assign(url), []);
  if (!STORAGE_ID.test(storageId)) return <Navigate to="/" replace />;
  return <AgencyRedirectPage storageId={storageId} locale={locale} apiUrl={apiUrl} go={leave} />;
}

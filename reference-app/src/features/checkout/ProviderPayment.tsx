import {
  useCreateAdyenPaymentSession,
  useCreatePaypalClientCredential,
  useCreatePaypalOrder,
} from '@staykit/react';
import {
  MOCK_ADYEN_CLIENT_KEY,
  MOCK_PAYPAL_CLIENT_ID,
  type components,
  type PaymentProvider,
  type StaykitError,
} from '@staykit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { isFollowableExternalUrl } from '../../lib/isFollowableExternalUrl';
import { isFramed } from '../../lib/isFramed';
import { ProviderEmbed, takeDropInSession, type EmbeddedProvider } from './ProviderEmbed';
import { threeDSecureWaitingPath, type PendingPayment } from './threeDSecure';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Each provider's name as guests know it (a brand: never translated). */
export const PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = { paypal: 'PayPal', adyen: 'Adyen' };

// The name of the tab a framed widget opens the provider's page in (their pages refuse to be framed).
const PROVIDER_TAB = 'staykit-payment-provider';

/** Props of `ProviderPayment`. */
export interface ProviderPaymentProps {
  hotel: BookingWidgetInit;
  locale: string;
  provider: PaymentProvider;
  pending: PendingPayment;
  /** The API's base URL: the one origin whose pages may be plain http (`isFollowableExternalUrl`). */
  apiUrl: string;
  /** Until when the room is held (the payment's `expires_at`), once known. */
  until: string | undefined;
  /** The guest came back from the provider without paying. */
  cancelled: boolean;
  /** Go on to the provider at once (right after the booking), where the browser allows it without a click. */
  autoStart: boolean;
  /** What Adyen returned the guest with from a page Drop-in sent them to, or null. */
  adyenRedirect?: AdyenRedirect | null;
}

/**
 * Where a provider's page returns the guest: this waiting page, marked `<provider>=return` (or `cancel`)
 * so that it knows the address the provider added its own ids to (PayPal's `token` and `PayerID`,
 * Adyen's `sessionId` and `sessionResult`).
 *
 * @example
 * ```ts
 * providerReturnUrl('demo-tokyo', 'en', 'paypal', 'cancel');
 * // 'https://widget.example/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&paypal=cancel'
 * ```
 */
export function providerReturnUrl(
  hotelCode: string,
  locale: string,
  provider: PaymentProvider,
  way: 'return' | 'cancel',
  inTab = false,
): string {
  const url = new URL(threeDSecureWaitingPath(hotelCode, locale), window.location.origin);
  url.searchParams.set(provider, way);
  // A tab a framed widget opened: its return page hands the way back to that frame (`providerReturnOf`).
  if (inTab) url.searchParams.set('tab', '1');
  return url.toString();
}

/**
 * What Adyen returns a guest with from a page Drop-in sent them to (a payment method's, a 3-D Secure
 * page): the session's id and the `redirectResult` Drop-in submits to finish the payment.
 *
 * @example
 * ```ts
 * const redirect: AdyenRedirect = { sessionId: 'CS1', redirectResult: 'Ab02…' };
 * ```
 */
export interface AdyenRedirect {
  sessionId: string;
  redirectResult: string;
}

/**
 * An `AdyenRedirect` kept in a navigation's state, or null.
 *
 * @example
 * ```ts
 * asAdyenRedirect({ sessionId: 'CS1', redirectResult: 'Ab02' }); // the same
 * asAdyenRedirect('CS1'); // null
 * ```
 */
export function asAdyenRedirect(value: unknown): AdyenRedirect | null {
  if (typeof value !== 'object' || value === null) return null;
  const sessionId: unknown = Reflect.get(value, 'sessionId');
  const redirectResult: unknown = Reflect.get(value, 'redirectResult');
  return typeof sessionId === 'string' &&
    typeof redirectResult === 'string' &&
    sessionId !== '' &&
    redirectResult !== ''
    ? { sessionId, redirectResult }
    : null;
}

/**
 * The provider a return address names (`providerReturnUrl`), whether the guest left without paying, and
 * what Adyen returned from a page Drop-in sent the guest to; null for any other address.
 *
 * @example
 * ```ts
 * providerReturnOf(new URLSearchParams('paypal=cancel&token=PP1'));
 * // { provider: 'paypal', cancelled: true, inTab: false, adyenRedirect: null }
 * ```
 */
export function providerReturnOf(query: URLSearchParams): {
  provider: PaymentProvider;
  cancelled: boolean;
  inTab: boolean;
  adyenRedirect: AdyenRedirect | null;
} | null {
  for (const provider of ['paypal', 'adyen'] as const) {
    const way = query.get(provider);
    if (way === 'return' || way === 'cancel') {
      const adyenRedirect =
        provider === 'adyen'
          ? asAdyenRedirect({
              sessionId: query.get('sessionId'),
              redirectResult: query.get('redirectResult'),
            })
          : null;
      return { provider, cancelled: way === 'cancel', inTab: query.get('tab') === '1', adyenRedirect };
    }
  }
  return null;
}

/**
 * Makes the provider's side of a booking's payment and answers where its page is: a PayPal order
 * (`approve_url`), or an Adyen session for Adyen's hosted page (`url`). The amount is the server's.
 */
function useProviderCheckout(hotel: BookingWidgetInit, locale: string, provider: PaymentProvider) {
  const order = useCreatePaypalOrder();
  const session = useCreateAdyenPaymentSession();
  const call = provider === 'paypal' ? order : session;
  const inTab = isFramed();
  const start = (pending: PendingPayment, done: (url: string | undefined) => void, failed: () => void) => {
    const query = pending.token === '' ? {} : { query: { bypass_token: pending.token } };
    const returnUrl = providerReturnUrl(hotel.hotel_code, locale, provider, 'return', inTab);
    if (provider === 'paypal') {
      order.mutate(
        {
          params: query,
          body: {
            hotel_id: hotel.hotel_id,
            reservation_number: pending.reservationNumber,
            return_url: returnUrl,
            cancel_url: providerReturnUrl(hotel.hotel_code, locale, provider, 'cancel', inTab),
          },
        },
        { onSuccess: ({ data }) => done(data.approve_url), onError: failed },
      );
      return;
    }
    session.mutate(
      {
        params: { path: { hotel_id: hotel.hotel_id }, ...query },
        body: {
          reservation_number: pending.reservationNumber,
          return_url: returnUrl,
          channel: 'web',
          mode: 'hosted',
        },
      },
      { onSuccess: ({ data }) => done(data.url), onError: failed },
    );
  };
  const error: StaykitError | null = call.error;
  return { start, pending: call.isPending, error };
}

/**
 * How the guest pays: `probing` while the provider's keys are asked for; in the page (PayPal's buttons,
 * Adyen's Drop-in) when they are a real account's; on the provider's page (`redirect`) when they are the
 * Staykit mock's (its pages stand for the provider's) or the keys could not be had; `unavailable` when
 * the provider's library would not load here, so its page is offered instead; `settling` when Adyen
 * returned the guest from a page Drop-in sent them to, but this browser has no Drop-in session to finish
 * it with (already finished, a reload): the payment is only watched, so that nothing is paid twice.
 */
type PaymentWay = 'probing' | 'redirect' | 'unavailable' | 'settling' | EmbeddedProvider;

/**
 * Asks for the provider's keys once: PayPal's client credential, or an `embedded` Adyen session (with
 * the mock's key, the hosted session that follows replaces it).
 */
function usePaymentWay(
  hotel: BookingWidgetInit,
  locale: string,
  provider: PaymentProvider,
  pending: PendingPayment,
  adyenRedirect: AdyenRedirect | null,
) {
  // Back from a page Drop-in sent the guest to: Drop-in's session (kept when it was drawn) finishes it.
  const [way, setWay] = useState<PaymentWay>(() => {
    if (adyenRedirect === null) return 'probing';
    const session = takeDropInSession(hotel.hotel_code, adyenRedirect.sessionId);
    return session === null
      ? 'settling'
      : { provider: 'adyen', returnedFrom: session, redirectResult: adyenRedirect.redirectResult };
  });
  const credential = useCreatePaypalClientCredential();
  const session = useCreateAdyenPaymentSession();
  const asked = useRef(false);
  const latest = useRef({ credential, session });
  useEffect(() => {
    latest.current = { credential, session };
  });
  useEffect(() => {
    // Once (StrictMode runs effects twice, and a second session would be a spare).
    if (asked.current || way !== 'probing') return;
    asked.current = true;
    const onError = () => setWay('redirect');
    if (provider === 'paypal') {
      latest.current.credential.mutate(
        { body: { hotel_id: hotel.hotel_id } },
        {
          onSuccess: ({ data }) =>
            setWay(data.client_id === MOCK_PAYPAL_CLIENT_ID ? 'redirect' : { provider, credential: data }),
          onError,
        },
      );
      return;
    }
    latest.current.session.mutate(
      {
        params: {
          path: { hotel_id: hotel.hotel_id },
          ...(pending.token === '' ? {} : { query: { bypass_token: pending.token } }),
        },
        body: {
          reservation_number: pending.reservationNumber,
          // Drop-in sends the guest away in this window (a method's page, 3-D Secure), framed or not.
          return_url: providerReturnUrl(hotel.hotel_code, locale, provider, 'return'),
          channel: 'web',
          mode: 'embedded',
        },
      },
      {
        onSuccess: ({ data }) =>
          setWay(data.client_key === MOCK_ADYEN_CLIENT_KEY ? 'redirect' : { provider, session: data }),
        onError,
      },
    );
  }, [hotel, locale, provider, pending, way]);
  // A new Drop-in (or PayPal's buttons) after a payment finished on the way back failed.
  const restart = () => {
    asked.current = false;
    setWay('probing');
  };
  return [way, setWay, restart] as const;
}

/**
 * The step between a booking paid through a provider (PayPal, Adyen) and the provider's page
 * (docs/widget.md#checkout): it makes the provider's order or session for the booking's waiting payment
 * and sends the guest to the provider's page. Right after the booking it goes on by itself; a guest who
 * came back without paying, or a widget in a frame (whose provider opens in a new tab, which only a click
 * may open), goes on with the button. The page around it watches the payment and shows the confirmation
 * once the provider has taken it.
 */
export function ProviderPayment(props: ProviderPaymentProps) {
  const {
    hotel,
    locale,
    provider,
    pending,
    apiUrl,
    until,
    cancelled,
    autoStart,
    adyenRedirect = null,
  } = props;
  const text = useMessages();
  const checkout = useProviderCheckout(hotel, locale, provider);
  const [way, setWay, restart] = usePaymentWay(hotel, locale, provider, pending, adyenRedirect);
  const framed = isFramed();
  const name = PROVIDER_NAMES[provider];
  // Why the guest is still here: the browser blocked the provider's tab, or the address it answered is not
  // one the widget follows.
  const [problem, setProblem] = useState<'blocked' | 'address' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaced the one the guest was on: focus comes here.
  useEffect(() => heading.current?.focus(), []);
  // Back from the provider's page, restored from the browser's cache: not leaving any more.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const goToProvider = () => {
    setProblem(null);
    // Opened within the click, before the order exists: a tab opened after an await would be blocked.
    const tab = framed ? window.open('', PROVIDER_TAB) : null;
    if (framed && tab === null) {
      setProblem('blocked');
      return;
    }
    checkout.start(
      pending,
      (url) => {
        if (url === undefined || !isFollowableExternalUrl(url, apiUrl)) {
          tab?.close();
          setProblem('address');
          return;
        }
        if (tab) {
          // The tab may still show the provider's page (a second click): only `href` may be set there.
          tab.location.href = url;
          tab.focus();
        } else {
          setLeaving(true);
          window.location.assign(url);
        }
      },
      () => tab?.close(),
    );
  };

  // Right after the booking, once (StrictMode runs effects twice, and a second order would be a spare);
  // the button does the rest. The latest `goToProvider` is the one called.
  const go = useRef(goToProvider);
  useEffect(() => {
    go.current = goToProvider;
  });
  useEffect(() => {
    if (!autoStart || framed || way !== 'redirect' || started.current) return;
    started.current = true;
    go.current();
  }, [autoStart, framed, way]);

  const time =
    until === undefined
      ? null
      : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(until));
  const busy = checkout.pending || leaving;
  const heldUntil = (key: 'providerHeldUntil' | 'providerHeldUntilHere') =>
    time !== null && <p>{text.format(key, { time, provider: name })}</p>;
  if (way === 'probing' || way === 'settling' || typeof way === 'object') {
    return (
      <section className="sk-checkout">
        <h2 ref={heading} tabIndex={-1}>
          {text.format('providerTitle', { provider: name })}
        </h2>
        {cancelled && <p>{text.format('providerCancelled', { provider: name })}</p>}
        {way === 'probing' || way === 'settling' ? (
          <p role="status">
            {text.format(way === 'probing' ? 'providerLoading' : 'providerConfirming', { provider: name })}
          </p>
        ) : (
          <ProviderEmbed
            hotel={hotel}
            locale={locale}
            pending={pending}
            target={way}
            name={name}
            heldUntil={heldUntil('providerHeldUntilHere')}
            returnUrl={providerReturnUrl(hotel.hotel_code, locale, provider, 'return')}
            cancelUrl={providerReturnUrl(hotel.hotel_code, locale, provider, 'cancel')}
            onUnavailable={() => setWay('unavailable')}
            onRestart={restart}
          />
        )}
      </section>
    );
  }
  return (
    <section className="sk-checkout">
      <h2 ref={heading} tabIndex={-1}>
        {text.format('providerTitle', { provider: name })}
      </h2>
      {way === 'unavailable' && (
        <Alert tone="warning" role="alert">
          <p>{text.format('providerUnavailable', { provider: name })}</p>
        </Alert>
      )}
      {cancelled && <p>{text.format('providerCancelled', { provider: name })}</p>}
      {heldUntil('providerHeldUntil')}
      <p role="status">{busy ? text.format('providerRedirecting', { provider: name }) : ''}</p>
      {checkout.error && (
        <Alert tone="danger" role="alert">
          <p>{apiErrorMessage(checkout.error, locale)}</p>
        </Alert>
      )}
      {problem !== null && (
        <Alert tone="danger" role="alert">
          <p>
            {problem === 'blocked'
              ? text.format('providerTabBlocked', { provider: name })
              : apiErrorMessage({ code: 'invalid_response', message: '' }, locale)}
          </p>
        </Alert>
      )}
      <div className="sk-actions">
        <Button onClick={goToProvider} disabled={busy} aria-busy={busy}>
          {text.format('providerContinue', { provider: name })}
        </Button>
      </div>
    </section>
  );
}

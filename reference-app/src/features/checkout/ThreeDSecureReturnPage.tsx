import { useCompleteThreeDSecure, useReservationPayment } from '@staykit/react';
import type { components, PaymentGateway, PaymentProvider } from '@staykit/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isFollowableExternalUrl } from '../../lib/isFollowableExternalUrl';
import { isFramed } from '../../lib/isFramed';
import { reachableStorage } from '../../lib/reachableStorage';
import { useMessages } from '../../i18n/useMessages';
import { Button } from '../../components/ui/Button';
import { openThreeDSecure } from '../../lib/openThreeDSecure';
import { asAdyenRedirect, ProviderPayment, providerReturnOf, type AdyenRedirect } from './ProviderPayment';
import {
  asPendingPayment,
  confirmationPath,
  readPendingPayment,
  THREE_D_SECURE_RECEIVED_MESSAGE,
  THREE_D_SECURE_RETURN_MESSAGE,
  threeDSecureWaitingPath,
  type PendingPayment,
} from './threeDSecure';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `ThreeDSecureReturnPage`. */
export interface ThreeDSecureReturnPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  gateway: PaymentGateway;
  /** The API's base URL: the one origin whose issuer page may be plain http (`isFollowableExternalUrl`). */
  apiUrl: string;
}

/** The window that opened this one, when it is a page of the widget's own origin; else null. */
function widgetOpener(): Window | null {
  try {
    const opener: unknown = Reflect.get(window, 'opener');
    // A closed opener (the hotel's page gone): this tab finishes the booking itself, if it can.
    if (typeof opener !== 'object' || opener === null || (opener as Window).closed) return null;
    // Reading another origin's location throws: only a same-origin opener gets this far.
    return (opener as Window).location.origin === window.location.origin ? (opener as Window) : null;
  } catch {
    return null;
  }
}

/** A booking paid through a provider, on this page: which, and how the guest got here. */
interface ProviderStep {
  name: PaymentProvider;
  cancelled: boolean;
  /** Right after the booking: go on to the provider at once. */
  start: boolean;
  /** What Adyen returned the guest with from a page Drop-in sent them to, for Drop-in to submit. */
  adyenRedirect: AdyenRedirect | null;
}

/** A provider named in a navigation's state, or null. */
function asProvider(value: unknown): PaymentProvider | null {
  return value === 'paypal' || value === 'adyen' ? value : null;
}

// How long a tab waits for the widget to say it has the outcome before saying where to go.
const HAND_OFF_ANSWER_MS = 3000;

// How often the page asks for the payment while its 3-D Secure step is still open.
const POLL_MS = 3000;

// Payment statuses after which the booking stands (docs/widget.md#checkout).
const PAID = new Set(['authorized', 'capturing', 'captured']);

/**
 * Where the card issuer's 3-D Secure page returns the guest (`/reservation/three-d-secure`, docs/widget.md#screens): it reads the
 * outcome the gateway put on the address, reports it (`completeThreeDSecure`, which the server verifies)
 * while a status says the payment is being confirmed, then shows the confirmation — or the failure page
 * with the reason (failed, cancelled, timed out: docs/widget.md#checkout). A guest who comes back without an
 * outcome (a reload, the back button, a closed issuer tab) waits here instead: the page asks for the
 * payment every few seconds until it settles — the confirmation, or the failure page when it failed or its
 * 15 minutes ran out — and offers the issuer's page again meanwhile.
 */
export function ThreeDSecureReturnPage({ hotel, locale, gateway, apiUrl }: ThreeDSecureReturnPageProps) {
  const text = useMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const storage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const complete = useCompleteThreeDSecure();
  const started = useRef(false);
  // A booking whose 3-D Secure outcome did not come back with the guest: its payment is watched instead.
  const [waiting, setWaiting] = useState<PendingPayment | null>(null);
  // A booking paid through a provider: which, whether the guest came back without paying, and whether to
  // go on to the provider at once (right after the booking).
  const [provider, setProvider] = useState<ProviderStep | null>(null);
  // Back from a provider in a tab that does not know which booking it paid.
  const [unknownBooking, setUnknownBooking] = useState(false);
  // A tab opened by a framed widget: where handing the outcome back to it stands.
  const [handOff, setHandOff] = useState<'sent' | 'unanswered' | null>(null);
  const location = useLocation();
  const navigationState: unknown = location.state;

  useEffect(() => {
    // Once: a second report of the same challenge would be refused (and StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    // Handed over in the navigation (the latest booking, and a frame the browser refuses storage), or
    // kept in the tab's storage.
    const pending =
      asPendingPayment(
        typeof navigationState === 'object' && navigationState !== null
          ? Reflect.get(navigationState, 'pendingPayment')
          : null,
      ) ?? readPendingPayment(storage, hotel.hotel_code);
    const report = gateway.readThreeDSecureReturn(searchParams);
    // A provider's way back (`providerReturnUrl`), which carries the provider's ids, not an outcome.
    const providerReturn = providerReturnOf(searchParams);
    const fail = (code: string) =>
      void navigate(
        `/reservation/fail?${new URLSearchParams({ hotel_code: hotel.hotel_code, locale, error_code: code }).toString()}`,
        { replace: true },
      );
    // A tab the widget opened from a frame (`PaymentWaiting`): the outcome goes back to that widget, which
    // holds the booking. Only a widget page of this origin can be the opener it answers.
    const opener = widgetOpener();
    if ((report !== null || providerReturn?.inTab === true) && opener !== null) {
      // The provider's ids stay in the message to the frame only, not in this tab's address.
      if (providerReturn !== null) {
        window.history.replaceState(
          window.history.state,
          '',
          threeDSecureWaitingPath(hotel.hotel_code, locale),
        );
      }
      // The tab closes only once the widget says it has the outcome; without an answer (the hotel's page
      // has left its waiting screen) the guest is told to go back to it.
      const timer = window.setTimeout(() => setHandOff('unanswered'), HAND_OFF_ANSWER_MS);
      const onAnswer = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (event.origin !== window.location.origin || event.source !== opener) return;
        if (typeof data !== 'object' || data === null) return;
        if (Reflect.get(data, 'type') !== THREE_D_SECURE_RECEIVED_MESSAGE) return;
        window.clearTimeout(timer);
        window.removeEventListener('message', onAnswer);
        window.close();
      };
      window.addEventListener('message', onAnswer);
      opener.postMessage(
        { type: THREE_D_SECURE_RETURN_MESSAGE, search: `?${searchParams.toString()}` },
        window.location.origin,
      );
      setHandOff('sent');
      return;
    }
    if (pending !== null && report === null) {
      const stated = (name: string): unknown =>
        typeof navigationState === 'object' && navigationState !== null
          ? Reflect.get(navigationState, name)
          : undefined;
      // Right after the booking (`startProvider`), back from the provider, or either once the address
      // was cleaned (`provider`, `providerCancelled`).
      const start = asProvider(stated('startProvider'));
      const named = start ?? providerReturn?.provider ?? asProvider(stated('provider'));
      const cancelled = providerReturn?.cancelled === true || stated('providerCancelled') === true;
      const adyenRedirect = providerReturn?.adyenRedirect ?? asAdyenRedirect(stated('adyenRedirect'));
      setProvider(named === null ? null : { name: named, cancelled, start: start !== null, adyenRedirect });
      setWaiting(pending);
      // The provider's ids leave the address, and going back here does not send the guest there again.
      if (providerReturn !== null || start !== null) {
        void navigate(threeDSecureWaitingPath(hotel.hotel_code, locale), {
          replace: true,
          // The redirect's result stays in the page's history entry only, for Drop-in to submit once.
          state: { pendingPayment: pending, provider: named, providerCancelled: cancelled, adyenRedirect },
        });
      }
      return;
    }
    if (pending === null && providerReturn !== null) {
      // Back from a provider in a tab that does not know the booking (the hotel's page was closed): the
      // payment may well be made, so no failure is said. The provider's ids leave the address all the same.
      window.history.replaceState(null, '', threeDSecureWaitingPath(hotel.hotel_code, locale));
      setUnknownBooking(true);
      return;
    }
    if (pending === null || report === null) {
      fail('3006');
      return;
    }
    complete.mutate(
      {
        params: {
          path: { hotel_id: hotel.hotel_id, reservation_id: pending.reservationNumber },
          // The guest's proof of the booking (no user token for a guest booking).
          ...(pending.token === '' ? {} : { query: { bypass_token: pending.token } }),
        },
        body: report,
      },
      {
        onSuccess: ({ data }) => {
          if (PAID.has(data.status)) {
            const reservation = {
              reservation_number: pending.reservationNumber,
              email: pending.email,
              token: pending.token,
            };
            void navigate(confirmationPath(reservation, hotel.hotel_code, locale), { replace: true });
          } else fail(report.outcome === 'cancelled' ? '3008' : '3006');
        },
        onError: (error) => fail(error.code),
      },
    );
  }, [complete, gateway, hotel, locale, navigate, navigationState, searchParams, storage]);

  if (waiting !== null) {
    return (
      <PaymentWaiting
        hotel={hotel}
        locale={locale}
        pending={waiting}
        apiUrl={apiUrl}
        gateway={gateway}
        provider={provider}
      />
    );
  }
  if (unknownBooking) {
    const find = `/search?${new URLSearchParams({ hotel_code: hotel.hotel_code, locale }).toString()}`;
    return (
      <section className="sk-checkout">
        <h2>{text.confirmingPayment}</h2>
        <p>{text.providerReturnUnknown}</p>
        <p>
          <Link to={find}>{text.findReservationTitle}</Link>
        </p>
      </section>
    );
  }
  if (handOff !== null) {
    return (
      <section className="sk-checkout">
        <h2>{text.threeDSecureTabDoneTitle}</h2>
        <p role="status">{handOff === 'sent' ? text.threeDSecureTabDone : text.threeDSecureTabNoAnswer}</p>
      </section>
    );
  }
  return (
    <section className="sk-checkout" aria-busy="true">
      <h2>{text.confirmingPayment}</h2>
      <p role="status">{text.confirmingPaymentBody}</p>
    </section>
  );
}

/** The payment of a booking whose 3-D Secure outcome is not known, asked for until it settles. */
function PaymentWaiting({
  hotel,
  locale,
  pending,
  apiUrl,
  gateway,
  provider,
}: {
  hotel: BookingWidgetInit;
  locale: string;
  pending: PendingPayment;
  apiUrl: string;
  gateway: PaymentGateway;
  provider: ProviderStep | null;
}) {
  const text = useMessages();
  const navigate = useNavigate();
  // In a frame the issuer's page may refuse to show: it opens in a new tab, whose return page sends the
  // outcome back here (the main effect above), and this page finishes the booking with it.
  const framed = isFramed();
  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== window.location.origin || typeof data !== 'object' || data === null) return;
      const search: unknown = Reflect.get(data, 'search');
      if (Reflect.get(data, 'type') !== THREE_D_SECURE_RETURN_MESSAGE || typeof search !== 'string') return;
      // The tab closes on this answer (a window, not a message port, sent it).
      const source = event.source;
      if (source !== null && 'closed' in source) {
        source.postMessage({ type: THREE_D_SECURE_RECEIVED_MESSAGE }, window.location.origin);
      }
      void navigate(`/reservation/three-d-secure?${new URLSearchParams(search).toString()}`, {
        replace: true,
        state: { pendingPayment: pending },
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [framed, navigate, pending]);
  const payment = useReservationPayment(
    {
      params: {
        path: { hotel_id: hotel.hotel_id, reservation_id: pending.reservationNumber },
        ...(pending.token === '' ? {} : { query: { bypass_token: pending.token } }),
      },
    },
    { refetchInterval: (query) => (query.state.data?.data.status === 'pre_3d_secure' ? POLL_MS : false) },
  );
  const status = payment.data?.data.status;
  const failure = payment.data?.data.failure_code ?? null;
  const refused = payment.error?.code ?? null;
  useEffect(() => {
    const fail = (code: string) =>
      void navigate(
        `/reservation/fail?${new URLSearchParams({ hotel_code: hotel.hotel_code, locale, error_code: code }).toString()}`,
        { replace: true },
      );
    if (refused !== null) fail(refused);
    else if (status !== undefined && PAID.has(status)) {
      const reservation = {
        reservation_number: pending.reservationNumber,
        email: pending.email,
        token: pending.token,
      };
      void navigate(confirmationPath(reservation, hotel.hotel_code, locale), { replace: true });
    } else if (status === 'failed' || status === 'cancelled') fail(failure ?? '3006');
  }, [status, failure, refused, hotel, locale, navigate, pending]);
  const challenge = payment.data?.data.three_d_secure ?? null;
  const until = payment.data?.data.expires_at;
  // Paid through a provider: the guest goes on to its page from here (no issuer page to open).
  const providerName = payment.data?.data.provider;
  if (providerName !== undefined && status === 'pre_3d_secure') {
    return (
      <ProviderPayment
        hotel={hotel}
        locale={locale}
        provider={providerName}
        pending={pending}
        apiUrl={apiUrl}
        until={until}
        cancelled={provider?.name === providerName && provider.cancelled}
        autoStart={provider?.name === providerName && provider.start}
        adyenRedirect={provider?.name === providerName ? provider.adyenRedirect : null}
      />
    );
  }
  if (framed && challenge !== null && isFollowableExternalUrl(challenge.url, apiUrl)) {
    const open = () =>
      openThreeDSecure(gateway.threeDSecureNavigation(challenge), window, apiUrl, { newTab: true });
    return (
      <section className="sk-checkout">
        <h2>{text.threeDSecureNewTabTitle}</h2>
        <p>{text.threeDSecureNewTabBody}</p>
        <div className="sk-actions">
          <Button onClick={open}>{text.threeDSecureOpenInNewTab}</Button>
        </div>
      </section>
    );
  }
  return (
    <section className="sk-checkout" aria-busy="true">
      <h2>{text.confirmingPayment}</h2>
      <p role="status">
        {until
          ? text.format('threeDSecureWaiting', {
              time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
                new Date(until),
              ),
            })
          : text.confirmingPaymentBody}
      </p>
      {challenge && isFollowableExternalUrl(challenge.url, apiUrl) && (
        <p>
          <a href={challenge.url}>{text.threeDSecureOpenAgain}</a>
        </p>
      )}
    </section>
  );
}

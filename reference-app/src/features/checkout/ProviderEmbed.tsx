import { useCreatePaypalOrder, useValidatePaypalCreditCard } from '@staykit/react';
import { StaykitError, type components } from '@staykit/sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { reachableStorage } from '../../lib/reachableStorage';
import {
  finishAdyenRedirect,
  mountAdyenDropIn,
  type AdyenDropInCallbacks,
  type DropInSession,
} from './adyenDropIn';
import { mountPaypalButtons } from './paypalButtons';
import type { PendingPayment } from './threeDSecure';

type Schemas = components['schemas'];
type AdyenPaymentSession = Schemas['AdyenPaymentSession'];

/**
 * What a provider gave for paying in the page: PayPal's credential for its buttons, or an `embedded`
 * Adyen session for Drop-in; or, for a guest Drop-in sent to another page, the session it was and the
 * `redirectResult` Adyen returned them with.
 */
export type EmbeddedProvider =
  | { provider: 'paypal'; credential: Schemas['PaypalClientCredential'] }
  | { provider: 'adyen'; session: AdyenPaymentSession }
  | { provider: 'adyen'; returnedFrom: DropInSession; redirectResult: string };

const dropInKey = (hotelCode: string) => `staykit.adyenDropIn.${hotelCode}`;
// Beside Adyen's own copy of the session's data (its library keeps it in local storage), since a
// method's app may return the guest in a new tab; one store for the page's life where storage is refused.
let keptSessions: ReturnType<typeof reachableStorage> | undefined;
const sessionStore = () => (keptSessions ??= reachableStorage(() => window.localStorage));

/**
 * The Drop-in session the browser drew for the hotel, if its id is `sessionId`, taken from the store so
 * that it finishes one payment once (a reload then only watches the payment): what finishes a payment
 * Drop-in sent the guest away for. It holds the session's public values only (no card data).
 *
 * @example
 * ```ts
 * takeDropInSession('demo-seoul', 'CS1')?.client_key; // 'test_…'
 * ```
 */
export function takeDropInSession(hotelCode: string, sessionId: string): DropInSession | null {
  try {
    const kept: unknown = JSON.parse(sessionStore().getItem(dropInKey(hotelCode)) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const id: unknown = Reflect.get(kept, 'id');
    const key: unknown = Reflect.get(kept, 'client_key');
    const environment: unknown = Reflect.get(kept, 'environment');
    const country: unknown = Reflect.get(kept, 'country_code');
    if (id !== sessionId || typeof key !== 'string' || (environment !== 'test' && environment !== 'live')) {
      return null;
    }
    sessionStore().removeItem(dropInKey(hotelCode));
    return {
      id: sessionId,
      client_key: key,
      environment,
      ...(typeof country === 'string' ? { country_code: country } : {}),
    };
  } catch {
    // Unreadable (another version's, or edited): Drop-in starts afresh instead.
    return null;
  }
}

function keepDropInSession(hotelCode: string, session: AdyenPaymentSession): void {
  const { id, client_key, environment, country_code } = session;
  sessionStore().setItem(dropInKey(hotelCode), JSON.stringify({ id, client_key, environment, country_code }));
}

/** Props of `ProviderEmbed`. */
export interface ProviderEmbedProps {
  hotel: Schemas['BookingWidgetInit'];
  locale: string;
  pending: PendingPayment;
  target: EmbeddedProvider;
  /** The provider's name as guests know it. */
  name: string;
  /** Until when the room is held, shown once the provider's form is. */
  heldUntil: ReactNode;
  /** Where PayPal returns a payer whose approval needed a full page (its `return_url`, `cancel_url`). */
  returnUrl: string;
  cancelUrl: string;
  /** The provider's library would not load here: the page offers the provider's own page instead. */
  onUnavailable: () => void;
  /** Adyen refused the payment, or one finished on the way back did not go through: a new Drop-in. */
  onRestart: () => void;
}

// Where the guest is: the provider's form loading, shown, paid and being confirmed, or left.
type EmbedState = 'loading' | 'ready' | 'confirming' | 'cancelled' | 'failed';

// The redirect results submitted in this page's life: each finishes one payment once, whatever re-runs
// the drawing (StrictMode, a new language).
const submitted = new Set<string>();

/** Adyen's error for a guest who closed a method's own sheet (a wallet): not a failure. */
const isAdyenCancel = (error: unknown) =>
  typeof error === 'object' && error !== null && Reflect.get(error, 'name') === 'CANCEL';

/**
 * The provider's own form in the page (docs/widget.md#checkout): PayPal's buttons or Adyen's Drop-in,
 * their libraries loaded only now. The card data a guest types goes to the provider. Once the provider
 * took the payment, the page around it (which watches the payment) shows the confirmation.
 */
export function ProviderEmbed(props: ProviderEmbedProps) {
  const { hotel, locale, pending, target, name, heldUntil, returnUrl, cancelUrl, onUnavailable, onRestart } =
    props;
  const text = useMessages();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('loading');
  const [error, setError] = useState<StaykitError | null>(null);
  // Each try's alert is a new one, so that a screen reader says a second failure too.
  const [attempt, setAttempt] = useState(0);
  const order = useCreatePaypalOrder();
  const validation = useValidatePaypalCreditCard();
  // The latest values, read by the provider's callbacks (drawn once, when the form first shows).
  const latest = useRef({ order, validation, onUnavailable });
  useEffect(() => {
    latest.current = { order, validation, onUnavailable };
  });

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    let gone = false;
    let remove: (() => void) | undefined;
    // Each drawing has its own element: one left over from an earlier run (StrictMode, a new language)
    // cannot clear this one.
    const element = document.createElement('div');
    parent.append(element);
    const query = pending.token === '' ? {} : { query: { bypass_token: pending.token } };
    const settle = (next: EmbedState) => {
      if (!gone) setState(next);
    };
    const failed = () => {
      settle('failed');
      if (!gone) setAttempt((count) => count + 1);
    };
    // PayPal reports a refused order to `onError` too; the order's own error is what the guest reads.
    let orderRefused = false;
    const adyenCallbacks: AdyenDropInCallbacks = {
      onCompleted: () => settle('confirming'),
      onFailed: failed,
      onError: (caught) => (isAdyenCancel(caught) ? settle('cancelled') : failed()),
    };
    let mounted: Promise<(() => void) | undefined>;
    if (target.provider === 'paypal') {
      mounted = mountPaypalButtons(element, target.credential, locale, {
        createOrder: async () => {
          setError(null);
          settle('ready');
          orderRefused = false;
          try {
            const { data } = await latest.current.order.mutateAsync({
              params: query,
              body: {
                hotel_id: hotel.hotel_id,
                reservation_number: pending.reservationNumber,
                return_url: returnUrl,
                cancel_url: cancelUrl,
              },
            });
            return data.id;
          } catch (caught) {
            orderRefused = true;
            throw caught;
          }
        },
        onApprove: async (orderId) => {
          settle('confirming');
          try {
            // The card rules of the booking, checked by the server; a payment it refuses fails, which
            // the page around shows. Not valid yet: the payment itself says when it is.
            await latest.current.validation.mutateAsync({
              params: query,
              body: {
                hotel_id: hotel.hotel_id,
                paypal_order_id: orderId,
                reservation_number: pending.reservationNumber,
              },
            });
          } catch (caught) {
            if (!gone && caught instanceof StaykitError) {
              setError(caught);
              setAttempt((count) => count + 1);
            }
            settle('ready');
          }
        },
        onCancel: () => settle('cancelled'),
        onError: () => {
          if (!orderRefused) failed();
        },
      });
    } else if ('returnedFrom' in target) {
      const first = !submitted.has(target.redirectResult);
      submitted.add(target.redirectResult);
      mounted = first
        ? finishAdyenRedirect(target.returnedFrom, target.redirectResult, locale, adyenCallbacks).then(
            () => undefined,
          )
        : Promise.resolve(undefined);
    } else {
      keepDropInSession(hotel.hotel_code, target.session);
      mounted = mountAdyenDropIn(element, target.session, locale, adyenCallbacks);
    }
    mounted.then(
      (removeForm) => {
        if (gone) removeForm?.();
        else {
          remove = removeForm;
          if (removeForm) setState('ready');
        }
      },
      () => {
        if (!gone) latest.current.onUnavailable();
      },
    );
    return () => {
      gone = true;
      remove?.();
      element.remove();
    };
  }, [hotel.hotel_id, hotel.hotel_code, locale, pending, target, returnUrl, cancelUrl]);

  const shownError = error ?? order.error;
  return (
    <div className="sk-provider-embed">
      {(state === 'ready' || state === 'cancelled' || state === 'failed') && heldUntil}
      <p role="status">
        {state === 'loading'
          ? text.format('providerLoading', { provider: name })
          : state === 'confirming'
            ? text.format('providerConfirming', { provider: name })
            : state === 'cancelled'
              ? text.format('providerCancelled', { provider: name })
              : ''}
      </p>
      {state === 'failed' && (
        <Alert key={`failed-${attempt}`} tone="danger" role="alert">
          <p>{text.format('providerPaymentFailed', { provider: name })}</p>
        </Alert>
      )}
      {shownError && (
        <Alert key={`error-${attempt}`} tone="danger" role="alert">
          <p>{apiErrorMessage(shownError, locale)}</p>
        </Alert>
      )}
      {/* Drop-in stays on its failure screen (and a way back has no Drop-in): a new one is offered. */}
      {target.provider === 'adyen' &&
        (state === 'failed' || ('returnedFrom' in target && state === 'cancelled')) && (
          <div className="sk-actions">
            <Button onClick={onRestart}>{text.format('providerContinue', { provider: name })}</Button>
          </div>
        )}
      <div ref={container} className="sk-provider-embed__form" />
    </div>
  );
}

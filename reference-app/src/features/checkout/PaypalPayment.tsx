import { useCreatePaypalOrder } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { isFollowableExternalUrl } from '../../lib/isFollowableExternalUrl';
import { isFramed } from '../../lib/isFramed';
import { threeDSecureWaitingPath, type PendingPayment } from './threeDSecure';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

// The name of the tab a framed widget opens PayPal in (PayPal's page refuses to be framed).
const PAYPAL_TAB = 'staykit-paypal';

/** Props of `PaypalPayment`. */
export interface PaypalPaymentProps {
  hotel: BookingWidgetInit;
  locale: string;
  pending: PendingPayment;
  /** The API's base URL: the one origin whose pages may be plain http (`isFollowableExternalUrl`). */
  apiUrl: string;
  /** Until when the room is held (the payment's `expires_at`), once known. */
  until: string | undefined;
  /** The guest came back from PayPal without paying. */
  cancelled: boolean;
  /** Go on to PayPal at once (right after the booking), where the browser allows it without a click. */
  autoStart: boolean;
}

/**
 * Where PayPal's page returns the payer: this waiting page, marked `paypal=return` (or `cancel`) so that it
 * knows the address PayPal added its `token` and `PayerID` to.
 *
 * @example
 * ```ts
 * paypalReturnUrl('demo-tokyo', 'en', 'cancel'); // 'https://widget.example/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&paypal=cancel'
 * ```
 */
export function paypalReturnUrl(hotelCode: string, locale: string, way: 'return' | 'cancel'): string {
  const url = new URL(threeDSecureWaitingPath(hotelCode, locale), window.location.origin);
  url.searchParams.set('paypal', way);
  return url.toString();
}

/**
 * The step between a booking paid through PayPal and PayPal's page (docs/widget.md#checkout): it makes a
 * PayPal order for the booking's waiting payment (`createPaypalOrder`; the amount is the server's) and
 * sends the guest to PayPal's approval page. Right after the booking it goes on by itself; a guest who
 * came back without paying, or a widget in a frame (whose PayPal opens in a new tab, which only a click
 * may open), goes on with the button. The page around it watches the payment and shows the confirmation
 * once PayPal has taken it.
 */
export function PaypalPayment({
  hotel,
  locale,
  pending,
  apiUrl,
  until,
  cancelled,
  autoStart,
}: PaypalPaymentProps) {
  const text = useMessages();
  const order = useCreatePaypalOrder();
  const framed = isFramed();
  // Why the guest is still here: the browser blocked PayPal's tab, or the order's address is not one the
  // widget follows.
  const [problem, setProblem] = useState<'blocked' | 'address' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);

  const goToPaypal = () => {
    setProblem(null);
    // Opened within the click, before the order exists: a tab opened after an await would be blocked.
    const tab = framed ? window.open('', PAYPAL_TAB) : null;
    if (framed && tab === null) {
      setProblem('blocked');
      return;
    }
    order.mutate(
      {
        ...(pending.token === '' ? {} : { params: { query: { bypass_token: pending.token } } }),
        body: {
          hotel_id: hotel.hotel_id,
          reservation_number: pending.reservationNumber,
          return_url: paypalReturnUrl(hotel.hotel_code, locale, 'return'),
          cancel_url: paypalReturnUrl(hotel.hotel_code, locale, 'cancel'),
        },
      },
      {
        onSuccess: ({ data }) => {
          const url = data.approve_url;
          if (url === undefined || !isFollowableExternalUrl(url, apiUrl)) {
            tab?.close();
            setProblem('address');
            return;
          }
          if (tab) tab.location.assign(url);
          else {
            setLeaving(true);
            window.location.assign(url);
          }
        },
        onError: () => tab?.close(),
      },
    );
  };

  // Right after the booking, once (StrictMode runs effects twice, and a second order would be a spare);
  // the button does the rest. The latest `goToPaypal` is the one called.
  const start = useRef(goToPaypal);
  useEffect(() => {
    start.current = goToPaypal;
  });
  useEffect(() => {
    if (!autoStart || framed || started.current) return;
    started.current = true;
    start.current();
  }, [autoStart, framed]);

  const time =
    until === undefined
      ? null
      : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(until));
  const busy = order.isPending || leaving;
  return (
    <section className="sk-checkout" aria-busy={busy}>
      <h2>{text.paypalTitle}</h2>
      {cancelled && <p role="status">{text.paypalCancelled}</p>}
      {time !== null && <p>{text.format('paypalHeldUntil', { time })}</p>}
      {busy && <p role="status">{text.paypalRedirecting}</p>}
      {order.isError && (
        <Alert tone="danger" role="alert">
          <p>{apiErrorMessage(order.error, locale)}</p>
        </Alert>
      )}
      {problem !== null && (
        <Alert tone="danger" role="alert">
          <p>
            {problem === 'blocked'
              ? text.paypalTabBlocked
              : apiErrorMessage({ code: 'invalid_response', message: '' }, locale)}
          </p>
        </Alert>
      )}
      <div className="sk-actions">
        <Button onClick={goToPaypal} disabled={busy} aria-busy={busy}>
          {text.paypalContinue}
        </Button>
      </div>
    </section>
  );
}

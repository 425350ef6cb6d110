import { useCompleteThreeDSecure } from '@staykit/react';
import type { components, PaymentGateway } from '@staykit/sdk';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { reachableStorage } from '../../lib/reachableStorage';
import { useMessages } from '../../i18n/useMessages';
import { confirmationPath, readPendingPayment } from './threeDSecure';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `ThreeDSecureReturnPage`. */
export interface ThreeDSecureReturnPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  gateway: PaymentGateway;
}

// Payment statuses after which the booking stands (docs/widget.md#checkout).
const PAID = new Set(['authorized', 'capturing', 'captured']);

/**
 * Where the card issuer's 3-D Secure page returns the guest (`/reservation/three-d-secure`, docs/widget.md#screens): it reads the
 * outcome the gateway put on the address, reports it (`completeThreeDSecure`, which the server verifies)
 * while a status says the payment is being confirmed, then shows the confirmation — or the failure page
 * with the reason (failed, cancelled, timed out: docs/widget.md#checkout).
 */
export function ThreeDSecureReturnPage({ hotel, locale, gateway }: ThreeDSecureReturnPageProps) {
  const text = useMessages();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const storage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  const complete = useCompleteThreeDSecure();
  const started = useRef(false);

  useEffect(() => {
    // Once: a second report of the same challenge would be refused (and StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    const pending = readPendingPayment(storage, hotel.hotel_code);
    const report = gateway.readThreeDSecureReturn(searchParams);
    const fail = (code: string) =>
      void navigate(
        `/reservation/fail?${new URLSearchParams({ hotel_code: hotel.hotel_code, locale, error_code: code }).toString()}`,
        { replace: true },
      );
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
  }, [complete, gateway, hotel, locale, navigate, searchParams, storage]);

  return (
    <section className="sk-checkout" aria-busy="true">
      <h2>{text.confirmingPayment}</h2>
      <p role="status">{text.confirmingPaymentBody}</p>
    </section>
  );
}

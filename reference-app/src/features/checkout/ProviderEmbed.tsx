import { useCreatePaypalOrder, useValidatePaypalCreditCard } from '@staykit/react';
import { StaykitError, type components } from '@staykit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { mountAdyenDropIn } from './adyenDropIn';
import { mountPaypalButtons } from './paypalButtons';
import type { PendingPayment } from './threeDSecure';

type Schemas = components['schemas'];

/**
 * What a provider gave for paying in the page: PayPal's credential for its buttons, or an `embedded`
 * Adyen session for Drop-in.
 */
export type EmbeddedProvider =
  | { provider: 'paypal'; credential: Schemas['PaypalClientCredential'] }
  | { provider: 'adyen'; session: Schemas['AdyenPaymentSession'] };

/** Props of `ProviderEmbed`. */
export interface ProviderEmbedProps {
  hotel: Schemas['BookingWidgetInit'];
  locale: string;
  pending: PendingPayment;
  target: EmbeddedProvider;
  /** The provider's name as guests know it. */
  name: string;
  /** Where PayPal returns a payer whose approval needed a full page (its `return_url`, `cancel_url`). */
  returnUrl: string;
  cancelUrl: string;
  /** The provider's library would not load here: the page offers the provider's own page instead. */
  onUnavailable: () => void;
}

// Where the guest is: the provider's form loading, shown, paid and being confirmed, or left.
type EmbedState = 'loading' | 'ready' | 'confirming' | 'cancelled' | 'failed';

/**
 * The provider's own form in the page (docs/widget.md#checkout): PayPal's buttons or Adyen's Drop-in,
 * their libraries loaded only now. The card data a guest types goes to the provider. Once the provider
 * took the payment, the page around it (which watches the payment) shows the confirmation.
 */
export function ProviderEmbed(props: ProviderEmbedProps) {
  const { hotel, locale, pending, target, name, returnUrl, cancelUrl, onUnavailable } = props;
  const text = useMessages();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<EmbedState>('loading');
  const [error, setError] = useState<StaykitError | null>(null);
  const order = useCreatePaypalOrder();
  const validation = useValidatePaypalCreditCard();
  // The latest values, read by the provider's callbacks (drawn once, when the form first shows).
  const latest = useRef({ order, validation, onUnavailable });
  useEffect(() => {
    latest.current = { order, validation, onUnavailable };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let gone = false;
    let remove: (() => void) | undefined;
    const query = pending.token === '' ? {} : { query: { bypass_token: pending.token } };
    const settle = (next: EmbedState) => {
      if (!gone) setState(next);
    };
    // PayPal reports a refused order to `onError` too; its own error is what the guest reads then.
    let orderRefused = false;
    const mounted =
      target.provider === 'paypal'
        ? mountPaypalButtons(element, target.credential, locale, {
            createOrder: async () => {
              setError(null);
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
                const { data } = await latest.current.validation.mutateAsync({
                  params: query,
                  body: {
                    hotel_id: hotel.hotel_id,
                    paypal_order_id: orderId,
                    reservation_number: pending.reservationNumber,
                  },
                });
                if (!data.valid) settle('failed');
              } catch (caught) {
                if (!gone && caught instanceof StaykitError) setError(caught);
                settle('ready');
              }
            },
            onCancel: () => settle('cancelled'),
            onError: () => {
              if (!orderRefused) settle('failed');
            },
          })
        : mountAdyenDropIn(element, target.session, locale, {
            onCompleted: () => settle('confirming'),
            onFailed: () => settle('failed'),
            onError: () => settle('failed'),
          });
    mounted.then(
      (removeForm) => {
        if (gone) removeForm();
        else {
          remove = removeForm;
          setState('ready');
        }
      },
      () => {
        if (!gone) latest.current.onUnavailable();
      },
    );
    return () => {
      gone = true;
      remove?.();
    };
  }, [hotel.hotel_id, locale, pending, target, returnUrl, cancelUrl]);

  const shownError = error ?? order.error;
  return (
    <div className="sk-provider-embed">
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
        <Alert tone="danger" role="alert">
          <p>{text.format('providerPaymentFailed', { provider: name })}</p>
        </Alert>
      )}
      {shownError && (
        <Alert tone="danger" role="alert">
          <p>{apiErrorMessage(shownError, locale)}</p>
        </Alert>
      )}
      <div ref={container} className="sk-provider-embed__form" />
    </div>
  );
}

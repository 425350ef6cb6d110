import type { components } from '@staykit/sdk';
import { useEffect, useRef } from 'react';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  sendEcommerceEvent,
  type PricedSelection,
} from './ecommerceEvents';
import type { CheckoutUrl } from './readCheckoutUrl';

type Schemas = components['schemas'];

/** The widget page's dataLayer, when a tag manager there made one. */
const pageDataLayer = (): unknown => (window as { dataLayer?: unknown }).dataLayer;

/**
 * The guest-detail step's GA4 e-commerce events: `begin_checkout` once the selection shows a price (once
 * per selection: a coupon or an extra that re-prices it is not a new checkout), and the returned function
 * sends `add_payment_info` with the payment type the payment step was submitted with. Both go to the
 * framing page and the page's dataLayer (`sendEcommerceEvent`).
 *
 * @example
 * ```tsx
 * const paymentInfo = useCheckoutEcommerce(checkout, price.data?.data, hotel.currency);
 * const pay = (choice: PaymentChoice) => { paymentInfo(choice.type); book(choice); };
 * ```
 */
export function useCheckoutEcommerce(
  checkout: Pick<CheckoutUrl, 'stay' | 'lines' | 'couponCode'> | null,
  price: Schemas['PriceBreakdown'] | undefined,
  currency: Schemas['CurrencyCode'],
): (paymentType: Schemas['PaymentType']) => void {
  const messenger = useParentMessenger();
  const begunFor = useRef<string | null>(null);
  const selection: PricedSelection | null =
    checkout === null || price === undefined
      ? null
      : { lines: checkout.lines, price, currency, coupon: checkout.couponCode };
  // What identifies the selection; the URL is read again on every render, so compare by value.
  const selectionKey = checkout === null ? null : JSON.stringify([checkout.stay, checkout.lines]);

  useEffect(() => {
    if (selection === null || selectionKey === begunFor.current) return;
    begunFor.current = selectionKey;
    sendEcommerceEvent(beginCheckoutEvent(selection), { messenger, dataLayer: pageDataLayer() });
  });

  return (paymentType) => {
    if (selection === null) return;
    sendEcommerceEvent(addPaymentInfoEvent(selection, paymentType), {
      messenger,
      dataLayer: pageDataLayer(),
    });
  };
}

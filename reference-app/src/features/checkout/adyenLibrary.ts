// Adyen's web library, in its own chunk: imported only when a guest pays through Adyen's Drop-in.
import '@adyen/adyen-web/styles/adyen.css';
import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
import type { AdyenWeb } from './adyenDropIn';

/** Adyen's library as `mountAdyenDropIn` uses it: a checkout for the session, and its Drop-in with cards. */
export const adyenWeb: AdyenWeb = {
  async createDropin(options, container) {
    const checkout = await AdyenCheckout(options);
    return new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(container);
  },
};

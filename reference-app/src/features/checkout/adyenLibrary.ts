// Adyen's web library, in its own chunk: imported only when a guest pays through Adyen's Drop-in.
import '@adyen/adyen-web/styles/adyen.css';
import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
import type { AdyenWeb } from './adyenDropIn';

/**
 * Adyen's library as `mountAdyenDropIn` and `finishAdyenRedirect` use it: a checkout for the session, and
 * its Drop-in with cards (a method Adyen knows no component for shows as a redirect button), or the
 * details a redirect brought back.
 */
export const adyenWeb: AdyenWeb = {
  async createDropin(options, container) {
    const checkout = await AdyenCheckout(options);
    const dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(container);
    return { remove: () => dropin.remove() };
  },
  async submitRedirect(options, redirectResult) {
    const checkout = await AdyenCheckout(options);
    checkout.submitDetails({ details: { redirectResult } });
  },
};

import type { components } from '../generated/openapi';

type PaymentGateway = components['schemas']['PaymentGateway'];

/** A payment provider that takes a booking's payment after it is made (the contract's `PaymentProvider`). */
export type PaymentProvider = components['schemas']['PaymentProvider'];

const PROVIDERS: Readonly<Record<PaymentGateway, readonly PaymentProvider[]>> = {
  gmo: [],
  tappay: [],
  paygent: [],
  adyen_gmo: ['adyen'],
  gmo_paypal: ['paypal'],
  paygent_paypal: ['paypal'],
  adyen_gmo_paypal: ['adyen', 'paypal'],
};

/**
 * The providers a hotel's gateway lets a guest pay through after booking, beside a card: Adyen for the
 * Adyen gateways (`adyen_gmo`, `adyen_gmo_paypal`), PayPal for the PayPal variants (`gmo_paypal`,
 * `paygent_paypal`, `adyen_gmo_paypal`), none otherwise (an unknown gateway included). A booking sends the
 * one chosen as `payment.provider` with a card payment type and no card.
 *
 * @example
 * ```ts
 * paymentProvidersOf('gmo_paypal'); // ['paypal']
 * paymentProvidersOf('adyen_gmo_paypal'); // ['adyen', 'paypal']
 * paymentProvidersOf('gmo'); // []
 * ```
 */
export function paymentProvidersOf(
  gateway: PaymentGateway | string | null | undefined,
): readonly PaymentProvider[] {
  return typeof gateway === 'string' && isGateway(gateway) ? PROVIDERS[gateway] : [];
}

const isGateway = (value: string): value is PaymentGateway => Object.hasOwn(PROVIDERS, value);

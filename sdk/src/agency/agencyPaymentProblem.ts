import type { components } from '../generated/openapi';

/**
 * The gateways whose card payments the agency site can take over through the payment hub. The PayPal
 * variants pay by the guest's PayPal account, which stays with the booking widget; TapPay has no hub
 * (docs/rules.md, "Agency storefront").
 *
 * @example
 * ```ts
 * AGENCY_PAYMENT_GATEWAYS.includes('gmo'); // true
 * ```
 */
export const AGENCY_PAYMENT_GATEWAYS: readonly components['schemas']['PaymentGateway'][] = [
  'gmo',
  'paygent',
  'adyen_gmo',
];

/**
 * What a hotel pays with, for the agency-payment rule.
 *
 * @example
 * ```ts
 * const hotel: AgencyPaymentHotel = { gateway: 'gmo', paymentHub: 'default', currency: 'JPY' };
 * ```
 */
export interface AgencyPaymentHotel {
  gateway: components['schemas']['PaymentGateway'] | string;
  paymentHub: components['schemas']['PaymentHubConfig'] | string;
  /** The booking's currency (the hotel's, or the one the guest pays in). */
  currency: string;
}

/**
 * Why a widget booking cannot move to the agency site to be paid there, or `null` when it can: the
 * hotel's gateway must be one the agency site takes over (`AGENCY_PAYMENT_GATEWAYS`), its payment hub
 * configuration `default`, and the booking in yen. Otherwise the guest pays in the widget.
 *
 * @example
 * ```ts
 * agencyPaymentProblem({ gateway: 'gmo', paymentHub: 'default', currency: 'JPY' }); // null
 * agencyPaymentProblem({ gateway: 'tappay', paymentHub: 'none', currency: 'TWD' }); // 'gateway'
 * ```
 */
export function agencyPaymentProblem(
  hotel: AgencyPaymentHotel,
): 'gateway' | 'payment_hub' | 'currency' | null {
  if (!AGENCY_PAYMENT_GATEWAYS.some((gateway) => gateway === hotel.gateway)) return 'gateway';
  if (hotel.paymentHub !== 'default') return 'payment_hub';
  if (hotel.currency !== 'JPY') return 'currency';
  return null;
}

import type { components } from '../generated/openapi';
import { isCardPaymentType } from './isCardPaymentType';
import type { PaymentPlan } from './paymentTypeConflict';

/**
 * The payment types the guest can choose for a booking (docs/rules.md, "Payment types"), from the hotel's
 * `payment_options` and each selected plan's `payment_method`.
 *
 * - A type is offered when the hotel offers it (init `payment_options`) and every selected plan accepts
 *   it, in the hotel's order, each once.
 * - When the total payable is 0 or less (points or a coupon cover it all), card types are dropped (see
 *   {@link isCardPaymentType}): the API would refuse them with `card_payment_not_allowed`. A total that
 *   is not known yet (`null`, `undefined`, not a number) drops nothing; the API checks again.
 * - In multi-currency mode (the guest chose a currency other than the hotel's, `options.multiCurrency`),
 *   only the types that charge a card online are offered: the hotel cannot take money at the desk in the
 *   guest's currency. `on_site_credit_card_required`, paid at the desk, is not among them.
 * - With no plan selected only the hotel's offer and the total apply.
 * - An empty list means the booking cannot be paid as selected: {@link paymentTypeConflict} tells why when
 *   the plans conflict; otherwise the hotel offers only card payment for a stay that costs nothing.
 *
 * @param hotelOptions - `payment_options` of the booking-widget init.
 * @param plans - the plans of the selected room lines.
 * @param total - the total payable, after points and discounts.
 * @param options - `multiCurrency`: the prices are shown and charged in another currency than the hotel's.
 * @example
 * ```ts
 * const hotel = ['credit_card', 'on_site', 'bank_transfer'] as const;
 * availablePaymentTypes(hotel, [{ payment_method: ['on_site', 'credit_card'] }], 24000); // ['credit_card', 'on_site']
 * availablePaymentTypes(hotel, [{ payment_method: ['on_site', 'credit_card'] }], 0); // ['on_site']
 * availablePaymentTypes(hotel, [{ payment_method: ['on_site', 'credit_card'] }], 160, { multiCurrency: true }); // ['credit_card']
 * ```
 */
export function availablePaymentTypes(
  hotelOptions: readonly components['schemas']['PaymentType'][] | null | undefined,
  plans: readonly Pick<PaymentPlan, 'payment_method'>[],
  total: number | null | undefined,
  options: { readonly multiCurrency?: boolean } = {},
): components['schemas']['PaymentType'][] {
  const nothingToPay = typeof total === 'number' && !Number.isNaN(total) && total <= 0;
  const cardOnline = (type: components['schemas']['PaymentType']) =>
    isCardPaymentType(type) && type !== 'on_site_credit_card_required';
  return (hotelOptions ?? []).filter(
    (type, index, all) =>
      all.indexOf(type) === index &&
      plans.every((plan) => plan.payment_method.includes(type)) &&
      !(nothingToPay && isCardPaymentType(type)) &&
      !(options.multiCurrency === true && !cardOnline(type)),
  );
}

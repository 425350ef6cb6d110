import { DEFAULT_CURRENCY } from './currencies';
import type { CurrencyCode } from './currencies';

/**
 * What choosing a payment method needs to reset the temporary currency.
 *
 * @example
 * ```ts
 * const choice: PaymentMethodChoice = { paymentType: 'credit_card', isCardBrandAllowed: true, hotelCurrency: 'JPY' };
 * ```
 */
export interface PaymentMethodChoice {
  /** The payment type chosen (the contract's `PaymentType`); only `credit_card` counts as "credit card". */
  readonly paymentType: string;
  /** The card brand is allowed for multi-currency payment (see `allowedCardNetworks`). */
  readonly isCardBrandAllowed: boolean;
  /** The hotel's original currency; JPY when not known. */
  readonly hotelCurrency?: CurrencyCode | null;
}

/**
 * The temporary currency after the guest chooses a payment method: empty (`null`, so the guest's own choice
 * applies again) for credit card with an allowed brand, otherwise the hotel's original currency, because
 * on-site and other methods settle in the hotel's currency.
 *
 * @example
 * ```ts
 * temporaryCurrencyAfterPaymentMethod({ paymentType: 'credit_card', isCardBrandAllowed: true, hotelCurrency: 'JPY' }); // null
 * temporaryCurrencyAfterPaymentMethod({ paymentType: 'on_site', isCardBrandAllowed: true, hotelCurrency: 'JPY' }); // 'JPY'
 * ```
 */
export function temporaryCurrencyAfterPaymentMethod(choice: PaymentMethodChoice): CurrencyCode | null {
  if (choice.paymentType === 'credit_card' && choice.isCardBrandAllowed) return null;
  return choice.hotelCurrency || DEFAULT_CURRENCY;
}

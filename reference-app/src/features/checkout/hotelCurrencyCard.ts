import {
  allowedCardNetworks,
  temporaryCurrencyAfterPaymentMethod,
  type CardNetwork,
  type components,
} from '@staykit/sdk';

type CurrencyCode = components['schemas']['CurrencyCode'];

/**
 * The card network the checkout charges in the hotel's currency instead of the guest's (the SDK's
 * temporary currency, docs/rules.md "Currencies"), or null: a card of a network the guest's foreign
 * currency does not take pays in the hotel's. Every payment type the payment step reports a network for is
 * a card payment (a Taiwan or an international card too), so the network alone decides.
 *
 * @param network - the chosen card's network; null while none is chosen.
 * @param guestCurrency - the guest's foreign currency; undefined when the guest pays in the hotel's.
 * @example
 * ```ts
 * hotelCurrencyCard('jcb', 'USD', 'JPY'); // 'jcb'
 * hotelCurrencyCard('visa', 'USD', 'JPY'); // null
 * ```
 */
export function hotelCurrencyCard(
  network: CardNetwork | null,
  guestCurrency: CurrencyCode | undefined,
  hotelCurrency: CurrencyCode,
): CardNetwork | null {
  if (network === null || guestCurrency === undefined) return null;
  const temporary = temporaryCurrencyAfterPaymentMethod({
    paymentType: 'credit_card',
    isCardBrandAllowed: allowedCardNetworks(true).includes(network),
    hotelCurrency,
  });
  return temporary === null ? null : network;
}

import { describe, expect, it } from 'vitest';
import { hotelCurrencyCard } from './hotelCurrencyCard';

describe('hotelCurrencyCard: the card a foreign currency does not take pays in the hotel’s', () => {
  it.each([
    ['jcb', 'USD', 'JPY', 'jcb'],
    ['amex', 'USD', 'TWD', 'amex'],
    ['diners', 'EUR', 'KRW', 'diners'],
    // Visa and Mastercard pay in the guest's currency, at a Taiwanese or Korean hotel too.
    ['visa', 'USD', 'TWD', null],
    ['master', 'USD', 'KRW', null],
  ] as const)('%s paying in %s at a %s hotel: %s', (network, guest, hotel, expected) => {
    expect(hotelCurrencyCard(network, guest, hotel)).toBe(expected);
  });

  it('changes nothing for a guest paying in the hotel’s currency, or before a card is chosen', () => {
    expect(hotelCurrencyCard('jcb', undefined, 'JPY')).toBeNull();
    expect(hotelCurrencyCard(null, 'USD', 'JPY')).toBeNull();
  });
});

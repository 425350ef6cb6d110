import { describe, expect, it } from 'vitest';
import { effectiveCurrency } from './effectiveCurrency';
import { temporaryCurrencyAfterPaymentMethod } from './temporaryCurrencyAfterPaymentMethod';

describe('temporaryCurrencyAfterPaymentMethod: the reset when a payment method is chosen', () => {
  it.each([
    ['credit_card', true, 'TWD', null],
    ['credit_card', false, 'TWD', 'TWD'],
    ['on_site', true, 'TWD', 'TWD'],
    ['pre_paid', false, 'TWD', 'TWD'],
    ['on_site', true, null, 'JPY'],
  ] as const)(
    '%s with brand allowed %s at a %s hotel sets %s',
    (paymentType, isCardBrandAllowed, hotelCurrency, expected) => {
      expect(temporaryCurrencyAfterPaymentMethod({ paymentType, isCardBrandAllowed, hotelCurrency })).toBe(
        expected,
      );
    },
  );

  it('lets the guest currency apply again after an allowed card is chosen', () => {
    const temporary = temporaryCurrencyAfterPaymentMethod({
      paymentType: 'credit_card',
      isCardBrandAllowed: true,
      hotelCurrency: 'JPY',
    });
    expect(effectiveCurrency({ temporary, selected: 'USD' }, 'JPY')).toBe('USD');
  });

  it('pays in the hotel currency after another method is chosen', () => {
    const temporary = temporaryCurrencyAfterPaymentMethod({
      paymentType: 'on_site',
      isCardBrandAllowed: true,
      hotelCurrency: 'JPY',
    });
    expect(effectiveCurrency({ temporary, selected: 'USD' }, 'JPY')).toBe('JPY');
  });
});

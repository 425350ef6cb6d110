import { describe, expect, it } from 'vitest';
import { isCardPaymentType } from './isCardPaymentType';

describe('isCardPaymentType', () => {
  it.each([
    'credit_card',
    'credit_card_international',
    'twd_credit_card',
    'twd_credit_card_deposit',
    'on_site_credit_card_required',
  ] as const)('%s takes a card', (type) => {
    expect(isCardPaymentType(type)).toBe(true);
  });

  it.each(['pre_paid', 'on_site', 'deferred_payment', 'bank_transfer'] as const)(
    '%s takes no card',
    (type) => {
      expect(isCardPaymentType(type)).toBe(false);
    },
  );
});

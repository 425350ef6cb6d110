import { describe, expect, it } from 'vitest';
import { paymentProvidersOf } from './paymentProviders';

describe('paymentProvidersOf', () => {
  it.each([
    ['gmo_paypal', ['paypal']],
    ['paygent_paypal', ['paypal']],
    ['adyen_gmo_paypal', ['adyen', 'paypal']],
    ['gmo', []],
    ['tappay', []],
    ['paygent', []],
    ['adyen_gmo', ['adyen']],
    ['stripe', []],
    ['__proto__', []],
    [null, []],
  ])('offers %s the providers %j', (gateway, providers) => {
    expect(paymentProvidersOf(gateway)).toEqual(providers);
  });
});

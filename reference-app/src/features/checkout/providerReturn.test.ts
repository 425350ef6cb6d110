import { describe, expect, it } from 'vitest';
import { asAdyenRedirect, providerReturnOf } from './ProviderPayment';

describe('providerReturnOf', () => {
  it('reads the provider a return address names, and whether the guest left without paying', () => {
    expect(providerReturnOf(new URLSearchParams('paypal=cancel&token=PP1'))).toEqual({
      provider: 'paypal',
      cancelled: true,
      inTab: false,
      adyenRedirect: null,
    });
    expect(
      providerReturnOf(new URLSearchParams('adyen=return&sessionId=CS1&sessionResult=SR&tab=1')),
    ).toEqual({
      provider: 'adyen',
      cancelled: false,
      inTab: true,
      adyenRedirect: null,
    });
    expect(providerReturnOf(new URLSearchParams('hotel_code=demo-tokyo'))).toBeNull();
  });

  it('keeps what Adyen returned from a page Drop-in sent the guest to, for Drop-in to submit', () => {
    expect(
      providerReturnOf(new URLSearchParams('adyen=return&sessionId=CS1&redirectResult=Ab02'))?.adyenRedirect,
    ).toEqual({ sessionId: 'CS1', redirectResult: 'Ab02' });
    // PayPal's return carries no such thing, and a half one is none.
    expect(
      providerReturnOf(new URLSearchParams('paypal=return&redirectResult=Ab02'))?.adyenRedirect,
    ).toBeNull();
    expect(asAdyenRedirect({ sessionId: '', redirectResult: 'Ab02' })).toBeNull();
    expect(asAdyenRedirect('CS1')).toBeNull();
  });
});

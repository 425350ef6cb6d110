import { describe, expect, it } from 'vitest';
import { readSearchScope, scopeQuery, scopeVisibility } from './searchScope';

const scopeOf = (query: string) => readSearchScope(new URLSearchParams(query));

describe('readSearchScope', () => {
  it('reads a voucher search from its mode, and not from a voucher code alone', () => {
    expect(scopeQuery(scopeOf('mode=voucher&voucher_coupon_code=VC-2026-0001'))).toEqual({
      mode: 'voucher',
      voucher_coupon_code: 'VC-2026-0001',
    });
    // A voucher applied at checkout, back in the search's address, is no voucher search.
    expect(scopeQuery(scopeOf('voucher_coupon_code=VC1'))).toEqual({});
    expect(scopeQuery(scopeOf('mode=voucher'))).toEqual({ mode: 'voucher' });
  });

  it('reads occupied rooms and the companions, and sends nothing for a plain search', () => {
    expect(
      scopeQuery(scopeOf('is_including_occupied=true&adult_companion=1&kid_tier_A_companion=2')),
    ).toEqual({
      is_including_occupied: true,
      adult_companion: 1,
      kid_tier_A_companion: 2,
    });
    expect(scopeQuery(scopeOf('checkin=2026-12-10&adults=2'))).toEqual({});
  });

  it('leaves out what is not valid, so a mistyped link still searches', () => {
    expect(
      scopeQuery(
        scopeOf(
          'mode=vouchers&voucher_coupon_code=%3Cb%3E&is_including_occupied=yes&adult_companion=-1&kid_tier_A_companion=1.5',
        ),
      ),
    ).toEqual({});
  });

  it("tells the SDK's tiers-mode rule which searches skip its stock check", () => {
    expect(scopeVisibility(scopeOf('mode=voucher'))).toEqual({
      mode: 'voucher',
      is_including_occupied: false,
    });
    expect(scopeVisibility(scopeOf('is_including_occupied=true'))).toEqual({
      mode: null,
      is_including_occupied: true,
    });
  });
});

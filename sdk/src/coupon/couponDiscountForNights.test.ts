import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { couponDiscountForNights } from './couponDiscountForNights';
import type { NightlyCoupon } from './couponDiscountForNights';

const percent = (value: number, nights?: number | null): NightlyCoupon => ({
  discount: { discount_type: 'percentage', value },
  max_discounted_nights: nights,
});
const amount = (value: number, nights?: number | null): NightlyCoupon => ({
  discount: { discount_type: 'amount', value },
  max_discounted_nights: nights,
});

describe('couponDiscountForNights: percentage coupons on the first n nights', () => {
  const stay = [12000, 15000, 9000];

  it.each([
    [1, 1200],
    [2, 2700],
    [3, 3600],
    [5, 3600],
    [0, 0],
  ])('10%% of the first %i nights of ¥12,000, ¥15,000, ¥9,000 is ¥%i', (nights, discount) => {
    expect(couponDiscountForNights(stay, percent(10, nights), 'JPY')).toBe(discount);
  });

  it('discounts every night when no limit is set', () => {
    expect(couponDiscountForNights(stay, percent(10), 'JPY')).toBe(3600);
    expect(couponDiscountForNights(stay, percent(10, null), 'JPY')).toBe(3600);
  });

  it('rounds once, on the sum of the discounted nights', () => {
    // 10% of 333 + 333 + 333 = 99.9 → ¥100, where rounding each night would give 3 × ¥33.
    expect(couponDiscountForNights([333, 333, 333], percent(10), 'JPY')).toBe(100);
  });

  it('rounds half away from zero to the currency decimals', () => {
    // 15% of ¥2,010 = ¥301.5 → ¥302; 10% of $120.55 = $12.055 → $12.06.
    expect(couponDiscountForNights([2010], percent(15), 'JPY')).toBe(302);
    expect(couponDiscountForNights([120.55, 99], percent(10, 1), 'USD')).toBe(12.06);
    // 10% of ₩33,335 = ₩3,333.5 → ₩3,334; KRW has no decimals.
    expect(couponDiscountForNights([33335], percent(10), 'KRW')).toBe(3334);
  });

  it('rounds to yen when no currency is given', () => {
    expect(couponDiscountForNights([2010], percent(15))).toBe(302);
  });

  it('never takes more than the discounted nights cost', () => {
    expect(couponDiscountForNights(stay, percent(150, 1), 'JPY')).toBe(12000);
  });
});

describe('couponDiscountForNights: fixed-amount coupons', () => {
  it('takes the amount once per stay', () => {
    expect(couponDiscountForNights([12000, 15000], amount(2000, 1), 'JPY')).toBe(2000);
    expect(couponDiscountForNights([12000, 15000], amount(2000), 'JPY')).toBe(2000);
  });

  it('takes no more than the first n nights cost', () => {
    // The first 2 nights cost ¥16,000, less than the ¥20,000 coupon.
    expect(couponDiscountForNights([8000, 8000, 8000], amount(20000, 2), 'JPY')).toBe(16000);
  });

  it('rounds the amount to the currency decimals', () => {
    expect(couponDiscountForNights([100], amount(10.005), 'EUR')).toBe(10.01);
    expect(couponDiscountForNights([1000], amount(10.5), 'TWD')).toBe(11);
  });

  it('uses the multi-currency amount when it is in the currency of the prices', () => {
    const coupon: NightlyCoupon = {
      discount: { discount_type: 'amount', value: 2000, mcp_value: { cents: 1350, currency: 'USD' } },
    };
    expect(couponDiscountForNights([95.2, 95.2], coupon, 'USD')).toBe(13.5);
    expect(couponDiscountForNights([12000], coupon, 'JPY')).toBe(2000);
  });
});

describe('couponDiscountForNights: odd inputs', () => {
  it('gives 0 for a stay without nights', () => {
    expect(couponDiscountForNights([], percent(10), 'JPY')).toBe(0);
    expect(couponDiscountForNights([], amount(1000), 'JPY')).toBe(0);
  });

  it('counts a night price that is not a positive number as 0', () => {
    expect(couponDiscountForNights([Number.NaN, -500, 10000], percent(10), 'JPY')).toBe(1000);
  });
});

describe('couponDiscountForNights with the contract shapes', () => {
  it('takes a discount coupon as the API sends it', () => {
    const coupon: components['schemas']['DiscountCoupon'] = {
      code: 'WELCOME10',
      discount: { discount_type: 'percentage', value: 10 },
      valid_until: '2026-12-31',
      max_discounted_nights: 1,
      usage_count: 0,
      status: 'available',
    };
    expect(couponDiscountForNights([12000, 15000], coupon, 'JPY')).toBe(1200);
  });
});

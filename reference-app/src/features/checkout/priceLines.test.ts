import { describe, expect, it } from 'vitest';
import { priceLines } from './priceLines';

describe('priceLines', () => {
  it('shows the room charge and total always, other fields only when they apply', () => {
    const lines = priceLines({
      total_price: 26000,
      original_price_with_tax: 28000,
      tax: 2363,
      coupon_discount_amount: 2800,
      promotion_discount_amount: 0,
      accommodation_tax: 800,
    });
    expect(lines.map((line) => [line.label, line.amount, line.kind])).toEqual([
      ['priceRoomCharge', 28000, 'charge'],
      ['priceCouponDiscount', 2800, 'discount'],
      ['priceAccommodationTax', 800, 'charge'],
      ['priceTotal', 26000, 'total'],
      ['priceTaxIncluded', 2363, 'info'],
    ]);
  });

  it('carries the multi-currency twin of each line', () => {
    const [total] = priceLines({ total_price: 15000, mcp_total_price: { cents: 10000, currency: 'USD' } });
    expect(total).toMatchObject({ label: 'priceTotal', mcp: { cents: 10000, currency: 'USD' } });
  });
});

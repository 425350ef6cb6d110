import { describe, expect, it } from 'vitest';
import { reservationPriceLines } from './reservationPriceLines';

describe('reservation price lines', () => {
  it('lists what the breakdown carries in bill order, leaving out zero discounts', () => {
    const lines = reservationPriceLines({
      total_price: 14260,
      tax: 1400,
      accommodation_tax: 400,
      original_price: 14000,
      original_price_with_tax: 15400,
      total_special_discount: 1540,
      coupon_discount_amount: 0,
      deposit_amount: 14260,
    });
    expect(lines.map((line) => [line.label, line.amount, line.kind])).toEqual([
      ['priceRoomCharge', 15400, 'charge'],
      ['priceSpecialDiscount', 1540, 'discount'],
      ['priceAccommodationTax', 400, 'charge'],
      ['priceTotal', 14260, 'total'],
      ['priceTaxIncluded', 1400, 'info'],
      ['priceDeposit', 14260, 'info'],
    ]);
  });

  it('takes the multi-currency twin of each line', () => {
    const [total] = reservationPriceLines({
      total_price: 15800,
      mcp_total_price: { cents: 10533, currency: 'USD' },
    });
    expect(total?.mcp).toEqual({ cents: 10533, currency: 'USD' });
  });
});

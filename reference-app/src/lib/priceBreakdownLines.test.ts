import { describe, expect, it } from 'vitest';
import { priceBreakdownLines } from './priceBreakdownLines';

describe('priceBreakdownLines', () => {
  it('lists what the breakdown carries in bill order, leaving out what is absent or 0', () => {
    const lines = priceBreakdownLines({
      total_price: 12460,
      tax: 1400,
      accommodation_tax: 400,
      original_price: 14000,
      original_price_with_tax: 15400,
      coupon_discount_amount: 1800,
      promotion_discount_amount: 0,
      total_special_discount: 1540,
      deposit_amount: 12460,
    });
    expect(lines.map((line) => [line.label, line.amount, line.kind])).toEqual([
      ['priceRoomCharge', 15400, 'charge'],
      ['priceSpecialDiscount', 1540, 'discount'],
      ['priceCouponDiscount', 1800, 'discount'],
      ['priceAccommodationTax', 400, 'charge'],
      ['priceTotal', 12460, 'total'],
      ['priceTaxIncluded', 1400, 'info'],
      ['priceDeposit', 12460, 'info'],
    ]);
  });

  it("shows a plan's rounding on its own line, out of the special discount the contract sums it into", () => {
    const lines = priceBreakdownLines({
      total_price: 11200,
      original_price_with_tax: 12350,
      total_special_discount: 1150,
      mcp_total_special_discount: { cents: 767, currency: 'USD' },
      rounding_discount: 50,
      mcp_rounding_discount: { cents: 33, currency: 'USD' },
    });
    expect(lines.map((line) => [line.label, line.amount, line.mcp?.cents])).toEqual([
      ['priceRoomCharge', 12350, undefined],
      ['priceSpecialDiscount', 1100, 734],
      ['priceRoundingDiscount', 50, 33],
      ['priceTotal', 11200, undefined],
    ]);
    // Without the rounding's twin the special line has none either.
    const [, noTwin] = priceBreakdownLines({
      total_price: 11200,
      original_price_with_tax: 12350,
      total_special_discount: 1150,
      mcp_total_special_discount: { cents: 767, currency: 'USD' },
      rounding_discount: 50,
    });
    expect([noTwin?.label, noTwin?.amount, noTwin?.mcp]).toEqual(['priceSpecialDiscount', 1100, null]);
    // A rounding alone is no special discount.
    const roundedOnly = priceBreakdownLines({
      total_price: 300,
      total_special_discount: 45,
      rounding_discount: 45,
    });
    expect(roundedOnly.map((line) => line.label)).toEqual(['priceRoundingDiscount', 'priceTotal']);
  });

  it('shows the room charge and the total even at 0', () => {
    const lines = priceBreakdownLines({ total_price: 0, original_price_with_tax: 0, tax: 0 });
    expect(lines.map((line) => [line.label, line.amount])).toEqual([
      ['priceRoomCharge', 0],
      ['priceTotal', 0],
    ]);
  });

  it('takes the multi-currency twin of a line, and nothing that is not money', () => {
    const [total] = priceBreakdownLines({
      total_price: 15800,
      mcp_total_price: { cents: 10533, currency: 'USD' },
    });
    expect(total?.mcp).toEqual({ cents: 10533, currency: 'USD' });
    const [plain] = priceBreakdownLines({ total_price: 15800 });
    expect(plain?.mcp).toBeNull();
  });
});

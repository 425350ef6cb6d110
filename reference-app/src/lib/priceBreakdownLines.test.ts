import { describe, expect, it } from 'vitest';
import { priceBreakdownLines } from './priceBreakdownLines';

describe('priceBreakdownLines', () => {
  it('leaves out what is absent or 0, but for the total and the fields shown at 0, in the order given', () => {
    const lines = priceBreakdownLines(
      { total_price: 0, original_price_with_tax: 0, coupon_discount_amount: 0, tax: 0 },
      [
        ['original_price_with_tax', 'priceRoomCharge', 'charge'],
        ['coupon_discount_amount', 'priceCouponDiscount', 'discount'],
        ['voucher_coupon_discount_amount', 'priceVoucherDiscount', 'discount'],
        ['total_price', 'priceTotal', 'total'],
        ['tax', 'priceTaxIncluded', 'info'],
      ],
      ['original_price_with_tax'],
    );
    expect(lines.map((line) => [line.label, line.amount])).toEqual([
      ['priceRoomCharge', 0],
      ['priceTotal', 0],
    ]);
  });

  it('takes the multi-currency twin of a line, and nothing that is not money', () => {
    const [total] = priceBreakdownLines(
      { total_price: 15800, mcp_total_price: { cents: 10533, currency: 'USD' } },
      [['total_price', 'priceTotal', 'total']],
    );
    expect(total?.mcp).toEqual({ cents: 10533, currency: 'USD' });
    const [plain] = priceBreakdownLines({ total_price: 15800 }, [['total_price', 'priceTotal', 'total']]);
    expect(plain?.mcp).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { hasVouchers, voucherUiStatus } from './voucherUiStatus';

const today = '2026-11-26';

describe('voucherUiStatus: the state a voucher or coupon shows', () => {
  it.each([
    ['an unused voucher within its days', { status: 'available', lastValidDay: '2027-03-31' }, 'available'],
    ['an unused voucher on its last day', { status: 'available', lastValidDay: today }, 'available'],
    ['an unused voucher past its last day', { status: 'available', lastValidDay: '2026-11-25' }, 'expired'],
    ['a voucher used by an upcoming stay', { status: 'pending', lastValidDay: '2026-11-25' }, 'pending'],
    ['a used voucher, long expired', { status: 'consumed', lastValidDay: '2025-01-31' }, 'consumed'],
    ['one stored as expired', { status: 'expired', lastValidDay: '2027-03-31' }, 'expired'],
    [
      'a coupon with uses left',
      { status: 'available', lastValidDay: '2027-03-31', usageLimit: 3, usageCount: 2 },
      'available',
    ],
    [
      'a coupon whose uses are exhausted',
      { status: 'available', lastValidDay: '2027-03-31', usageLimit: 3, usageCount: 3 },
      'consumed',
    ],
    [
      'a coupon without a limit',
      { status: 'available', lastValidDay: '2027-03-31', usageCount: 40 },
      'available',
    ],
  ] as const)('%s is %s', (_label, item, expected) => {
    expect(voucherUiStatus(item, today)).toBe(expected);
  });
});

describe('hasVouchers: the promotions tab shows when a voucher is not only expired', () => {
  it.each([
    [[], false],
    [[{ ui_status: 'expired' }], false],
    [[{ ui_status: 'expired' }, { ui_status: 'consumed' }], true],
    [[{ ui_status: 'pending' }], true],
    [[{ ui_status: 'available' }], true],
  ] as const)('%j gives %s', (vouchers, expected) => {
    expect(hasVouchers(vouchers)).toBe(expected);
  });
});

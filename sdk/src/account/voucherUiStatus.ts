import type { components } from '../generated/openapi';

type VoucherStatus = components['schemas']['VoucherStatus'];

/**
 * The state to show for a voucher or a coupon (docs/rules.md, "My page"). A used one keeps
 * its state (`pending` until the stay, then `consumed`); an unused one is `expired` after its last valid
 * day, and a coupon whose uses are exhausted is `consumed`.
 *
 * @param item - the stored state, the last valid day (`valid_through` of a voucher, `valid_until` of a
 *   coupon) and, for a coupon, its uses.
 * @param today - the hotel's day, `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * voucherUiStatus({ status: 'available', lastValidDay: '2026-11-30' }, '2026-12-01'); // 'expired'
 * voucherUiStatus({ status: 'available', lastValidDay: '2027-03-31', usageLimit: 1, usageCount: 1 }, '2026-12-01'); // 'consumed'
 * ```
 */
export function voucherUiStatus(
  item: {
    readonly status: VoucherStatus;
    readonly lastValidDay: string;
    readonly usageLimit?: number | undefined;
    readonly usageCount?: number | undefined;
  },
  today: string,
): VoucherStatus {
  if (item.status !== 'available') return item.status;
  if (item.usageLimit !== undefined && (item.usageCount ?? 0) >= item.usageLimit) return 'consumed';
  return item.lastValidDay < today ? 'expired' : 'available';
}

/**
 * Whether the member has vouchers to show: any voucher displayed as available, pending or consumed (an
 * expired one alone does not count). The account shows its promotions tab only then.
 *
 * @example
 * ```ts
 * hasVouchers([{ ui_status: 'expired' }, { ui_status: 'consumed' }]); // true
 * ```
 */
export function hasVouchers(vouchers: readonly { readonly ui_status: VoucherStatus }[]): boolean {
  return vouchers.some((voucher) => voucher.ui_status !== 'expired');
}

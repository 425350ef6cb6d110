/**
 * A member's vouchers at booking (docs/rules.md, "My page"): the quote (`getRoomPrice`) and the booking
 * (`createReservation`) apply a `voucher_coupon_code` by the same functions. A voucher pays for a stay of
 * its member, while it shows as available (the SDK's `voucherUiStatus`), for stays within its stay period
 * and on none of its excluded dates; it takes its amount off the total (never more than the total).
 * Booking makes it `pending` for that reservation; the stay's check-out makes it read `consumed`, and a
 * cancellation makes it available again. The test voucher `VOUCHER-FULL-STAY` pays any stay whole, for
 * anyone. Any other code is `1500`.
 */
import { voucherUiStatus, type components } from '@staykit/sdk';
import { db } from '../db/db';
import type { ReservationRow, VoucherRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { dateRange, daysBetween } from '../lib/dates';
import { TRIGGERS } from '../triggers';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

/** What a voucher pays: its amount, or the whole stay for the test voucher. */
export type VoucherValue = { readonly number: string; readonly amount: number } | 'whole_stay';

function refused(code: string, why: string): ApiError {
  return new ApiError('1500', { message: `The voucher ${code} cannot pay for this stay: ${why}` });
}

/**
 * The voucher `code` of the booker for a stay from `checkin` to `checkout` on `today`, or `1500`.
 *
 * @example
 * ```ts
 * usableVoucher('V-1001', 'ut_hanako_0001', { checkin: '2026-12-10', checkout: '2026-12-11' }, '2026-12-01');
 * ```
 */
export function usableVoucher(
  code: string,
  userToken: string | null,
  stay: { readonly checkin: string | null; readonly checkout: string | null },
  today: string,
): VoucherValue {
  if (code === TRIGGERS.bookingCardPaymentNotAllowed.value) return 'whole_stay';
  const memberId = userToken === null ? undefined : db.userToken.get(userToken)?.member_id;
  const row = db.voucher.get(code);
  if (!row || row.member_id !== memberId) throw refused(code, 'it is not a voucher of the signed-in member');
  if (voucherOn(row, today).ui_status !== 'available') throw refused(code, 'it is used or expired');
  if (stay.checkin === null || stay.checkout === null) throw refused(code, 'the stay has no dates');
  // The nights the voucher would pay for (a day use: its day).
  const count = daysBetween(stay.checkin, stay.checkout);
  const nights = count > 0 ? dateRange(stay.checkin, count) : [stay.checkin];
  const period = row.stay_period;
  const lastNight = nights.at(-1) ?? stay.checkin;
  if (
    (period?.start_date && stay.checkin < period.start_date) ||
    (period?.end_date && lastNight > period.end_date)
  ) {
    throw refused(code, 'the stay is outside its stay period');
  }
  if (nights.some((night) => row.excluded_dates.includes(night)))
    throw refused(code, 'a night is an excluded date');
  return { number: row.number, amount: row.amount };
}

/**
 * Takes a voucher off a price being written, before points and the deposit are.
 *
 * @example
 * ```ts
 * applyVoucher(price, { number: 'V-1001', amount: 10_000 });
 * ```
 */
export function applyVoucher(price: PriceBreakdown, voucher: VoucherValue): void {
  const paid = voucher === 'whole_stay' ? price.total_price : Math.min(voucher.amount, price.total_price);
  price.voucher_coupon_discount_amount = paid;
  price.total_price -= paid;
  price.total_price_before_point_discount = price.total_price;
}

/** A booked reservation holds its voucher: `pending` until the stay. */
export function holdVoucher(voucher: VoucherValue, reservation: ReservationRow): void {
  if (voucher === 'whole_stay') return;
  db.voucher.update(voucher.number, {
    status: 'pending',
    reservation_number: reservation.number,
    consumed_at_ms: reservation.created_at_ms,
  });
}

/**
 * A cancelled reservation gives back the voucher and the coupon it holds: the stay they paid for will not
 * happen, so their one use was never made (docs/rules.md, "My page").
 */
export function releasePromotions(reservation: ReservationRow): void {
  for (const row of db.voucher.filter((voucher) => voucher.reservation_number === reservation.number)) {
    if (row.status === 'pending') {
      db.voucher.update(row.number, { status: 'available', reservation_number: null, consumed_at_ms: null });
    }
  }
  for (const row of db.memberCoupon.filter((coupon) => coupon.reservation_number === reservation.number)) {
    if (row.status === 'pending') {
      db.memberCoupon.update(row.key, {
        status: 'available',
        reservation_number: null,
        applied_discount_amount: null,
        usage_count: Math.max(0, row.usage_count - 1),
      });
    }
  }
}

/**
 * The stored state of a voucher or coupon a reservation holds, on `today`: `pending` until the stay has
 * checked out, `consumed` from then on; any other state as stored.
 *
 * @example
 * ```ts
 * heldUntilStay({ status: 'pending', reservation_number: 'SK9001' }, '2027-01-01'); // 'consumed'
 * ```
 */
export function heldUntilStay(
  row: { readonly status: VoucherRow['status']; readonly reservation_number: string | null },
  today: string,
): VoucherRow['status'] {
  const stay = row.reservation_number === null ? undefined : db.reservation.get(row.reservation_number);
  return row.status === 'pending' && stay !== undefined && stay.checkout_date < today
    ? 'consumed'
    : row.status;
}

/**
 * A voucher as it stands on `today`: a pending one whose stay has checked out reads `consumed`, and the
 * state shown is the SDK's `voucherUiStatus`.
 *
 * @example
 * ```ts
 * voucherOn(row, '2026-12-01').ui_status; // 'available'
 * ```
 */
export function voucherOn(
  row: VoucherRow,
  today: string,
): { readonly status: VoucherRow['status']; readonly ui_status: VoucherRow['status'] } {
  const status = heldUntilStay(row, today);
  return { status, ui_status: voucherUiStatus({ status, lastValidDay: row.valid_through }, today) };
}

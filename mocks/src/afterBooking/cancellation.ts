/**
 * Cancelling a reservation online (`cancelReservation`): the fee of cancelling now, by the one rule the
 * price check quotes (`hotel/cancellationPolicies.ts`), applied to the stored total and the policies of
 * the booked plans; the refund of what was paid online less the fee (nothing for a non-refundable
 * booking); and the cancellation itself, which records the fee and gives the stock back.
 */
import type { components } from '@staykit/sdk';
import { cancelPoints } from '../account/pointLedger';
import { releasePromotions } from '../account/vouchers';
import { cancelWin } from '../lottery/lotteryEntries';
import { nowMillis } from '../clock';
import { releaseStock } from '../booking/reservations';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { cancellationFee, policiesOfPlans } from '../hotel/cancellationPolicies';
import { convert, roundAmount } from '../lib/currencies';
import { hotelToday } from '../search/searchRequest';

type Schemas = components['schemas'];

/** The reasons a guest may give: the codes `cancelReservation` takes as `reason`. */
export const CANCELLATION_REASON_CODES = ['change_of_plans', 'booked_elsewhere', 'other'] as const;

/** A reason a guest may give. */
export type CancellationReason = (typeof CANCELLATION_REASON_CODES)[number];

/** The label of each reason, in English and Japanese. */
export const CANCELLATION_REASONS: Readonly<Record<CancellationReason, { en: string; ja: string }>> = {
  change_of_plans: { en: 'Change of plans', ja: '予定の変更' },
  booked_elsewhere: { en: 'Booked elsewhere', ja: '他で予約した' },
  other: { en: 'Other', ja: 'その他' },
};

/** The cancellation fee if cancelled now, and what is refunded of the amount paid online. */
export interface CancellationQuote {
  readonly fee: number;
  readonly refund: number;
  readonly mcpFee: Schemas['Money'] | undefined;
}

/**
 * The fee of cancelling a reservation at `atMs` (the mock clock's now by default) and the refund.
 *
 * @example
 * ```ts
 * cancellationQuote(row, hotel); // { fee: 7900, refund: 7900, mcpFee: undefined }
 * ```
 */
export function cancellationQuote(
  row: ReservationRow,
  hotel: HotelRow,
  atMs = nowMillis(),
): CancellationQuote {
  const policies = policiesOfPlans(
    hotel,
    row.rooms.flatMap((room) => room.plan.hotel_plan_code ?? []),
  );
  const fee = cancellationFee(hotel, policies, row.checkin_date, row.price.total_price, atMs);
  const payment = db.payment.get(row.number);
  const paid =
    payment && ['authorized', 'capturing', 'captured'].includes(payment.status) ? payment.amount : 0;
  const nonRefundable = policies.some((policy) => policy.is_non_refundable);
  const refund = nonRefundable ? 0 : Math.max(0, roundAmount(paid - fee, row.currency));
  return { fee, refund, mcpFee: row.mcp_currency ? convert(fee, row.currency, row.mcp_currency) : undefined };
}

/** What the guest said when cancelling. */
export interface CancellationRequest {
  readonly reason: CancellationReason;
  readonly details: string | undefined;
  readonly feeDisplayed: number;
}

/**
 * Records an online cancellation with its quote, gives the stock back and stops a payment not yet
 * captured; nothing is checked here (who acts, the state and the fee shown are the handler's). Answers
 * false when the points the stay spent could not be returned (the stay is cancelled all the same).
 *
 * @example
 * ```ts
 * cancel(row, quote, { reason: 'other', details: undefined, feeDisplayed: quote.fee });
 * ```
 */
export function cancel(
  row: ReservationRow,
  quote: CancellationQuote,
  request: CancellationRequest,
): { pointsReturned: boolean } {
  db.reservation.update(row.number, {
    status: 'cancelled',
    cancelled_at_ms: nowMillis(),
    cancel_reason: request.reason,
    cancel_details: request.details ?? null,
    cancel_fee_displayed: request.feeDisplayed,
    cancel_fee: quote.fee,
    cancel_refund: quote.refund,
  });
  releaseStock(row.hotel_id, row.held);
  const hotel = db.hotel.get(row.hotel_id);
  const pointsReturned = hotel ? cancelPoints(row, hotelToday(hotel)) : true;
  releasePromotions(row);
  cancelWin(row.number);
  const payment = db.payment.get(row.number);
  if (payment && (payment.status === 'pre_3d_secure' || payment.status === 'authorized')) {
    db.payment.update(row.number, { status: 'cancelled' });
  }
  return { pointsReturned };
}

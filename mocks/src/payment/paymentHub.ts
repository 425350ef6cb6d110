/**
 * The mock's payment hub (the contract's `updatePaymentHubTransaction`): hotels whose locale is Japanese
 * use the `default` hub (as `init` says); the transaction of a reservation is `pht_<reservation number>`,
 * made `pending` on its first report. The hub "verifies" the signed `result_token`: `hub_succeeded`
 * (authorized), `hub_failed` (3002), `hub_declined` (3204) and `hub_cancelled` (cancelled) each verify only
 * with the matching `result`; `hub_error_3203`, `hub_error_3251`, `hub_timeout_3001`, `hub_timeout_3011`
 * and `hub_processing` (3016) are the hub failing, whatever the result, and leave it `pending`. The same
 * result again answers as the first time; another one is 3014. A reservation still waiting for payment
 * becomes `done` when authorized and is cancelled (stock back) when the payment does not happen.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { cancelReservation } from '../booking/reservations';
import { db } from '../db/db';
import type { HotelRow, PaymentHubTransactionRow, ReservationRow } from '../db/rows';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError, invalid } from '../http/errors';
import { formatInstant } from '../lib/dates';

type Schemas = components['schemas'];
type HubResult = Schemas['PaymentHubTransactionResult'];

/** What a verified token says: the status it sets (with the code of a failure) for one `result`. */
const VERDICTS: Readonly<
  Record<
    string,
    { result: HubResult; status: Schemas['PaymentHubTransactionStatus']; code: ErrorCode | null }
  >
> = {
  hub_succeeded: { result: 'succeeded', status: 'authorized', code: null },
  hub_failed: { result: 'failed', status: 'failed', code: '3002' },
  hub_declined: { result: 'failed', status: 'failed', code: '3204' },
  hub_cancelled: { result: 'cancelled', status: 'cancelled', code: null },
};

/** Tokens for which the hub itself fails: the transaction stays `pending`. */
const HUB_ERRORS: Readonly<Record<string, ErrorCode>> = {
  hub_error_3203: '3203',
  hub_error_3251: '3251',
  hub_timeout_3001: '3001',
  hub_timeout_3011: '3011',
  hub_processing: '3016',
};

/**
 * The hub a hotel uses (`init`'s `payment_hub_integration_type`).
 *
 * @example
 * ```ts
 * paymentHubOf(tokyo); // 'default'
 * ```
 */
export function paymentHubOf(hotel: HotelRow): Schemas['PaymentHubConfig'] {
  return hotel.locale === 'ja' ? 'default' : 'none';
}

/**
 * The hub transaction `id` of a reservation, made `pending` on its first report; 404 `not_found` when the
 * hotel has no hub or the id is not the reservation's.
 *
 * @example
 * ```ts
 * hubTransactionOf(hotel, reservation, 'pht_SK2612010001');
 * ```
 */
export function hubTransactionOf(
  hotel: HotelRow,
  reservation: ReservationRow,
  id: string,
): PaymentHubTransactionRow {
  const hub = paymentHubOf(hotel);
  if (hub === 'none' || id !== `pht_${reservation.number}`) {
    throw new ApiError('not_found', {
      message: `${reservation.number} has no payment-hub transaction ${id}`,
    });
  }
  return (
    db.paymentHubTransaction.get(id) ??
    db.paymentHubTransaction.insert({
      id,
      reservation_number: reservation.number,
      hotel_id: hotel.id,
      hub_config: hub,
      status: 'pending',
      amount: reservation.price.total_price,
      currency: reservation.currency,
      hub_transaction_reference: null,
      failure_code: null,
      result: null,
      updated_at_ms: nowMillis(),
    })
  );
}

/** What a client reports of the hub's answer. */
export interface HubReport {
  readonly result: HubResult | undefined;
  readonly token: string;
  readonly reference: string | undefined;
}

/**
 * Records what the hub verified of a report on a transaction and moves the reservation on; a report the
 * hub does not verify, or that contradicts a result already recorded, changes nothing and throws.
 *
 * @example
 * ```ts
 * const row = recordHubResult(transaction, reservation, { result: 'succeeded', token: 'hub_succeeded', reference: undefined });
 * ```
 */
export function recordHubResult(
  row: PaymentHubTransactionRow,
  reservation: ReservationRow,
  report: HubReport,
): PaymentHubTransactionRow {
  const hubError = HUB_ERRORS[report.token];
  if (hubError !== undefined) {
    throw new ApiError(hubError, {
      message: 'The payment hub could not confirm the result; retry later',
      ...(hubError === '3016' ? { meta: { retry_after_seconds: 300 } } : {}),
    });
  }
  const verdict = VERDICTS[report.token];
  if (verdict === undefined || verdict.result !== report.result) {
    throw invalid({ result_token: ['does not verify with the payment hub for this result'] });
  }
  if (row.status !== 'pending') {
    if (row.result === report.token) return row;
    throw new ApiError('3014', {
      message: 'The transaction already has another result; reconfirm the reservation',
    });
  }
  const updated =
    db.paymentHubTransaction.update(row.id, {
      status: verdict.status,
      failure_code: verdict.code,
      result: report.token,
      hub_transaction_reference: report.reference ?? row.hub_transaction_reference,
      updated_at_ms: nowMillis(),
    }) ?? row;
  if (reservation.status === 'payment_pending') {
    if (verdict.status === 'authorized') db.reservation.update(reservation.number, { status: 'done' });
    else cancelReservation(reservation, `payment_hub_${verdict.status}`, nowMillis());
  }
  return updated;
}

/**
 * The contract's `PaymentHubTransaction` of a row.
 *
 * @example
 * ```ts
 * const body: PaymentHubTransactionResponse = { data: hubTransactionBody(row, hotel) };
 * ```
 */
export function hubTransactionBody(
  row: PaymentHubTransactionRow,
  hotel: HotelRow,
): Schemas['PaymentHubTransaction'] {
  return {
    id: row.id,
    reservation_number: row.reservation_number,
    hub_config: row.hub_config,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    ...(row.hub_transaction_reference === null
      ? {}
      : { hub_transaction_reference: row.hub_transaction_reference }),
    ...(row.failure_code === null ? {} : { failure_code: row.failure_code }),
    updated_at: formatInstant(row.updated_at_ms, hotel.utc_offset_minutes),
  };
}

/**
 * `getReservationUpdateSettings`: what may change in a reservation now and why not, the change deadline,
 * the minimum nights, the cancellation policy with the fee if cancelled now (sent back by
 * `cancelReservation` as `cancellation_fee_displayed`) and the refund, and the cancellation reasons.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { requestLanguage } from '../http/requestHeaders';
import { pathParam, route } from '../http/route';
import { toPolicy } from '../hotel/cancellationPolicies';
import { hotelById } from '../hotel/hotels';
import { settlePayments } from '../payment/reservationPayments';
import { blockedReasons, changeDeadline, readReservationProof, reservationFor } from './access';
import { CANCELLATION_REASON_CODES, CANCELLATION_REASONS, cancellationQuote } from './cancellation';
import { editedByStaff } from './reservationFlags';
import { MINIMUM_NIGHTS } from './reservationUpdate';

type Schemas = components['schemas'];

/** Handlers of the update settings. */
export const updateSettingsHandlers = [
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id/update_settings',
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const proof = readReservationProof(query);
      settlePayments();
      const row = reservationFor(request, hotel, pathParam(params, 'reservation_id'), proof, 'act');
      const blocked = blockedReasons(row, hotel);
      if (row.lottery_entry_number !== null) blocked.push('lottery_reservation');
      const cancelBlocks = blocked.filter((reason) => reason !== 'lottery_reservation');
      const canCancel = cancelBlocks.length === 0;
      const canUpdate = blocked.length === 0;
      const quote = cancellationQuote(row, hotel);
      const policy =
        row.cancellation_policy_id === null
          ? undefined
          : db.cancellationPolicy.get(row.cancellation_policy_id);
      const japanese = requestLanguage(request)?.startsWith('ja') ?? false;
      const fields: Schemas['ReservationUpdatableField'][] = [];
      if (canUpdate) fields.push('dates', 'rooms', 'coupon');
      // Contact details wait for a pending update, not for a pending payment (as updateReservationGuests).
      const guestBlocks = blocked.filter(
        (reason) => reason !== 'payment_in_progress' && reason !== 'lottery_reservation',
      );
      if (guestBlocks.length === 0) fields.push('guests');
      if (row.status !== 'cancelled' && !editedByStaff(row)) fields.push('additional_questions');
      const data: Schemas['ReservationUpdateSettings'] = {
        can_update: canUpdate,
        can_cancel: canCancel,
        updatable_fields: fields,
        blocked_reasons: blocked,
        change_deadline_at: row.status === 'cancelled' ? null : changeDeadline(hotel, row.checkin_date),
        minimum_nights: MINIMUM_NIGHTS,
        edited_by_staff: editedByStaff(row),
        is_non_refundable: policy?.is_non_refundable ?? false,
        cancellation_fee: quote.fee,
        ...(quote.mcpFee ? { mcp_cancellation_fee: quote.mcpFee } : {}),
        refund_amount: quote.refund,
        ...(policy ? { cancellation_policy: toPolicy(hotel, policy, row.checkin_date) } : {}),
        cancellation_reasons: CANCELLATION_REASON_CODES.map((code) => ({
          code,
          label: japanese ? CANCELLATION_REASONS[code].ja : CANCELLATION_REASONS[code].en,
        })),
      };
      const response: Schemas['ReservationUpdateSettingsResponse'] = { data };
      return HttpResponse.json(response);
    }),
  ),
];

/**
 * Room lotteries on the mock clock (docs/rules.md, "Lottery"): an event accepts entries from its start to
 * its entry deadline; the draw happens on its result day (the first read on or after it), or earlier by
 * the control `POST /__staykit/lottery/{event_id}/draw`; a winner whose reservation deadline passes
 * without a booking reads `winner_reservation_pending_declined`. What an entry allows is the SDK's
 * `lotteryEntryActions`, and its nights the SDK's `lotteryNightsProblem`.
 */
import type { components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, LotteryEntryRow, LotteryEventRow, ReservationRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { dateAtOffset, formatInstant } from '../lib/dates';

type Schemas = components['schemas'];

function hotelOf(event: LotteryEventRow): HotelRow {
  const hotel = db.hotel.get(event.hotel_id);
  if (!hotel) throw new ApiError('hotel_not_found', { message: `No hotel has the id ${event.hotel_id}` });
  return hotel;
}

/**
 * Draws an event: its registered entries become winners (`winner_reservation_pending`) or `not_winner`.
 * `winners` names the winning entries; without it, the first half of the entries by number win (at least
 * one), so the same seed always draws the same way.
 *
 * @example
 * ```ts
 * drawEvent(event, ['LE1010002']);
 * ```
 */
export function drawEvent(event: LotteryEventRow, winners?: readonly string[]): LotteryEntryRow[] {
  const registered = db.lotteryEntry
    .where('event_id', event.id)
    .filter((entry) => entry.status === 'registered')
    .sort((a, b) => a.entry_number.localeCompare(b.entry_number));
  const chosen = new Set(
    winners ?? registered.slice(0, Math.ceil(registered.length / 2)).map((entry) => entry.entry_number),
  );
  const now = nowMillis();
  for (const entry of registered) {
    db.lotteryEntry.update(entry.entry_number, {
      status: chosen.has(entry.entry_number) ? 'winner_reservation_pending' : 'not_winner',
      updated_at_ms: now,
    });
  }
  db.lotteryEvent.update(event.id, { drawn: true });
  return db.lotteryEntry.where('event_id', event.id);
}

/** An event as it stands now: drawn once its result day has come on the mock clock. */
export function settledEvent(event: LotteryEventRow): LotteryEventRow {
  if (event.drawn) return event;
  const today = dateAtOffset(nowMillis(), hotelOf(event).utc_offset_minutes);
  if (today < event.result_date) return event;
  drawEvent(event);
  return db.lotteryEvent.get(event.id) ?? event;
}

/** An event by id, settled; `not_found` for an unknown one. */
export function lotteryEvent(id: string): LotteryEventRow {
  const event = db.lotteryEvent.get(id.toLowerCase());
  if (!event) throw new ApiError('not_found', { message: `No lottery event has the id ${id}` });
  return settledEvent(event);
}

/** The phase of an event now. */
export function eventStatus(event: LotteryEventRow): Schemas['LotteryEventStatus'] {
  const now = nowMillis();
  if (now < event.entry_start_at_ms) return 'upcoming';
  if (now < event.entry_deadline_ms) return 'accepting_entries';
  if (!event.drawn) return 'drawing';
  return now < event.reservation_deadline_ms ? 'results_announced' : 'closed';
}

/** An event in the contract's shape, named in the request's language. */
export function eventOf(event: LotteryEventRow, japanese: boolean): Schemas['LotteryEvent'] {
  const hotel = hotelOf(event);
  const offset = hotel.utc_offset_minutes;
  return {
    id: event.id,
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    name: japanese ? event.name_ja : event.name,
    description: event.description,
    status: eventStatus(event),
    stay_start_date: event.stay_start_date,
    stay_end_date: event.stay_end_date,
    entry_start_at: formatInstant(event.entry_start_at_ms, offset),
    entry_deadline: formatInstant(event.entry_deadline_ms, offset),
    result_date: event.result_date,
    reservation_deadline: formatInstant(event.reservation_deadline_ms, offset),
    setting: settingOf(event),
  };
}

/** An event's setting in the contract's shape. */
export function settingOf(event: LotteryEventRow): Schemas['LotteryEventSetting'] {
  return { notification: event.notification, min_nights: event.min_nights, max_nights: event.max_nights };
}

/** An entry's status now: a winner past the reservation deadline without a booking has declined. */
export function entryStatus(entry: LotteryEntryRow, event: LotteryEventRow): Schemas['LotteryStatus'] {
  if (entry.status === 'winner_reservation_pending' && nowMillis() >= event.reservation_deadline_ms) {
    return 'winner_reservation_pending_declined';
  }
  return entry.status;
}

/** An entry in the contract's shape. */
export function entryOf(entry: LotteryEntryRow): Schemas['LotteryEntry'] {
  const event = lotteryEvent(entry.event_id);
  const hotel = hotelOf(event);
  const offset = hotel.utc_offset_minutes;
  const fresh = db.lotteryEntry.get(entry.entry_number) ?? entry;
  const roomType = db.roomType.get(`${hotel.id}:${fresh.room_type_code}`);
  const plan =
    fresh.hotel_plan_code === null ? undefined : db.plan.get(`${hotel.id}:${fresh.hotel_plan_code}`);
  const reservation =
    fresh.reservation_number === null ? undefined : db.reservation.get(fresh.reservation_number);
  const payment = reservation ? db.payment.get(reservation.number) : undefined;
  const nights = Math.round((Date.parse(fresh.checkout_date) - Date.parse(fresh.checkin_date)) / 86_400_000);
  return {
    entry_number: fresh.entry_number,
    status: entryStatus(fresh, event),
    event_id: event.id,
    event_name: event.name,
    hotel_id: hotel.id,
    hotel_name: hotel.name,
    checkin_date: fresh.checkin_date,
    checkout_date: fresh.checkout_date,
    nights: Math.max(1, nights),
    room_type_code: fresh.room_type_code,
    ...(roomType ? { room_type_name: roomType.name } : {}),
    ...(fresh.hotel_plan_code !== null ? { hotel_plan_code: fresh.hotel_plan_code } : {}),
    room_plan_code: fresh.room_plan_code,
    ...(plan ? { room_plan_name: plan.name } : {}),
    rooms: fresh.rooms.map((room) => ({ ...room })),
    guest: { ...fresh.guest },
    ...(fresh.notes !== null ? { notes: fresh.notes } : {}),
    entry_deadline: formatInstant(event.entry_deadline_ms, offset),
    result_date: event.result_date,
    reservation_deadline: formatInstant(event.reservation_deadline_ms, offset),
    ...(reservation
      ? {
          reservation: {
            reservation_number: reservation.number,
            status: reservation.status,
            ...(payment ? { payment_status: payment.status } : {}),
          },
        }
      : {}),
    created_at: formatInstant(fresh.created_at_ms, offset),
    updated_at: formatInstant(fresh.updated_at_ms, offset),
  };
}

/**
 * The entry a booking (or a search) names by `lottery_result.entry_number`, checked as the winner's:
 * the booker's own (`lottery_access_denied`), a pending win (`lottery_not_winner`), not lapsed
 * (`lottery_deadline_passed`). `undefined` for a number the store does not know, which the search's
 * trigger rules answer.
 *
 * @example
 * ```ts
 * const win = winningEntry('LE1010003', HANAKO.id); // Hanako's pending win
 * ```
 */
export function winningEntry(number: string, memberId: number | null): LotteryEntryRow | undefined {
  const entry = db.lotteryEntry.get(number);
  if (!entry) return undefined;
  if (memberId === null || entry.member_id !== memberId) {
    throw new ApiError('lottery_access_denied', {
      message: `Lottery entry ${number} belongs to another account`,
    });
  }
  const status = entryStatus(entry, lotteryEvent(entry.event_id));
  if (status === 'winner_reservation_pending_declined') {
    throw new ApiError('lottery_deadline_passed', {
      message: "The winner's reservation deadline has passed",
    });
  }
  if (status !== 'winner_reservation_pending') {
    throw new ApiError('lottery_not_winner', {
      message: `Lottery entry ${number} has not won a stay to book`,
    });
  }
  return entry;
}

/**
 * A winner booked the won stay: the entry is confirmed with its reservation, or, while the booking's card
 * payment waits for 3-D Secure, stays a pending win whose reservation is not complete yet.
 */
export function bookWin(entry: LotteryEntryRow, reservationNumber: string, paymentPending: boolean): void {
  db.lotteryEntry.update(entry.entry_number, {
    status: paymentPending ? 'winner_reservation_pending' : 'winner_reservation_confirmed',
    reservation_number: reservationNumber,
    updated_at_ms: nowMillis(),
  });
}

/** A winner's reservation completed its 3-D Secure step: the entry is confirmed. */
export function confirmWin(reservationNumber: string): void {
  const entry = db.lotteryEntry.find((row) => row.reservation_number === reservationNumber);
  if (entry?.status === 'winner_reservation_pending') {
    db.lotteryEntry.update(entry.entry_number, {
      status: 'winner_reservation_confirmed',
      updated_at_ms: nowMillis(),
    });
  }
}

/**
 * The reservation a pending win started and did not finish (its 3-D Secure step abandoned, failed or still
 * open), if any.
 */
export function incompleteReservation(entry: LotteryEntryRow): ReservationRow | undefined {
  if (entry.status !== 'winner_reservation_pending' || entry.reservation_number === null) return undefined;
  return db.reservation.get(entry.reservation_number);
}

/** A winner's reservation was cancelled: its entry reads `winner_reservation_cancelled`. */
export function cancelWin(reservationNumber: string): void {
  const entry = db.lotteryEntry.find((row) => row.reservation_number === reservationNumber);
  if (entry?.status === 'winner_reservation_confirmed') {
    db.lotteryEntry.update(entry.entry_number, {
      status: 'winner_reservation_cancelled',
      updated_at_ms: nowMillis(),
    });
  }
}

/**
 * The lottery operations: `getLotteryEvent`, `getLotteryEventSetting`, `createLotteryEntry`,
 * `getLotteryEntry`, `getLotteryEntryByReservation`, `updateLotteryEntry` (and restore), `cancelLotteryEntry`,
 * `deleteIncompleteLotteryReservation` (a winner's booking whose 3-D Secure was abandoned or failed: the
 * entry keeps it as incomplete until deleted, 3016 while still open), and the member's list
 * `listUserLotteryResults`. An entry is the entrant's alone (`lottery_access_denied`
 * for anyone else); entries are made, changed, cancelled and restored until the entry deadline
 * (`lottery_deadline_passed`), one per member and event (3756), for a stay within the event's stay period
 * (`1000`) and nights (`lottery_nights_out_of_range`).
 */
import { lotteryEntryActions, lotteryNightsProblem, type components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, LotteryEntryRow, LotteryEventRow, MemberRow } from '../db/rows';
import { hotelById } from '../hotel/hotels';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { pageOf, readPaging } from '../http/paging';
import { ParamReader } from '../http/params';
import { requestLocale } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import { requireUserToken } from '../identity/userTokens';
import { paymentInProgress } from '../booking/bookingChecks';
import {
  entryOf,
  entryStatus,
  eventOf,
  incompleteReservation,
  lotteryEvent,
  settingOf,
} from './lotteryEntries';
import { checkLotteryLink, LINK_TOKEN } from './lotteryLink';
import { ADULTS, HEADS, KIDS_TIER_CODES } from '../lib/guestCounts';

type Schemas = components['schemas'];

const ID = /^[A-Za-z0-9-]{4,40}$/;
const CODE = { minLength: 1, maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** What an entry asks for, read from a create or an update body (fields absent when not sent). */
interface EntryFields {
  checkin?: string | undefined;
  checkout?: string | undefined;
  roomTypeCode?: string | undefined;
  hotelPlanCode?: string | undefined;
  roomPlanCode?: string | undefined;
  rooms?: Schemas['LotteryEntryRoom'][] | undefined;
  guest?: Schemas['LotteryGuest'] | undefined;
  notes?: string | undefined;
}

function readRooms(body: BodyReader, required: boolean): Schemas['LotteryEntryRoom'][] | undefined {
  const rooms = body.objects('rooms', { minItems: required ? 1 : 0, maxItems: 10 });
  if (rooms.length === 0) return required ? [] : undefined;
  return rooms.map((room) => {
    const adults = room.integer('adults', { ...ADULTS, required: true }) ?? 1;
    const children = room.integer('children', HEADS) ?? 0;
    const tiers = room.texts('kids_tiers', KIDS_TIER_CODES);
    return { adults, children, ...(tiers.length > 0 ? { kids_tiers: tiers } : {}) };
  });
}

function readGuest(body: BodyReader, required: boolean): Schemas['LotteryGuest'] | undefined {
  const guest = body.object('guest', { required });
  if (!guest) return undefined;
  const name = { minLength: 1, maxLength: 50, required: true } as const;
  const read: Schemas['LotteryGuest'] = {
    first_name: guest.text('first_name', name) ?? '',
    last_name: guest.text('last_name', name) ?? '',
    email:
      guest.text('email', {
        minLength: 3,
        maxLength: 254,
        pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
        required: true,
      }) ?? '',
    phone: guest.text('phone', { minLength: 4, maxLength: 20, pattern: /^\+?[0-9]+$/, required: true }) ?? '',
  };
  const kanaFirst = guest.text('first_name_kana', { maxLength: 50 });
  const kanaLast = guest.text('last_name_kana', { maxLength: 50 });
  return {
    ...read,
    ...(kanaFirst ? { first_name_kana: kanaFirst } : {}),
    ...(kanaLast ? { last_name_kana: kanaLast } : {}),
  };
}

function readEntryFields(body: BodyReader, required: boolean): EntryFields {
  return {
    checkin: body.date('checkin_date', required),
    checkout: body.date('checkout_date', required),
    roomTypeCode: body.text('room_type_code', { ...CODE, required }),
    hotelPlanCode: body.text('hotel_plan_code', CODE),
    roomPlanCode: body.text('room_plan_code', { ...CODE, required }),
    rooms: readRooms(body, required),
    guest: readGuest(body, required),
    notes: body.text('notes', { maxLength: 255 }),
  };
}

/** The stay rules of an entry as it would stand: within the event's stay period, nights and rooms. */
function checkStay(event: LotteryEventRow, hotel: HotelRow, entry: Omit<LotteryEntryRow, 'status'>): void {
  if (entry.checkin_date < event.stay_start_date || entry.checkout_date > event.stay_end_date) {
    throw invalid({
      checkin_date: [`the stay must lie within ${event.stay_start_date} and ${event.stay_end_date}`],
    });
  }
  const problem = lotteryNightsProblem(
    { checkin: entry.checkin_date, checkout: entry.checkout_date },
    settingOf(event),
  );
  if (problem) {
    throw new ApiError('lottery_nights_out_of_range', {
      message: `A stay of ${problem.nights} nights is outside ${problem.min} to ${problem.max} nights`,
    });
  }
  if (!db.roomType.get(`${hotel.id}:${entry.room_type_code}`)) {
    throw invalid({ room_type_code: [`${hotel.code} has no room type ${entry.room_type_code}`] });
  }
  if (!db.roomPlan.find((row) => row.hotel_id === hotel.id && row.code === entry.room_plan_code)) {
    throw invalid({ room_plan_code: [`${hotel.code} has no room plan ${entry.room_plan_code}`] });
  }
}

/** The entry `number` of the hotel, for its entrant only. */
function ownEntry(hotel: HotelRow, number: string, member: MemberRow): LotteryEntryRow {
  const entry = ID.test(number) ? db.lotteryEntry.get(number) : undefined;
  const event = entry ? db.lotteryEvent.get(entry.event_id) : undefined;
  if (!entry || !event || event.hotel_id !== hotel.id) {
    throw new ApiError('not_found', { message: `${hotel.code} has no lottery entry ${number}` });
  }
  if (entry.member_id !== member.id) {
    throw new ApiError('lottery_access_denied', {
      message: 'Only the member who entered can manage this entry',
    });
  }
  lotteryEvent(entry.event_id);
  return db.lotteryEntry.get(entry.entry_number) ?? entry;
}

function answer(entry: LotteryEntryRow, status = 200): Response {
  const body: Schemas['LotteryEntryResponse'] = { data: entryOf(entry) };
  return HttpResponse.json(body, { status });
}

/** Handlers of the lottery operations. */
export const lotteryHandlers = [
  http.get(
    '*/lottery_events/:event_id/setting',
    route(({ params }) => {
      const body: Schemas['LotteryEventSettingResponse'] = {
        data: settingOf(lotteryEvent(pathParam(params, 'event_id'))),
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/lottery_events/:event_id',
    route(({ request, params, query }) => {
      const reader = ParamReader.ofQuery(query);
      const token = reader.string('lottery_access_token', LINK_TOKEN);
      reader.finish();
      checkLotteryLink(token);
      const event = lotteryEvent(pathParam(params, 'event_id'));
      const body: Schemas['LotteryEventResponse'] = { data: eventOf(event, requestLocale(request) === 'ja') };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/user/lottery_results',
    route(({ request, query }) => {
      const { member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      reader.finish();
      const entries = db.lotteryEntry
        .where('member_id', member.id)
        .map(entryOf)
        .sort(
          (a, b) =>
            (b.created_at ?? '').localeCompare(a.created_at ?? '') ||
            b.entry_number.localeCompare(a.entry_number),
        );
      const body: Schemas['UserLotteryResultListResponse'] = pageOf(entries, page, perPage);
      return HttpResponse.json(body);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/lottery_results',
    route(
      async ({ request, params }) => {
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        const { member } = requireUserToken(request);
        const raw = await readJsonBody(request);
        const body = BodyReader.of(raw);
        const eventId = body.text('event_id', { minLength: 36, maxLength: 36, required: true }) ?? '';
        const token = body.text('lottery_access_token', LINK_TOKEN);
        const fields = readEntryFields(body, true);
        body.finish();
        return idempotent(request, 'createLotteryEntry', raw, () => {
          checkLotteryLink(token);
          const event = lotteryEvent(eventId);
          if (event.hotel_id !== hotel.id)
            throw new ApiError('3751', { message: `The lottery is not at ${hotel.code}` });
          const now = nowMillis();
          if (now < event.entry_start_at_ms)
            throw new ApiError('3752', { message: 'Entries are not open yet' });
          if (now >= event.entry_deadline_ms) {
            throw new ApiError('lottery_deadline_passed', { message: 'The entry deadline has passed' });
          }
          const entry = {
            entry_number: `LE${hotel.id}${String(db.lotteryEntry.inserted + 1).padStart(4, '0')}`,
            event_id: event.id,
            member_id: member.id,
            checkin_date: fields.checkin ?? '',
            checkout_date: fields.checkout ?? '',
            room_type_code: fields.roomTypeCode ?? '',
            hotel_plan_code: fields.hotelPlanCode ?? null,
            room_plan_code: fields.roomPlanCode ?? '',
            rooms: fields.rooms ?? [],
            guest: fields.guest ?? { first_name: '', last_name: '', email: '', phone: '' },
            notes: fields.notes ?? null,
            reservation_number: null,
            created_at_ms: now,
            updated_at_ms: now,
          };
          checkStay(event, hotel, entry);
          if (db.lotteryEntry.where('member_id', member.id).some((row) => row.event_id === event.id)) {
            throw new ApiError('3756', { message: 'You have already entered this lottery' });
          }
          const row = db.lotteryEntry.insert({ ...entry, status: 'registered' });
          const created: Schemas['LotteryEntryResponse'] = { data: entryOf(row) };
          return { status: 201, body: created };
        });
      },
      { creates: true },
    ),
  ),
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id/lottery_result',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const number = pathParam(params, 'reservation_id');
      const entry = db.lotteryEntry.find((row) => row.reservation_number === number);
      if (!entry) throw new ApiError('not_found', { message: `No lottery entry booked ${number}` });
      return answer(ownEntry(hotel, entry.entry_number, member));
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/lottery_results/:entry_number',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      return answer(ownEntry(hotel, pathParam(params, 'entry_number'), member));
    }),
  ),
  http.put(
    '*/hotels/:hotel_id/lottery_results/:entry_number/cancel',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const entry = ownEntry(hotel, pathParam(params, 'entry_number'), member);
      const actions = lotteryEntryActions(entryOf(entry), nowMillis());
      if (entry.status === 'registration_cancelled') return answer(entry);
      if (!actions.cancel) throw refusal(entry);
      return answer(
        db.lotteryEntry.update(entry.entry_number, {
          status: 'registration_cancelled',
          updated_at_ms: nowMillis(),
        }) ?? entry,
      );
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/lottery_results/:entry_number/incomplete_reservation/delete',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const entry = ownEntry(hotel, pathParam(params, 'entry_number'), member);
      const status = entryStatus(entry, lotteryEvent(entry.event_id));
      if (status === 'winner_reservation_pending_declined') {
        throw new ApiError('lottery_deadline_passed', {
          message: "The winner's reservation deadline has passed",
        });
      }
      if (!status.startsWith('winner_')) {
        throw new ApiError('lottery_not_winner', {
          message: `Lottery entry ${entry.entry_number} did not win`,
        });
      }
      const reservation = incompleteReservation(entry);
      if (!reservation) {
        throw new ApiError('not_found', {
          message: `Lottery entry ${entry.entry_number} has no incomplete reservation`,
        });
      }
      // Its 3-D Secure step is still open: the payment may yet complete.
      if (reservation.status === 'payment_pending') throw paymentInProgress();
      return answer(
        db.lotteryEntry.update(entry.entry_number, {
          reservation_number: null,
          updated_at_ms: nowMillis(),
        }) ?? entry,
      );
    }),
  ),
  http.put(
    '*/hotels/:hotel_id/lottery_results/:entry_number',
    route(async ({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const entry = ownEntry(hotel, pathParam(params, 'entry_number'), member);
      const body = BodyReader.of(await readJsonBody(request));
      const restore = body.boolean('restore') ?? false;
      const fields = readEntryFields(body, false);
      body.finish();
      const actions = lotteryEntryActions(entryOf(entry), nowMillis());
      if (restore ? !actions.restore && entry.status !== 'registered' : !actions.update && !actions.restore) {
        throw refusal(entry);
      }
      if (!restore && entry.status === 'registration_cancelled') {
        throw new ApiError('1000', { message: 'A cancelled entry is restored first (`restore: true`)' });
      }
      const event = lotteryEvent(entry.event_id);
      const next = {
        ...entry,
        ...(fields.checkin !== undefined ? { checkin_date: fields.checkin } : {}),
        ...(fields.checkout !== undefined ? { checkout_date: fields.checkout } : {}),
        ...(fields.roomTypeCode !== undefined ? { room_type_code: fields.roomTypeCode } : {}),
        ...(fields.hotelPlanCode !== undefined ? { hotel_plan_code: fields.hotelPlanCode } : {}),
        ...(fields.roomPlanCode !== undefined ? { room_plan_code: fields.roomPlanCode } : {}),
        ...(fields.rooms !== undefined ? { rooms: fields.rooms } : {}),
        ...(fields.guest !== undefined ? { guest: fields.guest } : {}),
        ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
      };
      checkStay(event, hotel, next);
      const { entry_number: key, ...patch } = next;
      return answer(
        db.lotteryEntry.update(key, { ...patch, status: 'registered', updated_at_ms: nowMillis() }) ?? entry,
      );
    }),
  ),
];

/** The refusal of an action the entry's state no longer allows. */
function refusal(entry: LotteryEntryRow): ApiError {
  return entry.status === 'registered' || entry.status === 'registration_cancelled'
    ? new ApiError('lottery_deadline_passed', { message: 'The entry deadline has passed' })
    : new ApiError('1000', { message: `A ${entry.status} entry cannot be changed` });
}

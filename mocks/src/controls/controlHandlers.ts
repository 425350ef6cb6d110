/**
 * Controls of the mock under the reserved prefix `/__staykit/` (no client session needed):
 * `POST /__staykit/reset` (seed again; optional body `{ "now": "<ISO instant>" }`),
 * `GET /__staykit/clock`, `PUT /__staykit/clock` `{ "now": "<ISO instant>" }`,
 * `POST /__staykit/clock/advance` `{ "minutes": 60 }`,
 * `GET /__staykit/state[?hotel_id=101&room_type_code=STD&date=2026-12-24][&reservation=SK…]` (hotels, a
 * stock row, and what a booking recorded that the contract does not answer: its campaign tracking),
 * `GET /__staykit/outbox[?to=address]` (the e-mails the mock "sent", with their links) and
 * `PATCH /__staykit/hotels/{code}/settings` (a JSON subset of the hotel's booking widget settings, until
 * the next reset) and `POST /__staykit/lottery/{event_id}/draw` (draws a lottery now; optional body
 * `{ "winners": ["LE1010002"] }`, otherwise the first half of the entries by number win). Every value is bounded (the clock stays within 2000-9998, a move within 100 years);
 * anything else is a 400 `malformed_request` naming the field, and changes nothing.
 */
import { http, HttpResponse } from 'msw';
import { advanceMinutes, CLOCK_RANGE, nowMillis, setNow } from '../clock';
import { db } from '../db/db';
import { stockCount } from '../db/stock';
import { dateAtOffset, formatInstant } from '../lib/dates';
import { ApiError } from '../http/errors';
import { hotelByCode } from '../hotel/hotels';
import { outboxMails } from '../identity/outbox';
import { drawEvent, lotteryEvent } from '../lottery/lotteryEntries';
import { changeWidgetSettings } from '../hotel/widgetSettings';
import { ParamReader } from '../http/params';
import { pathParam, readJsonBody, route } from '../http/route';
import { resetMock } from '../seed/resetMock';
import { readSettingsPatch } from './settingsPatch';

// Control answers show instants in Japan time, the seed's main zone.
const JST = 540;

function clockBody(): { now: string; today: string } {
  return { now: formatInstant(nowMillis(), JST), today: dateAtOffset(nowMillis(), JST) };
}

/** The 400 of a control value, naming the field. */
function refused(name: string, problem: string): ApiError {
  return new ApiError('malformed_request', { message: `${name} ${problem}`, fields: { [name]: [problem] } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field of a control body, which must be a JSON object when sent (an absent body has no fields). */
function field(body: unknown, name: string): unknown {
  if (body === undefined) return undefined;
  if (!isRecord(body)) throw refused('body', 'must be a JSON object');
  return body[name];
}

const INSTANT_RULE = 'must be an ISO 8601 instant from 2000-01-01 to 9998-12-31';

function readInstant(value: unknown): number {
  const ms = typeof value === 'string' && value.length <= 64 ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms) || ms < CLOCK_RANGE.minMs || ms > CLOCK_RANGE.maxMs) {
    throw refused('now', INSTANT_RULE);
  }
  return ms;
}

function readMinutes(value: unknown): number {
  const max = CLOCK_RANGE.maxAdvanceMinutes;
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > max) {
    throw refused('minutes', `must be a number of minutes from -${max} to ${max} (100 years)`);
  }
  const next = nowMillis() + Math.round(value * 60_000);
  if (next < CLOCK_RANGE.minMs || next > CLOCK_RANGE.maxMs) {
    throw refused('minutes', 'would move the clock outside 2000-01-01 to 9998-12-31');
  }
  return value;
}

/** Runs a control's query reads, answering their problems as one 400 naming each field. */
function readControlQuery<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ApiError && error.code === '1000') {
      throw new ApiError('malformed_request', error.options);
    }
    throw error;
  }
}

/** The control handlers. */
export const controlHandlers = [
  http.post(
    '*/__staykit/reset',
    route(
      async ({ request }) => {
        const body = await readJsonBody(request);
        const now = field(body, 'now');
        resetMock(now === undefined ? {} : { now: readInstant(now) });
        return HttpResponse.json({ reset: true, ...clockBody() });
      },
      { session: false },
    ),
  ),
  http.get(
    '*/__staykit/clock',
    route(() => HttpResponse.json(clockBody()), { session: false }),
  ),
  http.put(
    '*/__staykit/clock',
    route(
      async ({ request }) => {
        setNow(readInstant(field(await readJsonBody(request), 'now')));
        return HttpResponse.json(clockBody());
      },
      { session: false },
    ),
  ),
  http.post(
    '*/__staykit/clock/advance',
    route(
      async ({ request }) => {
        advanceMinutes(readMinutes(field(await readJsonBody(request), 'minutes')));
        return HttpResponse.json(clockBody());
      },
      { session: false },
    ),
  ),
  http.get(
    '*/__staykit/state',
    route(
      ({ query }) => {
        const { hotelId, roomTypeCode, date, reservationNumber } = readControlQuery(() => {
          const reader = ParamReader.ofQuery(query);
          const read = {
            hotelId: reader.integer('hotel_id', { min: 1, max: 2_147_483_647 }),
            roomTypeCode: reader.string('room_type_code', { maxLength: 64 }),
            date: reader.date('date'),
            reservationNumber: reader.string('reservation', { maxLength: 32, pattern: /^[A-Za-z0-9-]+$/ }),
          };
          reader.finish();
          return read;
        });
        const hotels = db.hotel.all().map((hotel) => ({
          id: hotel.id,
          code: hotel.code,
          name: hotel.name,
          brand_id: hotel.brand_id,
          currency: hotel.currency,
          room_types: db.roomType.where('hotel_id', hotel.id).map((roomType) => roomType.code),
        }));
        const roomCount =
          hotelId !== undefined && roomTypeCode !== undefined && date !== undefined
            ? stockCount(hotelId, 'rooms', roomTypeCode, date)
            : undefined;
        const reservation =
          reservationNumber === undefined ? undefined : db.reservation.get(reservationNumber);
        return HttpResponse.json({
          ...clockBody(),
          hotels,
          // What the mock recorded of a booking that the contract's answers do not show.
          reservation: reservation
            ? {
                number: reservation.number,
                status: reservation.status,
                tracking: { ...reservation.tracking },
              }
            : null,
          client_sessions: db.clientSession.size,
          stock:
            roomCount === undefined
              ? null
              : { hotel_id: hotelId, room_type_code: roomTypeCode, date, room_count: roomCount },
        });
      },
      { session: false },
    ),
  ),
  http.get(
    '*/__staykit/outbox',
    route(
      ({ query }) => {
        const to = readControlQuery(() => {
          const reader = ParamReader.ofQuery(query);
          const address = reader.string('to', { minLength: 3, maxLength: 255 });
          reader.finish();
          return address;
        });
        return HttpResponse.json({ data: outboxMails(to) });
      },
      { session: false },
    ),
  ),
  http.post(
    '*/__staykit/lottery/:event_id/draw',
    route(
      async ({ request, params }) => {
        const event = lotteryEvent(pathParam(params, 'event_id'));
        const raw = await readJsonBody(request);
        if (raw !== undefined && !isRecord(raw)) throw refused('body', 'must be an object');
        const winners = raw?.['winners'];
        if (
          winners !== undefined &&
          (!Array.isArray(winners) ||
            winners.length > 1000 ||
            !winners.every((entry) => typeof entry === 'string' && /^[A-Za-z0-9-]{4,40}$/.test(entry)))
        ) {
          throw refused('winners', 'must be a list of entry numbers');
        }
        const entries = drawEvent(event, winners as readonly string[] | undefined);
        return HttpResponse.json({
          event_id: event.id,
          entries: entries.map((entry) => ({ entry_number: entry.entry_number, status: entry.status })),
        });
      },
      { session: false },
    ),
  ),
  http.patch(
    '*/__staykit/hotels/:code/settings',
    route(
      async ({ request, params }) => {
        const hotel = hotelByCode(pathParam(params, 'code'));
        const settings = changeWidgetSettings(hotel, readSettingsPatch(await readJsonBody(request)));
        return HttpResponse.json({ hotel_code: hotel.code, settings });
      },
      { session: false },
    ),
  ),
];

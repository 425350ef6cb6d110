/**
 * Controls of the mock under the reserved prefix `/__staykit/` (no client session needed):
 * `POST /__staykit/reset` (seed again; optional body `{ "now": "<ISO instant>" }`),
 * `GET /__staykit/clock`, `PUT /__staykit/clock` `{ "now": "<ISO instant>" }`,
 * `POST /__staykit/clock/advance` `{ "minutes": 60 }` and
 * `GET /__staykit/state[?hotel_id=101&room_type_code=STD&date=2026-12-24]` (hotels, and a stock row).
 */
import { http, HttpResponse } from 'msw';
import { advanceMinutes, nowMillis, setNow } from './clock';
import { db } from './db/db';
import { roomStockId } from './db/stock';
import { dateAtOffset, formatInstant } from './internal/dates';
import { ApiError } from './internal/errors';
import { ParamReader } from './internal/params';
import { readJsonBody, route } from './internal/route';
import { resetMock } from './seed/resetMock';

// Control answers show instants in Japan time, the seed's main zone.
const JST = 540;

function clockBody(): { now: string; today: string } {
  return { now: formatInstant(nowMillis(), JST), today: dateAtOffset(nowMillis(), JST) };
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

function readInstant(value: unknown): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw new ApiError('1000', {
      message: 'now must be an ISO 8601 instant',
      fields: { now: ['must be an ISO 8601 instant'] },
    });
  }
  return ms;
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
        const minutes = field(await readJsonBody(request), 'minutes');
        if (typeof minutes !== 'number' || !Number.isFinite(minutes)) {
          throw new ApiError('1000', {
            message: 'minutes must be a number',
            fields: { minutes: ['must be a number'] },
          });
        }
        advanceMinutes(minutes);
        return HttpResponse.json(clockBody());
      },
      { session: false },
    ),
  ),
  http.get(
    '*/__staykit/state',
    route(
      ({ query }) => {
        const reader = ParamReader.ofQuery(query);
        const hotelId = reader.integer('hotel_id', { min: 1 });
        const roomTypeCode = reader.string('room_type_code', { maxLength: 64 });
        const date = reader.date('date');
        reader.finish();
        const hotels = db.hotel.getAll().map((hotel) => ({
          id: hotel.id,
          code: hotel.code,
          name: hotel.name,
          brand_id: hotel.brand_id,
          currency: hotel.currency,
          room_types: db.roomType
            .findMany({ where: { hotel_id: { equals: hotel.id } } })
            .map((roomType) => roomType.code),
        }));
        const stockRow =
          hotelId !== undefined && roomTypeCode !== undefined && date !== undefined
            ? db.roomStock.findFirst({ where: { id: { equals: roomStockId(hotelId, roomTypeCode, date) } } })
            : null;
        return HttpResponse.json({
          ...clockBody(),
          hotels,
          client_sessions: db.clientSession.count(),
          stock: stockRow
            ? {
                hotel_id: stockRow.hotel_id,
                room_type_code: stockRow.room_type_code,
                date: stockRow.date,
                room_count: stockRow.count,
              }
            : null,
        });
      },
      { session: false },
    ),
  ),
];

/**
 * Controls of the mock under the reserved prefix `/__staykit/` (no client session needed):
 * `POST /__staykit/reset` (seed again; optional body `{ "now": "<ISO instant>" }`),
 * `GET /__staykit/clock`, `PUT /__staykit/clock` `{ "now": "<ISO instant>" }`,
 * `POST /__staykit/clock/advance` `{ "minutes": 60 }`,
 * `GET /__staykit/state[?hotel_id=101&room_type_code=STD&date=2026-12-24]` (hotels, and a stock row) and
 * `PATCH /__staykit/hotels/{code}/settings` (a JSON subset of the hotel's booking widget settings, until
 * the next reset). Every value is bounded (the clock stays within 2000-9998, a move within 100 years);
 * anything else is a 400 `malformed_request` naming the field, and changes nothing.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { advanceMinutes, CLOCK_RANGE, nowMillis, setNow } from '../clock';
import { db } from '../db/db';
import { stockCount } from '../db/stock';
import { dateAtOffset, formatInstant } from '../lib/dates';
import { ApiError } from '../http/errors';
import { hotelByCode } from '../hotel/hotels';
import { ParamReader } from '../http/params';
import { pathParam, readJsonBody, route } from '../http/route';
import { resetMock } from '../seed/resetMock';

type WidgetSettings = components['schemas']['BookingWidgetSettings'];

// Control answers show instants in Japan time, the seed's main zone.
const JST = 540;

function clockBody(): { now: string; today: string } {
  return { now: formatInstant(nowMillis(), JST), today: dateAtOffset(nowMillis(), JST) };
}

/** The 400 of a control value, naming the field. */
function refused(name: string, problem: string): ApiError {
  return new ApiError('malformed_request', { message: `${name} ${problem}`, fields: { [name]: [problem] } });
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

/**
 * The booking widget settings a test may change with `PATCH /__staykit/hotels/{code}/settings`; the
 * colours are stored on the hotel row, so the init's top-level colours follow.
 */
export type WidgetSettingsPatch = Partial<
  Pick<
    WidgetSettings,
    | 'custom_header_html'
    | 'custom_header_css'
    | 'custom_footer_html'
    | 'custom_footer_css'
    | 'global_warning'
    | 'closeable'
    | 'header_enabled'
    | 'button_colour'
    | 'header_colour'
    | 'allowed_parent_origins'
  >
>;

// The limits of the contract's BookingWidgetSettings, so that a patched init still matches it.
const MARKUP_FIELDS = ['custom_header_html', 'custom_header_css', 'custom_footer_html', 'custom_footer_css'];
const MARKUP_MAX_LENGTH = 50_000;
const WARNING_MAX_LENGTH = 2000;
const FLAG_FIELDS = ['closeable', 'header_enabled'];
const COLOUR_FIELDS = ['button_colour', 'header_colour'];
const COLOUR = /^#[0-9A-Fa-f]{6}$/;
// An origin, or one wildcard level of subdomains, as the contract's `allowed_parent_origins` items.
const PARENT_ORIGIN = /^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:[0-9]{1,5})?$/;
const PARENT_ORIGINS_MAX = 20;
const PATCH_FIELDS = [
  ...MARKUP_FIELDS,
  ...FLAG_FIELDS,
  ...COLOUR_FIELDS,
  'global_warning',
  'allowed_parent_origins',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why a value of the patch is not allowed, or null when it is. */
function settingProblem(name: string, value: unknown): string | null {
  if (MARKUP_FIELDS.includes(name)) {
    if (value === null) return null;
    if (typeof value !== 'string') return 'must be a string or null';
    return value.length > MARKUP_MAX_LENGTH ? `must be at most ${MARKUP_MAX_LENGTH} characters` : null;
  }
  if (FLAG_FIELDS.includes(name)) return typeof value === 'boolean' ? null : 'must be true or false';
  if (COLOUR_FIELDS.includes(name)) {
    return typeof value === 'string' && COLOUR.test(value) ? null : 'must be a colour #RRGGBB';
  }
  if (name === 'global_warning') {
    if (value === null) return null;
    const shape = 'must be null or { "enabled": boolean, "message": string }';
    if (!isRecord(value) || Object.keys(value).some((key) => key !== 'enabled' && key !== 'message')) {
      return shape;
    }
    if (typeof value['enabled'] !== 'boolean' || typeof value['message'] !== 'string') return shape;
    return value['message'].length > WARNING_MAX_LENGTH
      ? `message must be at most ${WARNING_MAX_LENGTH} characters`
      : null;
  }
  if (name === 'allowed_parent_origins') {
    const shape = `must be a list of at most ${PARENT_ORIGINS_MAX} origins such as "https://www.hotel.example" or "https://*.hotel.example"`;
    if (!Array.isArray(value) || value.length > PARENT_ORIGINS_MAX) return shape;
    return value.every(
      (origin) => typeof origin === 'string' && origin.length <= 255 && PARENT_ORIGIN.test(origin),
    )
      ? null
      : shape;
  }
  return `is not a setting this control changes (${PATCH_FIELDS.join(', ')})`;
}

/** The body of a settings patch, checked field by field: anything else is one 400 naming each field. */
function readSettingsPatch(body: unknown): WidgetSettingsPatch {
  if (!isRecord(body)) {
    throw new ApiError('malformed_request', {
      message: 'The body must be a JSON object of booking widget settings',
    });
  }
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const [name, value] of Object.entries(body)) {
    const problem = settingProblem(name, value);
    if (problem !== null) fields[name] = [problem];
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError('malformed_request', {
      message: `Invalid settings: ${Object.keys(fields).join(', ')}`,
      fields,
    });
  }
  return body as WidgetSettingsPatch;
}

/**
 * The widget settings a control changed for a hotel (colours excepted: they are on the hotel row), laid
 * over the seed's settings by the init and settings handlers; empty when nothing was changed since the
 * last reset.
 *
 * @example
 * ```ts
 * const settings = { ...seedSettings(hotel), ...widgetSettingOverrides(hotel.id) };
 * ```
 */
export function widgetSettingOverrides(hotelId: number): WidgetSettingsPatch {
  const row = db.widgetSettingOverride.findFirst({ where: { hotel_id: { equals: hotelId } } });
  return row ? (JSON.parse(row.settings_json) as WidgetSettingsPatch) : {};
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
        const { hotelId, roomTypeCode, date } = readControlQuery(() => {
          const reader = ParamReader.ofQuery(query);
          const read = {
            hotelId: reader.integer('hotel_id', { min: 1, max: 2_147_483_647 }),
            roomTypeCode: reader.string('room_type_code', { maxLength: 64 }),
            date: reader.date('date'),
          };
          reader.finish();
          return read;
        });
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
        const roomCount =
          hotelId !== undefined && roomTypeCode !== undefined && date !== undefined
            ? stockCount(hotelId, 'rooms', roomTypeCode, date)
            : undefined;
        return HttpResponse.json({
          ...clockBody(),
          hotels,
          client_sessions: db.clientSession.count(),
          stock:
            roomCount === undefined
              ? null
              : { hotel_id: hotelId, room_type_code: roomTypeCode, date, room_count: roomCount },
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
        const { button_colour, header_colour, ...settings } = readSettingsPatch(await readJsonBody(request));
        const where = { hotel_id: { equals: hotel.id } };
        const merged = { ...widgetSettingOverrides(hotel.id), ...settings };
        const settingsJson = JSON.stringify(merged);
        if (db.widgetSettingOverride.findFirst({ where })) {
          db.widgetSettingOverride.update({ where, data: { settings_json: settingsJson } });
        } else {
          db.widgetSettingOverride.create({ hotel_id: hotel.id, settings_json: settingsJson });
        }
        const colours = {
          ...(button_colour === undefined ? {} : { button_colour }),
          ...(header_colour === undefined ? {} : { header_colour }),
        };
        const row =
          Object.keys(colours).length === 0
            ? hotel
            : (db.hotel.update({ where: { id: { equals: hotel.id } }, data: colours }) ?? hotel);
        return HttpResponse.json({
          hotel_code: hotel.code,
          settings: { ...merged, button_colour: row.button_colour, header_colour: row.header_colour },
        });
      },
      { session: false },
    ),
  ),
];

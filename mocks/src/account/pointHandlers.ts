/**
 * The signed-in member's points, from the ledger (`pointLedger.ts`): `getPoints` (balance, ranking points,
 * future points, rank progress and the spending rules), `listPointsTimeline` (current or future, paged,
 * newest first), `listPointExchanges` and `createPointExchange` (digico gift points: Japan only, whole
 * units, within the balance, irreversible; one Idempotency-Key spends once). Points are usable only at
 * hotels whose point programme is on (the Japanese hotels, as the init's `point_program_setting.enabled`)
 * for members with `point_program_enabled`; otherwise `program_enabled` is false and the totals are 0.
 * Without a valid user token the answer is 401 `unauthorized`.
 */
import { GIFT_POINT_EXCHANGE, pointExchangeProblem, rankProgress, type components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, MemberRow, PointExchangeRow } from '../db/rows';
import { hotelById } from '../hotel/hotels';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { pageOf, readPaging } from '../http/paging';
import { ParamReader } from '../http/params';
import { requestLocale } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import { addDays, dateAtOffset, formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { requireUserToken } from '../identity/userTokens';
import { hotelToday } from '../search/searchRequest';
import { POINTS } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';
import { ledgerOn, pointEntryOf, pointTotals, writeEntry } from './pointLedger';

type Schemas = components['schemas'];

/** The programme's ranks by ranking points (Demo Rewards), lowest first. */
const RANKS = [
  { id: 1, name: 'Member', name_ja: 'メンバー', from: 0 },
  { id: 2, name: 'Silver', name_ja: 'シルバー', from: 3_000 },
  { id: 3, name: 'Gold', name_ja: 'ゴールド', from: 8_000 },
  { id: 4, name: 'Platinum', name_ja: 'プラチナ', from: 15_000 },
] as const;

/** Whether the member can use points at the hotel (the init's `point_program_setting.enabled` too). */
function programEnabled(hotel: HotelRow, member: MemberRow): boolean {
  return hotel.locale === 'ja' && member.point_program_enabled;
}

/** The loyalty provider's refusals, for the trigger tokens. */
function checkProvider(request: Request): void {
  const bearer = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (bearer === TRIGGERS.pointBalanceUnavailable.value)
    throw new ApiError('3202', { message: 'The point balance cannot be read now' });
  if (bearer === TRIGGERS.loyaltyBalanceUnavailable.value)
    throw new ApiError('3502', { message: 'The loyalty provider cannot give the point balance now' });
}

/** A gift code like `DGC-7F3K-92QX-LM4P`, from the exchange's facts (the same run gives the same codes). */
function giftCode(seed: string): string {
  const hex = `${fingerprint(seed)}${fingerprint(`${seed}:gift`)}`.slice(0, 12).toUpperCase();
  return `DGC-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
}

function exchangeOf(row: PointExchangeRow): Schemas['PointExchange'] {
  const day = dateAtOffset(row.exchanged_at_ms, row.offset_minutes);
  return {
    id: row.id,
    code: row.code,
    amount: row.amount,
    exchange_type: row.exchange_type,
    exchanged_at: formatInstant(row.exchanged_at_ms, row.offset_minutes),
    valid_until: addDays(day, GIFT_POINT_EXCHANGE.validityDays),
    validity_days: GIFT_POINT_EXCHANGE.validityDays,
  };
}

/** Handlers of the point operations. */
export const pointHandlers = [
  http.get(
    '*/hotels/:hotel_id/memberships/point',
    route(({ request, params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const enabled = programEnabled(hotel, member);
      const today = hotelToday(hotel);
      const totals = pointTotals(member.id, today);
      const japanese = requestLocale(request) === 'ja';
      const ranks = RANKS.map((rank) => ({
        id: rank.id,
        name: japanese ? rank.name_ja : rank.name,
        from: rank.from,
      }));
      const rank = enabled
        ? rankProgress(ranks, { rankId: member.rank_id, rankingPoints: totals.ranking, today })
        : undefined;
      const body: Schemas['PointBalanceResponse'] = {
        data: {
          program_enabled: enabled,
          total_point: enabled ? totals.total : 0,
          ranking_points_value: enabled ? totals.ranking : 0,
          future_point: enabled ? totals.future : 0,
          ...(rank ? { rank } : {}),
          spending_rules: { increment: POINTS.increment, minimum_spend: POINTS.minimum },
        },
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/memberships/points_timeline',
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      const scope = reader.oneOf('scope', ['current', 'future'] as const) ?? 'current';
      reader.finish();
      checkProvider(request);
      const enabled = programEnabled(hotel, member);
      const today = hotelToday(hotel);
      const japanese = requestLocale(request) === 'ja';
      const entries = enabled
        ? ledgerOn(member.id, today).filter((row) => (row.status === 'future') === (scope === 'future'))
        : [];
      const totals = pointTotals(member.id, today);
      const listed = pageOf(entries, page, perPage);
      const body: Schemas['PointsTimelineResponse'] = {
        ...listed,
        data: listed.data.map((row) => pointEntryOf(row, japanese)),
        program_enabled: enabled,
        total: enabled ? totals.total : 0,
        total_ranking_points: enabled ? totals.ranking : 0,
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/memberships/point_exchanges',
    route(({ request, params, query }) => {
      hotelById(pathParam(params, 'hotel_id'));
      const { member } = requireUserToken(request);
      const reader = ParamReader.ofQuery(query);
      const { page, perPage } = readPaging(reader);
      reader.finish();
      checkProvider(request);
      const rows = db.pointExchange
        .where('member_id', member.id)
        .sort((a, b) => b.exchanged_at_ms - a.exchanged_at_ms || b.id - a.id);
      const listed = pageOf(rows, page, perPage);
      const body: Schemas['PointExchangeListResponse'] = { ...listed, data: listed.data.map(exchangeOf) };
      return HttpResponse.json(body);
    }),
  ),
  http.post(
    '*/hotels/:hotel_id/memberships/point_exchanges',
    route(
      async ({ request, params }) => {
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        const { member } = requireUserToken(request);
        const raw = await readJsonBody(request);
        const body = BodyReader.of(raw);
        const amount = body.integer('amount', { min: 1, max: 2_147_483_647, required: true }) ?? 0;
        body.text('exchange_type', { maxLength: 20, pattern: /^digico$/ });
        body.finish();
        return idempotent(
          request,
          'createPointExchange',
          raw,
          () => {
            checkProvider(request);
            const today = hotelToday(hotel);
            const problem = pointExchangeProblem(amount, {
              inJapan: hotel.country === 'Japan',
              balance: pointTotals(member.id, today).total,
              programEnabled: programEnabled(hotel, member),
            });
            if (problem?.code === '2401') {
              throw new ApiError('2401', {
                message: `The balance is ${problem.balance} points`,
                fields: { amount: [`must be at most the balance, ${problem.balance}`] },
              });
            }
            if (problem) {
              throw new ApiError('point_exchange_invalid', {
                message:
                  problem.reason === 'not_offered'
                    ? `${hotel.code} offers no gift-point exchange (Japan only, with the point programme on)`
                    : `Points are exchanged in whole units of ${problem.unit}`,
                ...(problem.reason === 'not_whole_units'
                  ? { fields: { amount: [`must be a multiple of ${problem.unit}`] } }
                  : {}),
              });
            }
            const id = 7000 + db.pointExchange.inserted + 1;
            const exchange = db.pointExchange.insert({
              id,
              member_id: member.id,
              code: giftCode(`${member.id}:${id}:${nowMillis()}`),
              amount,
              exchange_type: 'digico',
              exchanged_at_ms: nowMillis(),
              offset_minutes: hotel.utc_offset_minutes,
            });
            writeEntry({
              member_id: member.id,
              date: today,
              description: 'Exchanged for digico gift points',
              description_ja: 'デジコへの交換',
              amount: -amount,
              status: 'spent',
              expiration: null,
              available_at: null,
              reservation_number: null,
              ranking: false,
            });
            const answer: Schemas['PointExchangeResponse'] = { data: exchangeOf(exchange) };
            return { status: 201, body: answer };
          },
          { scope: `member:${member.id}` },
        );
      },
      { creates: true },
    ),
  ),
];

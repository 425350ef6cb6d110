/**
 * `listExtras`: the extras of a hotel, filtered by room plans and stay. An extra is listed only if it is
 * generic or one of its booking-available dates matches a price date (the contract's `listExtras`);
 * discontinued extras are not listed.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import type { ExtraRow, HotelRow } from '../db/rows';
import { ParamReader, PLAN_CODE_RULES } from '../http/params';
import { pathParam, route } from '../http/route';
import { convert, effectiveMcp, isCurrencyCode } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { addDays, daysBetween, formatInstant } from '../lib/dates';
import { orderDeadline, soldExtras, withHotelTax } from './extras';
import { hotelById, planCodesOfRoomPlans } from './hotels';

type Schemas = components['schemas'];

function listedExtra(
  hotel: HotelRow,
  extra: ExtraRow,
  stay: string[] | undefined,
  mcp: CurrencyCode | undefined,
): Schemas['Extra'] | undefined {
  const currency = hotel.currency;
  const unitWithTax = withHotelTax(hotel, extra.unit_price);
  const twins = (
    price: number,
    withTax: number,
  ): Pick<Schemas['ExtraPrice'], 'mcp_price' | 'mcp_price_with_tax'> =>
    mcp
      ? { mcp_price: convert(price, currency, mcp), mcp_price_with_tax: convert(withTax, currency, mcp) }
      : {};
  // Price dates: the stay's nights when given, otherwise every date the extra is sold on.
  const priceDates =
    extra.extra_type === 'generic'
      ? [null]
      : extra.booking_available_dates.filter((date) => stay === undefined || stay.includes(date));
  if (priceDates.length === 0) return undefined;
  const first = priceDates[0] ?? stay?.[0] ?? null;
  const closes = first === null ? null : orderDeadline(extra, first, hotel);
  const deadline = closes === null ? null : formatInstant(closes, hotel.utc_offset_minutes);
  const stock = extra.stock;
  const highest = stock === null ? extra.max : Math.min(extra.max, stock);
  const selectable: number[] = [];
  for (let quantity = extra.min; quantity <= highest; quantity += 1) selectable.push(quantity);
  return {
    extra_id: extra.id,
    name: extra.name,
    description: extra.description,
    image_url: null,
    extra_type: extra.extra_type,
    booking_available_dates: [...extra.booking_available_dates],
    prices: priceDates.map((date) => ({
      date,
      price: extra.unit_price,
      price_with_tax: unitWithTax,
      ...twins(extra.unit_price, unitWithTax),
    })),
    stock,
    min: extra.min,
    max: extra.max,
    selectable_quantities: selectable,
    normalized_delivery_times: priceDates
      .filter((date): date is string => date !== null)
      .map((date) => ({
        quantity: 1,
        price: extra.unit_price,
        price_with_tax: unitWithTax,
        delivered_at: date,
      })),
    question: extra.question,
    answer_required: extra.answer_required,
    hotel_plan_codes: [...extra.hotel_plan_codes],
    order_deadline_at: deadline,
  };
}

/** Handlers of the extras operations. */
export const extraHandlers = [
  http.get(
    '*/hotels/:hotel_id/extras',
    route(({ params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const roomPlanCodes = reader.strings('room_plan_codes', PLAN_CODE_RULES);
      const checkin = reader.date('checkin_date');
      const checkout = reader.date('checkout_date');
      const mcpText = reader.string('mcp_currency');
      if (mcpText !== undefined && !isCurrencyCode(mcpText))
        reader.fail('mcp_currency', 'must be a currency code');
      if (checkin !== undefined && checkout !== undefined && daysBetween(checkin, checkout) < 0) {
        reader.fail('checkout_date', 'must not be before checkin_date');
      }
      reader.finish();
      const nights =
        checkin === undefined
          ? undefined
          : Math.max(1, checkout === undefined ? 1 : daysBetween(checkin, checkout));
      const stay =
        checkin === undefined
          ? undefined
          : Array.from({ length: nights ?? 1 }, (_, index) => addDays(checkin, index));
      const planCodes = planCodesOfRoomPlans(hotel, roomPlanCodes);
      const mcp = effectiveMcp(hotel, mcpText !== undefined && isCurrencyCode(mcpText) ? mcpText : undefined);
      const data = soldExtras(hotel.id)
        .filter(
          (extra) =>
            roomPlanCodes.length === 0 ||
            extra.hotel_plan_codes.length === 0 ||
            extra.hotel_plan_codes.some((code) => planCodes.includes(code)),
        )
        .map((extra) => listedExtra(hotel, extra, stay, mcp))
        .filter((extra): extra is Schemas['Extra'] => extra !== undefined);
      return HttpResponse.json({ data } satisfies Schemas['ExtraListResponse']);
    }),
  ),
];

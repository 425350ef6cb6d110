/**
 * Changing a reservation's stay (`updateReservation`): new dates and rooms. Checked whole first — who acts, the state
 * (staff edits, the change deadline, a pending update or payment, an original that changed), the minimum
 * nights, the original plan, the hotel's rules, the price (the search's price function, compared with
 * `price_displayed_total`) — then the stock moves in one synchronous step: the old nights go back, the
 * new ones are taken, or nothing changes when they do not fit (no count ever goes below zero).
 */
import type { components } from '@staykit/sdk';
import { reservationNow } from '../booking/reservationBody';
import { holdStock, releaseStock } from '../booking/reservations';
import { db } from '../db/db';
import type { HeldStock, HotelRow, ReservationRow } from '../db/rows';
import { changeStock } from '../db/stock';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { roundAmount } from '../lib/currencies';
import { daysBetween } from '../lib/dates';
import { settlePayments } from '../payment/reservationPayments';
import { priceAmounts, sumAmounts, toBreakdown } from '../search/pricing';
import type { PriceAmounts } from '../search/pricing';
import { loadHotelContext } from '../search/searchEngine';
import type { HotelContext } from '../search/searchEngine';
import { checkHotelRules, stayDates } from '../search/searchRequest';
import type { GuestMix, Stay } from '../search/searchRequest';
import { wantedRoom } from '../search/stockRules';
import type { WantedRoom } from '../search/stockRules';
import { checkChangeable, readReservationProof, reservationFor } from './access';
import { originalChanged } from './reservationFlags';
import { ADULTS, HEADS } from '../lib/guestCounts';

type Schemas = components['schemas'];

/** The minimum nights of an updated stay (every seeded plan sells single nights). */
export const MINIMUM_NIGHTS = 1;
const CODE = { minLength: 1, maxLength: 64 } as const;

interface UpdateRoom {
  readonly id: number | undefined;
  readonly roomTypeCode: string;
  readonly roomPlanCode: string;
  readonly mix: GuestMix;
  readonly guest: Schemas['ReservationGuestName'] | undefined;
}

interface UpdateInput {
  readonly checkin: string;
  readonly checkout: string;
  readonly rooms: readonly UpdateRoom[] | undefined;
  readonly couponCode: string | undefined;
  readonly priceDisplayedTotal: number | undefined;
}

function readUpdate(raw: unknown): UpdateInput {
  const body = BodyReader.of(raw);
  const checkin = body.date('checkin_date', true);
  const checkout = body.date('checkout_date', true);
  const sent = body.raw('rooms') !== undefined;
  const rooms = body.objects('rooms', { minItems: 1, maxItems: 999 }).map((room): UpdateRoom => {
    const ages = room.integers('children_ages', { maxItems: 20, min: 0, max: 17 });
    const children = room.integer('children', HEADS) ?? 0;
    room.raw('kids_age_range');
    const guest = room.object('guest');
    const first = guest?.text('first_name', { minLength: 1, maxLength: 100, required: true });
    const last = guest?.text('last_name', { minLength: 1, maxLength: 100, required: true });
    return {
      id: room.integer('reservation_hotel_room_id', { min: 1, max: 2147483647 }),
      roomTypeCode: room.text('room_type_code', { ...CODE, required: true }) ?? '',
      roomPlanCode: room.text('room_plan_code', { ...CODE, required: true }) ?? '',
      mix: {
        adults: room.integer('adults', { ...ADULTS, required: true }) ?? 0,
        children: Math.max(children, ages.length),
        kidsTiers: [],
        kidsAges: ages,
        adultCompanion: 0,
        kidTierACompanion: 0,
      },
      guest: first !== undefined && last !== undefined ? { first_name: first, last_name: last } : undefined,
    };
  });
  const couponCode = body.text('coupon_code', { maxLength: 64 });
  body.text('mcp_currency', { minLength: 3, maxLength: 3 });
  const priceDisplayedTotal = body.number('price_displayed_total', { min: 0 });
  body.finish();
  return {
    checkin: checkin ?? '',
    checkout: checkout ?? '',
    rooms: sent ? rooms : undefined,
    couponCode,
    priceDisplayedTotal,
  };
}

/** The rooms as they stand, when the update names none. */
function currentRooms(row: ReservationRow): UpdateRoom[] {
  return row.rooms.map((room) => ({
    id: room.id,
    roomTypeCode: room.room_type.code,
    roomPlanCode: room.plan.room_plan_code ?? '',
    mix: {
      adults: room.adults,
      children: room.children,
      kidsTiers: [],
      kidsAges: [...(room.children_ages ?? [])],
      adultCompanion: 0,
      kidTierACompanion: 0,
    },
    guest: structuredClone(room.guest),
  }));
}

interface PricedRooms {
  readonly stored: Schemas['ReservationRoom'][];
  readonly wanted: WantedRoom[];
  readonly amounts: PriceAmounts;
}

/** Resolves and prices the new rooms; the plan must be one of the reservation's own. */
function priceRooms(
  context: HotelContext,
  row: ReservationRow,
  rooms: readonly UpdateRoom[],
  dates: readonly string[],
  couponCode: string | undefined,
): PricedRooms {
  const old = row.rooms;
  const planCodes = old.map((room) => room.plan.hotel_plan_code);
  let nextId = Math.max(...old.map((room) => room.id)) + 1;
  const stored: Schemas['ReservationRoom'][] = [];
  const wanted: WantedRoom[] = [];
  const amounts: PriceAmounts[] = [];
  rooms.forEach((room, index) => {
    const roomPlan = context.roomPlans.find((candidate) => candidate.code === room.roomPlanCode);
    const roomType = context.roomTypes.find((candidate) => candidate.code === room.roomTypeCode);
    const plan = context.plans.find((candidate) => candidate.code === roomPlan?.plan_code);
    if (!roomPlan || !roomType || !plan || roomPlan.room_type_code !== roomType.code) {
      throw invalid({
        [`rooms.${index}.room_plan_code`]: [`is not a plan of room type ${room.roomTypeCode}`],
      });
    }
    if (!planCodes.includes(plan.code)) {
      throw new ApiError('plan_change_not_allowed', {
        message: `The plan cannot change: keep ${planCodes.join(', ')}`,
      });
    }
    if (room.mix.adults + room.mix.children > roomType.max_guests) {
      throw new ApiError('too_many_guests', {
        message: `${roomType.name} holds at most ${roomType.max_guests} guests`,
      });
    }
    const priced = priceAmounts({
      hotel: context.hotel,
      tiers: context.tiers,
      roomType,
      plan,
      nights: dates,
      dayUse: false,
      rooms: [room.mix],
      promoCode: undefined,
      couponCode,
    });
    amounts.push(priced);
    const kept = old.find((candidate) => candidate.id === room.id);
    stored.push({
      id: kept ? kept.id : nextId++,
      room_type: { code: roomType.code, name: roomType.name },
      plan: { hotel_plan_code: plan.code, room_plan_code: roomPlan.code, name: plan.name },
      adults: room.mix.adults,
      children: room.mix.children,
      ...(room.mix.kidsAges.length > 0 ? { children_ages: [...room.mix.kidsAges] } : {}),
      guest: structuredClone(room.guest ?? kept?.guest ?? old[0]?.guest ?? { first_name: '', last_name: '' }),
      total_price: priced.total,
    });
    wanted.push(wantedRoom(roomPlan, plan));
  });
  return { stored, wanted, amounts: sumAmounts(amounts) };
}

/** Gives the old nights back and takes the new ones; when the new ones do not fit, takes the old back. */
function moveStock(
  hotel: HotelRow,
  row: ReservationRow,
  dates: readonly string[],
  wanted: WantedRoom[],
): HeldStock {
  const old = row.held;
  releaseStock(hotel.id, { ...old, extras: [] });
  try {
    return holdStock(hotel, dates, wanted, []);
  } catch (error) {
    // The old nights were free a moment ago: nothing awaited, so they still fit.
    for (const night of old.rooms) changeStock(hotel.id, 'rooms', night.code, night.date, -night.count);
    for (const night of old.plans) changeStock(hotel.id, 'plans', night.code, night.date, -night.count);
    throw error;
  }
}

/**
 * Updates a reservation as `updateReservation` asks, or refuses; the reservation afterwards.
 *
 * @example
 * ```ts
 * const updated = updateReservation(request, hotel, 'SK2612010001', query, await readJsonBody(request));
 * ```
 */
export function updateReservation(
  request: Request,
  hotel: HotelRow,
  number: string,
  query: URLSearchParams,
  raw: unknown,
): Schemas['Reservation'] {
  const proof = readReservationProof(query);
  const input = readUpdate(raw);
  settlePayments();
  const row = reservationFor(request, hotel, number, proof, 'act');
  checkChangeable(row, hotel, 'update');
  if (originalChanged(row)) {
    throw new ApiError('3014', {
      message: 'The reservation changed meanwhile: cancel the change and reconfirm',
    });
  }
  const nights = daysBetween(input.checkin, input.checkout);
  if (nights < MINIMUM_NIGHTS) {
    throw new ApiError('minimum_nights_not_met', {
      message: `The stay must be at least ${MINIMUM_NIGHTS} night(s)`,
      fields: { checkout_date: [`must be at least ${MINIMUM_NIGHTS} night(s) after checkin_date`] },
    });
  }
  const rooms = input.rooms ?? currentRooms(row);
  const stay: Stay = {
    searchType: 'dated',
    checkin: input.checkin,
    checkout: input.checkout,
    nights,
    isDayUse: false,
  };
  checkHotelRules(hotel, {
    stay,
    rooms: rooms.map((room) => room.mix),
    dynamicPackage: false,
    promoCode: undefined,
    couponCode: input.couponCode,
  });
  const context = loadHotelContext(hotel);
  const dates = stayDates(stay);
  const priced = priceRooms(context, row, rooms, dates, input.couponCode);
  const currency = hotel.currency;
  const oldPrice = row.price;
  const extras =
    oldPrice.total_extra_price === undefined
      ? undefined
      : { withoutTax: oldPrice.extra_price_without_tax ?? 0, withTax: oldPrice.total_extra_price };
  const price = toBreakdown(priced.amounts, {
    hotel,
    depositPercentage: row.deposit_percentage,
    ...(extras ? { extras } : {}),
  });
  price.total_price_before_point_discount = price.total_price;
  price.discounts = [];
  if (row.spending_point > 0) {
    price.spending_point_value = row.spending_point;
    price.total_price = roundAmount(Math.max(0, price.total_price - row.spending_point), currency);
  }
  if (input.priceDisplayedTotal !== undefined && input.priceDisplayedTotal !== price.total_price) {
    throw new ApiError('price_changed', {
      message: `The total is now ${price.total_price} ${currency}`,
      meta: { new_total_price: price.total_price },
    });
  }
  // Everything is checked: from here on the update cannot fail but for the stock, which moves atomically.
  const held = moveStock(hotel, row, dates, priced.wanted);
  db.reservation.update(row.number, {
    checkin_date: input.checkin,
    checkout_date: input.checkout,
    rooms: priced.stored,
    price,
    held: { ...held, extras: row.held.extras },
    coupon_code: input.couponCode ?? row.coupon_code,
  });
  const payment = db.payment.get(row.number);
  if (payment && payment.status === 'authorized') {
    db.payment.update(row.number, { amount: price.deposit_amount ?? price.total_price });
  }
  return reservationNow(row);
}

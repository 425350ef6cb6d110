/**
 * Reservations: `createReservation` and `getReservation`. A booking is checked whole before anything
 * changes — the body (B §5), the hotel's rules (dates, guests, rooms, codes), the lottery and language
 * rules, the plans and their payment types, extras, answers (as answers after booking are checked:
 * `internal/reservationAnswers.ts`), an overlapping stay, the price (the search's price function, compared
 * with `price_displayed_total`), points and the card — and only then takes its stock, in one synchronous
 * step, so concurrent bookings never oversell. The trigger registry documents the input behind every
 * refusal.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { requestBase } from '../http/requestBase';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, PlanRow, ReservationRow } from '../db/rows';
import {
  hasExpired,
  isVisaOrMastercard,
  lastValidDay,
  networkOfBrand,
  resolveCardToken,
} from '../payment/cards';
import type { TokenCard } from '../payment/cards';
import { convert, decimalDigits, roundAmount } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { addDays, daysBetween, localTimeToMillis } from '../lib/dates';
import { ApiError, invalid } from '../http/errors';
import { fingerprint } from '../lib/fingerprint';
import { hotelById } from '../hotel/hotels';
import { idempotencySlot, idempotent } from '../http/idempotency';
import {
  captureStart,
  challengeOf,
  paymentTransactions,
  settlePayments,
  THREE_D_SECURE_MS,
} from '../payment/reservationPayments';
import { priceAmounts, sumAmounts, toBreakdown, withMcp } from '../search/pricing';
import type { ExtrasAmounts, PriceAmounts, PriceBreakdown } from '../search/pricing';
import { bookingAnswers } from './answers';
import { readReservationRequest } from './reservationRequest';
import type { ExtraInput, ReservationInput, RoomInput } from './reservationRequest';
import {
  checkStock,
  holdStock,
  nextReservation,
  openReservation,
  overlappingStay,
  reservationBody,
} from './reservations';
import type { WantedRoom } from './reservations';
import { ParamReader } from '../http/params';
import { BYPASS_TOKEN_RULES } from './reservations';
import { pathParam, readJsonBody, route } from '../http/route';
import { effectiveMcp, loadHotelContext, membersPlansFit } from '../search/searchEngine';
import type { HotelContext } from '../search/searchEngine';
import { checkHotelRules, requestLanguage, stayDates } from '../search/searchRequest';
import type { GuestMix, Stay } from '../search/searchRequest';
import { checkSearchTriggers } from '../search/lotteryRules';
import { bearerOf, requireUserToken } from '../identity/userTokens';
import { LOTTERY, POINTS } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';

type Schemas = components['schemas'];
type PaymentType = Schemas['PaymentType'];

/** Payment types paid with a card online; `on_site_credit_card_required` only guarantees with one. */
const CARD_PAYMENTS: readonly PaymentType[] = [
  'credit_card',
  'credit_card_international',
  'twd_credit_card',
  'twd_credit_card_deposit',
];
const CARD_GUARANTEE: PaymentType = 'on_site_credit_card_required';
/** The voucher that pays a whole stay (vouchers are not seeded yet; any other is 1500). */
const FULL_STAY_VOUCHER = TRIGGERS.bookingCardPaymentNotAllowed.value;
/** Online Visa and Mastercard payments are capped at this many yen (B §5). */
const CARD_YEN_LIMIT = 1_000_000;
// Retry 3013 and 3016 after about 5 minutes (B §4).
const RETRY_SECONDS = 300;

/** Who books: signed in (a user token) or a guest. */
interface Booker {
  readonly userToken: string | null;
  readonly memberId: number | null;
}

/**
 * The user token of a booking: none for a guest; a token the db issued must be valid (401 otherwise);
 * the mock's test tokens (`member`, `user_token_rank_mismatch`...) stand for a member, as in the search
 * operations, except the revoked-token trigger.
 */
function bookerOf(request: Request): Booker {
  const bearer = bearerOf(request);
  if (bearer === null) return { userToken: null, memberId: null };
  if (bearer === '' || bearer === TRIGGERS.userTokenInvalid.value) {
    throw new ApiError('unauthorized', { message: 'The user token is not valid; sign in again' });
  }
  if (db.userToken.findFirst({ where: { token: { equals: bearer } } })) {
    return { userToken: bearer, memberId: requireUserToken(request).member.id };
  }
  return { userToken: bearer, memberId: null };
}

/** The booker-name triggers: states of the booking session the mock cannot otherwise reach. */
function checkNameTriggers(input: ReservationInput): void {
  const lastName = input.guest.last_name;
  if (lastName === TRIGGERS.bookingSessionExpired.value) {
    throw new ApiError('1400', { message: 'The booking session expired: go back to the guest details' });
  }
  if (lastName === TRIGGERS.bookingUpdateInProgress.value) {
    throw new ApiError('3013', {
      message: 'An update is in progress; retry in about 5 minutes',
      meta: { retry_after_seconds: RETRY_SECONDS },
    });
  }
  if (lastName === TRIGGERS.bookingPaymentInProgress.value) throw paymentInProgress();
  if (lastName === TRIGGERS.bookingOriginalChanged.value) {
    throw new ApiError('3014', { message: 'The original reservation changed: cancel it and book again' });
  }
}

function paymentInProgress(): ApiError {
  return new ApiError('3016', {
    message: 'A payment for this booking is in progress; retry in about 5 minutes',
    meta: { retry_after_seconds: RETRY_SECONDS },
  });
}

/** The lottery rules: a winning entry of the open lottery, before the winner's deadline. */
function checkLottery(
  hotel: HotelRow,
  input: ReservationInput,
  stay: Stay,
  request: Request,
  rooms: readonly RoomInput[],
): void {
  const entry = input.lotteryEntry;
  const atLottery = hotel.id === LOTTERY.hotelId;
  checkSearchTriggers(hotel, {
    stay,
    hotelPlanCodes: rooms.flatMap((room) => (room.hotelPlanCode ? [room.hotelPlanCode] : [])),
    language: requestLanguage(request),
    lottery: {
      entryNumber: entry,
      eventUuid: entry !== undefined && atLottery ? LOTTERY.eventUuid : undefined,
    },
  });
  if (entry === undefined) return;
  if (!atLottery) throw new ApiError('3751', { message: `No lottery is open at ${hotel.code}` });
  if (entry === TRIGGERS.bookingLotteryDeadlinePassed.value) {
    throw new ApiError('lottery_deadline_passed', {
      message: "The winner's reservation deadline has passed",
    });
  }
}

/** One booked room resolved against the hotel's rows. */
interface ResolvedRoom {
  readonly input: RoomInput;
  readonly roomPlanCode: string;
  readonly roomTypeName: string;
  readonly plan: PlanRow;
  readonly roomPlanName: string;
  readonly wanted: WantedRoom;
}

function resolveRooms(context: HotelContext, input: ReservationInput, stay: Stay): ResolvedRoom[] {
  const problems: Record<string, string[]> = {};
  const fail = (field: string, message: string): void => {
    (problems[field] ??= []).push(message);
  };
  const resolved: ResolvedRoom[] = [];
  input.rooms.forEach((room, index) => {
    const field = (name: string): string => `rooms.${index}.${name}`;
    const roomPlan = context.roomPlans.find((candidate) => candidate.code === room.roomPlanCode);
    const roomType = context.roomTypes.find((candidate) => candidate.code === room.roomTypeCode);
    const plan = context.plans.find((candidate) => candidate.code === roomPlan?.plan_code);
    if (!roomPlan || !roomType || !plan || roomPlan.room_type_code !== roomType.code) {
      fail(field('room_plan_code'), `is not a plan of room type ${room.roomTypeCode} at this hotel`);
      return;
    }
    if (room.hotelPlanCode !== undefined && room.hotelPlanCode !== plan.code) {
      fail(field('hotel_plan_code'), `must be ${plan.code}, the plan of ${roomPlan.code}`);
    }
    if (plan.is_day_use !== (stay.nights === 0)) {
      fail(
        field('room_plan_code'),
        plan.is_day_use ? 'is a day-use plan: check out on the check-in day' : 'needs at least one night',
      );
    }
    if (plan.booking_start_date !== null && plan.booking_start_date > context.today) {
      fail(field('room_plan_code'), `is on sale from ${plan.booking_start_date}`);
    }
    if (room.mix.adults + room.mix.children > roomType.max_guests) {
      throw new ApiError('too_many_guests', {
        message: `${roomType.name} holds at most ${roomType.max_guests} guests`,
        fields: { [`rooms.${index}`]: [`has ${room.mix.adults + room.mix.children} guests`] },
      });
    }
    resolved.push({
      input: room,
      roomPlanCode: roomPlan.code,
      roomTypeName: roomType.name,
      plan,
      roomPlanName: roomPlan.name,
      wanted: {
        roomTypeCode: roomType.code,
        roomPlanCode: roomPlan.code,
        hasAllotment: roomPlan.allotment !== null,
        planCode: plan.code,
        saleLimit: plan.sale_limit,
      },
    });
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return resolved;
}

/** The plans' payment types: one in common, one way of paying, and the guest's choice among them. */
function checkPaymentTypes(rooms: readonly ResolvedRoom[], type: PaymentType): void {
  const plans = rooms.map((room) => room.plan);
  const common = plans.reduce<string[]>(
    (shared, plan) => shared.filter((method) => plan.payment_methods.includes(method)),
    [...(plans[0]?.payment_methods ?? [])],
  );
  if (common.length === 0) {
    throw new ApiError('payment_types_conflict', { message: 'The plans have no payment type in common' });
  }
  const prepaid = plans.map((plan) => plan.deposit_percentage !== null);
  if (prepaid.some(Boolean) && !prepaid.every(Boolean)) {
    throw new ApiError('mixed_payment_methods', {
      message:
        'A prepaid plan cannot be booked with a plan paid later: one payment method applies to all rooms',
    });
  }
  if (!common.includes(type)) throw invalid({ 'payment.type': [`must be one of ${common.join(', ')}`] });
}

/** The extras of a booking (1100-1106), priced; the stock they take. */
function readExtras(
  context: HotelContext,
  input: ReservationInput,
  dates: readonly string[],
): {
  amounts: ExtrasAmounts | undefined;
  rows: Schemas['ReservationExtra'][];
  held: { id: number; quantity: number }[];
} {
  const currency = context.hotel.currency as CurrencyCode;
  const withTax = (amount: number): number =>
    roundAmount(amount * (1 + context.hotel.tax_percent / 100), currency);
  const rows: Schemas['ReservationExtra'][] = [];
  const held: { id: number; quantity: number }[] = [];
  let withoutTax = 0;
  input.extras.forEach((selection: ExtraInput, index) => {
    const field = `extras.${index}`;
    if (`extra_id=${selection.extraId}` === TRIGGERS.extraTotalInvalid.value) {
      throw new ApiError('1103', {
        message: "The extras total does not match the server's",
        fields: { [field]: ['does not add up'] },
      });
    }
    const extra = db.extra.findFirst({
      where: { id: { equals: selection.extraId }, hotel_id: { equals: context.hotel.id } },
    });
    if (!extra)
      throw new ApiError('1100', {
        message: `The hotel has no extra ${selection.extraId}`,
        fields: { [`${field}.extra_id`]: ['is not an extra of this hotel'] },
      });
    if (!extra.active) throw new ApiError('1106', { message: `Extra ${extra.id} is no longer sold` });
    const delivered = selection.deliveries.reduce((sum, delivery) => sum + delivery.quantity, 0);
    if (selection.deliveries.length > 0 && delivered !== selection.quantity) {
      throw new ApiError('1103', {
        message: `The deliveries of extra ${extra.id} add up to ${delivered}, not ${selection.quantity}`,
      });
    }
    if (selection.quantity === 0) return;
    if (selection.quantity < extra.min || selection.quantity > extra.max) {
      throw new ApiError('1102', {
        message: `The quantity of extra ${extra.id} must lie between ${extra.min} and ${extra.max}`,
      });
    }
    if (extra.stock !== null && selection.quantity > extra.stock) {
      throw new ApiError('1104', { message: `Only ${extra.stock} of extra ${extra.id} are left` });
    }
    const days =
      selection.deliveries.length > 0
        ? selection.deliveries.map((delivery) => delivery.delivered_at)
        : [dates[0] ?? input.checkin];
    for (const day of days) {
      if (
        extra.extra_type === 'date_based' &&
        (!extra.booking_available_dates.includes(day) || !dates.includes(day))
      ) {
        throw new ApiError('1105', { message: `Extra ${extra.id} is not available on ${day}` });
      }
      // Orders close N days before delivery at 18:00 hotel time.
      if (extra.order_deadline_days_before !== null) {
        const deadline = localTimeToMillis(
          addDays(day, -extra.order_deadline_days_before),
          '18:00',
          context.hotel.utc_offset_minutes,
        );
        if (nowMillis() > deadline)
          throw new ApiError('1101', { message: `Orders of extra ${extra.id} closed` });
      }
    }
    if (extra.answer_required && !selection.answer)
      throw invalid({ [`${field}.answer`]: ['is required for this extra'] });
    const price = extra.unit_price * selection.quantity;
    withoutTax += price;
    held.push({ id: extra.id, quantity: selection.quantity });
    rows.push({
      extra_id: extra.id,
      name: extra.name,
      quantity: selection.quantity,
      ...(selection.answer ? { answer: selection.answer } : {}),
      ...(selection.deliveries.length > 0 ? { delivery_times: [...selection.deliveries] } : {}),
      total_price: withTax(price),
    });
  });
  if (rows.length === 0) return { amounts: undefined, rows, held };
  const rounded = roundAmount(withoutTax, currency);
  return { amounts: { withoutTax: rounded, withTax: withTax(rounded) }, rows, held };
}

/** The key of rooms priced together: the same plan and the same guests (a price check's line). */
const lineKey = (room: ResolvedRoom): string => {
  const mix = room.input.mix;
  return [
    room.roomPlanCode,
    mix.adults,
    mix.children,
    mix.kidsTiers.join(','),
    mix.kidsAges.join(','),
    mix.adultCompanion,
    mix.kidTierACompanion,
  ].join('|');
};

/** The price of the rooms, with the search's price function, per line of equal rooms; and each room's share. */
function priceRooms(
  context: HotelContext,
  input: ReservationInput,
  rooms: readonly ResolvedRoom[],
  dates: readonly string[],
  nights: number,
): { amounts: PriceAmounts; shares: number[] } {
  const currency = context.hotel.currency as CurrencyCode;
  const lines = new Map<string, ResolvedRoom[]>();
  for (const room of rooms) lines.set(lineKey(room), [...(lines.get(lineKey(room)) ?? []), room]);
  const shares = new Map<ResolvedRoom, number>();
  const amounts = [...lines.values()].map((line) => {
    const first = line[0] as ResolvedRoom;
    const roomType = context.roomTypes.find((candidate) => candidate.code === first.wanted.roomTypeCode);
    if (!roomType) throw new ApiError('1000', { message: 'Unknown room type' });
    const priced = priceAmounts({
      hotel: context.hotel,
      tiers: context.tiers,
      roomType,
      plan: first.plan,
      nights: dates,
      dayUse: nights === 0,
      rooms: line.map((room) => room.input.mix),
      promoCode: input.promoCode,
      couponCode: input.couponCode,
    });
    // Each room's share of its line; the last takes the rounding left over.
    const each = roundAmount(priced.total / line.length, currency);
    line.forEach((room, index) =>
      shares.set(room, index === line.length - 1 ? priced.total - each * (line.length - 1) : each),
    );
    return priced;
  });
  return { amounts: sumAmounts(amounts), shares: rooms.map((room) => shares.get(room) ?? 0) };
}

/** Points spent on a booking (signed-in members; the spending rules of the price check). */
function checkPoints(booker: Booker, points: number): void {
  if (booker.userToken === null)
    throw new ApiError('unauthorized', { message: 'Spending points needs a signed-in member' });
  if (booker.userToken === TRIGGERS.pointBalanceUnavailable.value)
    throw new ApiError('3202', { message: 'The point balance cannot be read now' });
  if (booker.userToken === TRIGGERS.loyaltyBalanceUnavailable.value)
    throw new ApiError('3502', { message: 'The loyalty provider cannot give the point balance now' });
  if (points < POINTS.minimum || points % POINTS.increment !== 0) {
    throw new ApiError('point_spend_invalid', {
      message: `Points are spent in steps of ${POINTS.increment}, at least ${POINTS.minimum}`,
      fields: { points_to_spend: [`must be a multiple of ${POINTS.increment}, at least ${POINTS.minimum}`] },
    });
  }
  if (points > POINTS.balance) {
    throw new ApiError('2401', {
      message: `The balance is ${POINTS.balance} points`,
      fields: { points_to_spend: [`must be at most ${POINTS.balance}`] },
    });
  }
}

/** The total of a booking: rooms, extras, the full-stay voucher, points; then the price check. */
function priceBooking(
  context: HotelContext,
  input: ReservationInput,
  booker: Booker,
  rooms: readonly ResolvedRoom[],
  stay: { dates: readonly string[]; nights: number },
  extras: ExtrasAmounts | undefined,
): { price: PriceBreakdown; shares: number[]; mcp: CurrencyCode | undefined } {
  const { hotel } = context;
  const from = hotel.currency as CurrencyCode;
  const round = (amount: number): number => roundAmount(amount, from);
  const { amounts, shares } = priceRooms(context, input, rooms, stay.dates, stay.nights);
  const deposits = rooms.map((room) => room.plan.deposit_percentage);
  const deposit = deposits.every((value) => value !== null) ? Math.min(...(deposits as number[])) : null;
  const price = toBreakdown(amounts, { hotel, depositPercentage: deposit, ...(extras ? { extras } : {}) });
  price.total_price_before_point_discount = price.total_price;
  price.discounts = [];
  if (input.voucherCouponCode !== undefined) {
    price.voucher_coupon_discount_amount = price.total_price;
    price.total_price = 0;
  }
  const points = input.pointsToSpend;
  const accommodationTax = price.accommodation_tax ?? 0;
  const taxDropped =
    points > 0 &&
    `spending_points=${points}` === TRIGGERS.accommodationTaxChanged.value &&
    accommodationTax > 0;
  if (points > 0) {
    checkPoints(booker, points);
    if (taxDropped) {
      price.total_price = round(price.total_price - accommodationTax);
      price.accommodation_tax = 0;
      price.total_price_before_point_discount = price.total_price;
    }
    if (points > price.total_price) {
      throw new ApiError('point_spend_invalid', {
        message: `At most ${price.total_price} points can be spent on this price`,
        fields: { points_to_spend: [`must be at most the total price, ${price.total_price}`] },
      });
    }
    price.spending_point_value = points;
    price.total_price = round(price.total_price - points);
  }
  if (deposit !== null) {
    price.deposit_amount = round((price.total_price * deposit) / 100);
    price.remain_amount = round(price.total_price - price.deposit_amount);
  }
  const mcp = effectiveMcp(hotel, input.mcpCurrency);
  const data = mcp ? withMcp(price, from, mcp) : price;
  const shown = input.priceDisplayedTotal;
  if (shown !== undefined) {
    const meta = { new_total_price: data.total_price };
    if (mcp) {
      const cents = data.mcp_total_price?.cents ?? 0;
      if (Math.round(shown * 10 ** decimalDigits(mcp)) !== cents) {
        throw new ApiError('exchange_rates_updated', {
          message: `The total is now ${cents / 10 ** decimalDigits(mcp)} ${mcp}`,
          meta,
        });
      }
    } else if (shown !== data.total_price) {
      throw new ApiError(taxDropped ? 'accommodation_tax_changed' : 'price_changed', {
        message: `The total is now ${data.total_price} ${from}`,
        meta,
      });
    }
  }
  return { price: data, shares, mcp };
}

/** The card of a booking, checked: token or saved card, brand, expiry, multi-currency, the yen cap. */
function checkCard(
  hotel: HotelRow,
  input: ReservationInput,
  booker: Booker,
  request: Request,
  amount: number,
  mcp: CurrencyCode | undefined,
): TokenCard | undefined {
  const { payment } = input;
  const carded = CARD_PAYMENTS.includes(payment.type) || payment.type === CARD_GUARANTEE;
  if (!carded) {
    if (payment.cardToken !== undefined || payment.creditCardId !== undefined) {
      throw invalid({ payment: [`${payment.type} takes no card: leave out card_token and credit_card_id`] });
    }
    return undefined;
  }
  if (payment.creditCardId !== undefined) {
    if (booker.userToken === null)
      throw new ApiError('unauthorized', { message: 'A saved card needs a signed-in member' });
    const named = `credit_card_id ${payment.creditCardId}`;
    if (named === TRIGGERS.bookingSavedCardInvalid.value) {
      throw new ApiError('saved_card_invalid', {
        message: 'This saved card is no longer valid: enter the card again',
      });
    }
    if (named === TRIGGERS.bookingSavedCardsDisabled.value) {
      throw new ApiError('saved_cards_disabled', {
        message: 'Saved cards cannot be used for now: enter the card',
      });
    }
    throw invalid({ 'payment.credit_card_id': ['is not a saved card of this member'] });
  }
  if (payment.cardToken === undefined) {
    throw invalid({
      'payment.card_token': [`is required for ${payment.type}: tokenise the card with createCardToken`],
    });
  }
  const card = resolveCardToken(payment.cardToken, hotel, request.headers.get('Client-Session') ?? '');
  if (payment.cardBrand !== undefined && networkOfBrand(payment.cardBrand) !== networkOfBrand(card.brand)) {
    throw new ApiError('card_brand_not_allowed', { message: 'card_brand is not the brand of the card' });
  }
  if (payment.type === CARD_GUARANTEE) return card;
  if (amount <= 0)
    throw new ApiError('card_payment_not_allowed', {
      message: 'Nothing is payable: card payment is not allowed',
    });
  if (hasExpired(card.expiryMonth, card.expiryYear, hotel))
    throw new ApiError('3005', { message: 'The card has expired' });
  if (lastValidDay(card.expiryMonth, card.expiryYear) < input.checkout) {
    throw new ApiError('card_expires_before_checkout', { message: 'The card must be valid until check-out' });
  }
  if (mcp !== undefined && !isVisaOrMastercard(card.brand)) {
    throw new ApiError('card_brand_not_allowed', {
      message: 'Multi-currency payment accepts Visa and Mastercard only',
    });
  }
  const yen = convert(amount, hotel.currency as CurrencyCode, 'JPY').cents;
  if (isVisaOrMastercard(card.brand) && yen > CARD_YEN_LIMIT) {
    throw new ApiError('card_amount_limit_exceeded', {
      message: 'Visa and Mastercard cannot pay more than 1,000,000 yen online',
    });
  }
  if (card.behaviour.startsWith('decline:')) {
    const code = card.behaviour.slice('decline:'.length) as Schemas['ErrorCode'];
    throw new ApiError(code, { message: 'The card payment was declined; nothing was booked' });
  }
  return card;
}

/** Books: every check, then the stock and the rows, with nothing awaited in between. */
function book(
  hotel: HotelRow,
  input: ReservationInput,
  request: Request,
): { status: number; body: Schemas['CreateReservationResponse'] } {
  const booker = bookerOf(request);
  if (input.turnstileToken === TRIGGERS.bookingBotCheckFailed.value) {
    throw new ApiError('bot_check_failed', { message: 'The bot check failed: run it again' });
  }
  checkNameTriggers(input);
  const nights = daysBetween(input.checkin, input.checkout);
  const stay: Stay = {
    searchType: 'dated',
    checkin: input.checkin,
    checkout: input.checkout,
    nights,
    isDayUse: nights === 0,
  };
  const mixes: GuestMix[] = input.rooms.map((room) => room.mix);
  checkHotelRules(hotel, {
    stay,
    rooms: mixes,
    dynamicPackage: false,
    promoCode: input.promoCode,
    couponCode: input.couponCode,
  });
  if (input.voucherCouponCode !== undefined && input.voucherCouponCode !== FULL_STAY_VOUCHER) {
    throw new ApiError('1500', { message: `The voucher ${input.voucherCouponCode} is invalid or expired` });
  }
  checkLottery(hotel, input, stay, request, input.rooms);
  if (!hotel.taiwan_receipts && (input.receiptTitle !== undefined || input.receiptUnicode !== undefined)) {
    throw invalid({ receipt_title: [`${hotel.code} issues no Taiwan receipts`] });
  }
  const context = loadHotelContext(hotel);
  const rooms = resolveRooms(context, input, stay);
  const membersPlan = rooms.find((room) => room.plan.members_only)?.plan;
  if (membersPlan && !membersPlansFit({ signedIn: booker.userToken !== null, userToken: booker.userToken })) {
    throw new ApiError('2304', {
      message: booker.userToken
        ? `The plan ${membersPlan.code} does not admit this member's rank`
        : `The plan ${membersPlan.code} is for signed-in members`,
    });
  }
  checkPaymentTypes(rooms, input.payment.type);
  const dates = stayDates(stay);
  const wanted = rooms.map((room) => room.wanted);
  checkStock(hotel, dates, wanted);
  const extras = readExtras(context, input, dates);
  const answers = bookingAnswers(
    hotel,
    { ...booker, checkin: input.checkin, planCodes: rooms.map((room) => room.plan.code) },
    input.answers,
  );
  const email = input.guest.email.toLowerCase();
  if (!input.acknowledgeOverlap) {
    const conflicting =
      email === TRIGGERS.bookingOverlapping.value
        ? 'SK0000000000'
        : overlappingStay(hotel.id, email, input.checkin, input.checkout);
    if (conflicting !== undefined) {
      throw new ApiError('overlapping_reservation', {
        message:
          'You already hold a reservation over these dates; book anyway with acknowledge_overlapping_reservation',
        meta: { conflicting_reservation_number: conflicting },
      });
    }
  }
  const { price, shares, mcp } = priceBooking(
    context,
    input,
    booker,
    rooms,
    { dates, nights },
    extras.amounts,
  );
  const online = price.deposit_amount ?? price.total_price;
  const card = checkCard(hotel, input, booker, request, online, mcp);

  // Everything is checked: from here on the booking cannot fail.
  const held = holdStock(hotel, dates, wanted, extras.held);
  const { number, serial, token } = nextReservation(hotel);
  const from = hotel.currency as CurrencyCode;
  const storedRooms: Schemas['ReservationRoom'][] = rooms.map((room, index) => ({
    id: serial * 1000 + index + 1,
    room_type: { code: room.wanted.roomTypeCode, name: room.roomTypeName },
    plan: { hotel_plan_code: room.plan.code, room_plan_code: room.roomPlanCode, name: room.plan.name },
    adults: room.input.mix.adults,
    children: room.input.mix.children,
    ...(room.input.mix.kidsAges.length > 0 ? { children_ages: [...room.input.mix.kidsAges] } : {}),
    ...(room.input.kidsAgeRange.length > 0 ? { kids_age_range: [...room.input.kidsAgeRange] } : {}),
    guest: room.input.guest,
    total_price: shares[index] ?? 0,
    ...(mcp ? { mcp_total_price: convert(shares[index] ?? 0, from, mcp) } : {}),
  }));
  const challenge =
    card !== undefined && input.payment.type !== CARD_GUARANTEE && card.behaviour !== 'approve';
  const now = nowMillis();
  const reservation: ReservationRow = db.reservation.create({
    number,
    serial,
    hotel_id: hotel.id,
    status: challenge ? 'payment_pending' : 'done',
    token,
    email,
    member_id: booker.memberId,
    user_token: booker.userToken ?? '',
    checkin_date: input.checkin,
    checkout_date: input.checkout,
    payment_type: input.payment.type,
    currency: from,
    mcp_currency: mcp ?? null,
    guest_json: JSON.stringify({ ...input.guest, email }),
    rooms_json: JSON.stringify(storedRooms),
    price_json: JSON.stringify(price),
    extras_json: JSON.stringify(extras.rows),
    answers_json: JSON.stringify(answers),
    held_json: JSON.stringify(held),
    booking_for_someone_else: input.bookingForSomeoneElse,
    coupon_code: input.couponCode ?? null,
    spending_point: input.pointsToSpend,
    deposit_percentage: rooms.every((room) => room.plan.deposit_percentage !== null)
      ? Math.min(...rooms.map((room) => room.plan.deposit_percentage ?? 0))
      : null,
    cancellation_policy_id: rooms[0]?.plan.cancellation_policy_id ?? null,
    lottery_entry_number: input.lotteryEntry ?? null,
    receipt_title: input.receiptTitle ?? null,
    receipt_unicode: input.receiptUnicode ?? null,
    created_at_ms: now,
  });
  if (card?.token) db.cardToken.update({ where: { token: { equals: card.token } }, data: { used: true } });
  const payment =
    card === undefined || input.payment.type === CARD_GUARANTEE
      ? null
      : db.payment.create({
          reservation_number: number,
          hotel_id: hotel.id,
          status: challenge ? 'pre_3d_secure' : 'authorized',
          payment_type: input.payment.type,
          gateway: hotel.payment_gateway,
          amount: online,
          currency: from,
          mcp_currency: mcp ?? null,
          mcp_amount_cents: mcp ? convert(online, from, mcp).cents : null,
          card_brand: card.brand,
          card_last4: card.last4,
          card_expiry_month: card.expiryMonth,
          card_expiry_year: card.expiryYear,
          after_challenge: card.behaviour === 'challenge_decline' ? 'decline' : 'authorize',
          challenge_id: challenge ? `3ds_${number}_${fingerprint(`${number}:${now}:challenge`)}` : '',
          return_url: input.payment.returnUrl ?? null,
          started_at_ms: now,
          expires_at_ms: challenge ? now + THREE_D_SECURE_MS : 0,
          challenge_views: 0,
          authorized_at_ms: challenge ? null : now,
          capture_from_ms: challenge ? null : captureStart(reservation, now),
        });
  const body: Schemas['CreateReservationResponse'] = {
    data: {
      reservation: reservationBody(
        reservation,
        {
          status: (payment?.status ?? null) as Schemas['PaymentStatus'] | null,
          transactions: paymentTransactions(payment, hotel.utc_offset_minutes),
        },
        true,
      ),
      payment: payment
        ? {
            status: payment.status as Schemas['PaymentStatus'],
            three_d_secure: challenge ? challengeOf(payment, requestBase(request)) : null,
          }
        : null,
    },
  };
  return { status: 201, body };
}

// The key slots (session, operation, key) whose first request is still being answered (a retry
// meanwhile gets 3016).
const inFlight = new Set<string>();

/** The contract's `Reservation` of a row as it stands now, with its payment. */
function currentReservation(row: ReservationRow): Schemas['Reservation'] {
  const payment = db.payment.findFirst({ where: { reservation_number: { equals: row.number } } });
  const hotel = db.hotel.findFirst({ where: { id: { equals: row.hotel_id } } });
  return reservationBody(row, {
    status: (payment?.status ?? null) as Schemas['PaymentStatus'] | null,
    transactions: paymentTransactions(payment, hotel?.utc_offset_minutes ?? 540),
  });
}

/** Handlers of the reservation operations. */
export const reservationHandlers = [
  http.post(
    '*/hotels/:hotel_id/reservations',
    route(
      async ({ request, params }) => {
        const hotel = hotelById(pathParam(params, 'hotel_id'));
        const body = await readJsonBody(request);
        settlePayments();
        const slot = idempotencySlot(request, 'createReservation');
        if (inFlight.has(slot)) throw paymentInProgress();
        inFlight.add(slot);
        try {
          return await idempotent(request, 'createReservation', body, () =>
            book(hotel, readReservationRequest(body), request),
          );
        } finally {
          inFlight.delete(slot);
        }
      },
      { creates: true },
    ),
  ),
  http.get(
    '*/hotels/:hotel_id/reservations/:reservation_id',
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const reader = ParamReader.ofQuery(query);
      const email = reader.string('email', { maxLength: 255, pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ });
      const bypassToken = reader.string('bypass_token', BYPASS_TOKEN_RULES);
      reader.finish();
      settlePayments();
      const row = openReservation(request, hotel, pathParam(params, 'reservation_id'), {
        email,
        bypassToken,
      });
      const response: Schemas['ReservationResponse'] = { data: currentReservation(row) };
      return HttpResponse.json(response);
    }),
  ),
];

/**
 * The checks of a booking that need the store (the contract's `createReservation`; the trigger registry
 * documents the input behind every refusal): who books, the booker-name triggers, the lottery, each room
 * against the hotel's room plans, the extras, and an overlapping stay of the same guest.
 */
import type { components } from '@staykit/sdk';
import type { HotelRow, PlanRow } from '../db/rows';
import { ApiError, invalid } from '../http/errors';
import { requestLanguage } from '../http/requestHeaders';
import { checkExtraOrder, withHotelTax } from '../hotel/extras';
import { roundAmount } from '../lib/currencies';
import { checkLotteryAndLanguage } from '../search/lotteryRules';
import type { ExtrasAmounts } from '../search/pricing';
import type { HotelContext } from '../search/searchEngine';
import type { Stay } from '../search/searchRequest';
import { wantedRoom } from '../search/stockRules';
import type { WantedRoom } from '../search/stockRules';
import { LOTTERY } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';
import type { ReservationInput, RoomInput } from './reservationRequest';
import { overlappingStay } from './reservations';

type Schemas = components['schemas'];

// Retry 3013 and 3016 after about 5 minutes (the contract's `meta.retry_after_seconds` of both).
const RETRY_SECONDS = 300;

/**
 * The 3016 of a booking whose payment is already under way (also a retry while the first request with its
 * Idempotency-Key is still answered).
 *
 * @example
 * ```ts
 * if (inFlight.has(slot)) throw paymentInProgress();
 * ```
 */
export function paymentInProgress(): ApiError {
  return new ApiError('3016', {
    message: 'A payment for this booking is in progress; retry in about 5 minutes',
    meta: { retry_after_seconds: RETRY_SECONDS },
  });
}

/**
 * The booker-name triggers: states of the booking session the mock cannot otherwise reach.
 *
 * @example
 * ```ts
 * checkNameTriggers(input); // throws 1400 for the last name SESSIONEXPIRED
 * ```
 */
export function checkNameTriggers(input: ReservationInput): void {
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

/**
 * The lottery and language rules of a booking: a winning entry of the open lottery, before the winner's
 * deadline.
 *
 * @example
 * ```ts
 * checkLottery(hotel, input, stay, request); // throws lottery_deadline_passed for LOT-DEADLINE-PASSED
 * ```
 */
export function checkLottery(hotel: HotelRow, input: ReservationInput, stay: Stay, request: Request): void {
  const entry = input.lotteryEntry;
  const atLottery = hotel.id === LOTTERY.hotelId;
  checkLotteryAndLanguage(hotel, {
    stay,
    hotelPlanCodes: input.rooms.flatMap((room) => (room.hotelPlanCode ? [room.hotelPlanCode] : [])),
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
export interface ResolvedRoom {
  readonly input: RoomInput;
  readonly roomPlanCode: string;
  readonly roomTypeName: string;
  readonly plan: PlanRow;
  readonly wanted: WantedRoom;
}

/**
 * The booked rooms against the hotel's room plans: each a plan of its room type, on sale, of the stay's
 * kind (day use or nights), and holding its guests; one 422 `1000` names every bad room.
 *
 * @example
 * ```ts
 * const rooms = resolveRooms(context, input, stay);
 * ```
 */
export function resolveRooms(context: HotelContext, input: ReservationInput, stay: Stay): ResolvedRoom[] {
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
      wanted: wantedRoom(roomPlan, plan),
    });
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return resolved;
}

/** The extras of a booking: priced, as the reservation lists them, and the stock they take. */
export interface BookedExtras {
  readonly amounts: ExtrasAmounts | undefined;
  readonly rows: Schemas['ReservationExtra'][];
  readonly held: { id: number; quantity: number }[];
}

/**
 * The extras of a booking, checked as the price check checks them (`hotel/extras.ts`); an extra that asks
 * a question needs its answer.
 *
 * @example
 * ```ts
 * const extras = bookedExtras(context.hotel, input, ['2026-12-10']);
 * ```
 */
export function bookedExtras(
  hotel: HotelRow,
  input: ReservationInput,
  dates: readonly string[],
): BookedExtras {
  const rows: Schemas['ReservationExtra'][] = [];
  const held: { id: number; quantity: number }[] = [];
  let withoutTax = 0;
  input.extras.forEach((selection, index) => {
    const field = `extras.${index}`;
    const delivered =
      selection.deliveries.length > 0
        ? selection.deliveries.reduce((sum, delivery) => sum + delivery.quantity, 0)
        : undefined;
    const order = {
      extraId: selection.extraId,
      quantity: selection.quantity,
      days: selection.deliveries.map((delivery) => delivery.delivered_at),
      ...(delivered === undefined ? {} : { delivered }),
    };
    // The stay's dates always name its first night: a booking is dated.
    const extra = checkExtraOrder(hotel, order, dates.length > 0 ? dates : [input.checkin], field);
    if (!extra) return;
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
      total_price: withHotelTax(hotel, price),
    });
  });
  if (rows.length === 0) return { amounts: undefined, rows, held };
  const rounded = roundAmount(withoutTax, hotel.currency);
  return { amounts: { withoutTax: rounded, withTax: withHotelTax(hotel, rounded) }, rows, held };
}

/**
 * Refuses a stay the guest (by e-mail) already holds over these dates at the hotel, unless the booking
 * acknowledges it; the trigger e-mail always overlaps.
 *
 * @example
 * ```ts
 * checkOverlap(hotel, input, 'hanako@example.com');
 * ```
 */
export function checkOverlap(hotel: HotelRow, input: ReservationInput, email: string): void {
  if (input.acknowledgeOverlap) return;
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

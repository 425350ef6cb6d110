/**
 * Booking (`createReservation`): the whole booking is checked before anything changes — the body, the
 * hotel's rules (dates, guests, rooms, codes), the lottery and language rules, the plans and their payment
 * types, extras, answers (checked as answers after booking are: `answers.ts`), an overlapping stay, the
 * price (the search's price function, compared with `price_displayed_total`), points and the card — and
 * only then are the stock taken and the rows written, in one synchronous step, so concurrent bookings
 * never oversell. The trigger registry documents the input behind every refusal.
 */
import { copyBookerToProfile } from '../identity/profileFromBooking';
import { availablePaymentTypes, type components } from '@staykit/sdk';
import { bookPoints } from '../account/pointLedger';
import { holdVoucher, usableVoucher } from '../account/vouchers';
import { bookWin, incompleteReservation, winningEntry } from '../lottery/lotteryEntries';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow } from '../db/rows';
import { loadStock } from '../db/stock';
import { invalid } from '../http/errors';
import { requestBase } from '../http/requestBase';
import { clientSessionOf } from '../http/requestHeaders';
import { convert, effectiveMcp } from '../lib/currencies';
import { daysBetween } from '../lib/dates';
import { checkBookingCard, needsChallenge, startCardPayment } from '../payment/cardPayment';
import { challengeOf } from '../payment/reservationPayments';
import { checkMembersPlans, commonPaymentTypes, depositOf } from '../search/planRules';
import { checkBotToken } from '../hotel/botCheck';
import { loadHotelContext } from '../search/searchEngine';
import { checkHotelRules, hotelToday, stayDates } from '../search/searchRequest';
import type { Stay } from '../search/searchRequest';
import { checkStock } from '../search/stockRules';
import { bookingAnswers } from './answers';
import { bookerOf } from './bookerOf';
import {
  bookedExtras,
  checkLottery,
  checkNameTriggers,
  checkOverlap,
  paymentInProgress,
  resolveRooms,
} from './bookingChecks';
import { priceBooking } from './bookingPrice';
import type { ReservationInput } from './reservationRequest';
import { reservationNow } from './reservationBody';
import { holdStock, nextReservation } from './reservations';

type Schemas = components['schemas'];

/**
 * Checks a booking whole, then books it: the stock, the reservation and its card payment. Returns the
 * answer of `createReservation`; `createAgencyReservation` books through it too (`channel: 'agency'`).
 *
 * @example
 * ```ts
 * const { status, body } = book(hotel, readReservationRequest(raw), request); // 201
 * ```
 */
export function book(
  hotel: HotelRow,
  input: ReservationInput,
  request: Request,
  channel: 'site' | 'agency' = 'site',
): { status: number; body: Schemas['CreateReservationResponse'] } {
  const booker = bookerOf(request);
  // The agency site guards its own checkout, and its request carries no token.
  checkBotToken(hotel, input.turnstileToken, channel === 'site' && hotel.bot_check);
  checkNameTriggers(input);
  const nights = daysBetween(input.checkin, input.checkout);
  const stay: Stay = {
    searchType: 'dated',
    checkin: input.checkin,
    checkout: input.checkout,
    nights,
    isDayUse: nights === 0,
  };
  checkHotelRules(hotel, {
    stay,
    rooms: input.rooms.map((room) => room.mix),
    dynamicPackage: false,
    promoCode: input.promoCode,
    couponCode: input.couponCode,
  });
  const voucher =
    input.voucherCouponCode === undefined
      ? undefined
      : usableVoucher(
          input.voucherCouponCode,
          booker.userToken,
          { checkin: input.checkin, checkout: input.checkout },
          hotelToday(hotel),
        );
  checkLottery(hotel, input, stay, request);
  // A winner books the stay won, with its entry (unknown numbers follow the lottery triggers).
  const win =
    input.lotteryEntry === undefined ? undefined : winningEntry(input.lotteryEntry, booker.memberId);
  // A win whose earlier booking still waits for 3-D Secure is being paid: one payment at a time.
  if (win && incompleteReservation(win)?.status === 'payment_pending') throw paymentInProgress();
  if (win && (win.checkin_date !== input.checkin || win.checkout_date !== input.checkout)) {
    throw invalid({
      checkin_date: [`lottery entry ${win.entry_number} won ${win.checkin_date} to ${win.checkout_date}`],
    });
  }
  if (!hotel.taiwan_receipts && (input.receiptTitle !== undefined || input.receiptUnicode !== undefined)) {
    throw invalid({ receipt_title: [`${hotel.code} issues no Taiwan receipts`] });
  }
  const context = loadHotelContext(hotel);
  const rooms = resolveRooms(context, input, stay);
  const plans = rooms.map((room) => room.plan);
  checkMembersPlans(plans, { signedIn: booker.userToken !== null, userToken: booker.userToken });
  // The SDK's rule: in another currency than the hotel's, only card payment online.
  const common = availablePaymentTypes(commonPaymentTypes(plans), [], null, {
    multiCurrency: effectiveMcp(hotel, input.mcpCurrency) !== undefined,
  });
  if (!common.includes(input.payment.type)) {
    throw invalid({ 'payment.type': [`must be one of ${common.join(', ') || 'none in this currency'}`] });
  }
  const dates = stayDates(stay);
  const wanted = rooms.map((room) => room.wanted);
  checkStock(loadStock(hotel.id), dates, wanted);
  const extras = bookedExtras(hotel, input, dates);
  // The agency site does not ask the hotel's questions: the hotel asks them at check-in.
  const answers =
    channel === 'agency'
      ? []
      : bookingAnswers(
          hotel,
          { ...booker, checkin: input.checkin, planCodes: plans.map((plan) => plan.code) },
          input.answers,
        );
  const email = input.guest.email.toLowerCase();
  checkOverlap(hotel, input, email);
  const { price, shares, mcp } = priceBooking(
    context,
    input,
    booker,
    rooms,
    { dates, nights, voucher },
    extras.amounts,
  );
  const online = price.deposit_amount ?? price.total_price;
  const card = checkBookingCard(input.payment, {
    hotel,
    userToken: booker.userToken,
    clientSession: clientSessionOf(request),
    amount: online,
    mcp,
    checkout: input.checkout,
  });

  // Everything is checked: from here on the booking cannot fail.
  const held = holdStock(hotel, dates, wanted, extras.held);
  const { number, serial, token } = nextReservation(hotel);
  const from = hotel.currency;
  const now = nowMillis();
  const challenge = needsChallenge(card, input.payment.type);
  // Paid through a provider, the booking waits for the payer there as it waits for 3-D Secure.
  const waits = challenge || input.payment.provider !== undefined;
  const reservation = db.reservation.insert({
    number,
    serial,
    hotel_id: hotel.id,
    status: waits ? 'payment_pending' : 'done',
    token,
    email,
    member_id: booker.memberId,
    source: channel,
    user_token: booker.userToken ?? '',
    checkin_date: input.checkin,
    checkout_date: input.checkout,
    payment_type: input.payment.type,
    currency: from,
    mcp_currency: mcp ?? null,
    guest: { ...input.guest, email },
    rooms: rooms.map((room, index) => ({
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
    })),
    price,
    extras: extras.rows,
    answers,
    held,
    booking_for_someone_else: input.bookingForSomeoneElse,
    coupon_code: input.couponCode ?? null,
    spending_point: input.pointsToSpend,
    deposit_percentage: depositOf(plans),
    cancellation_policy_id: rooms[0]?.plan.cancellation_policy_id ?? null,
    lottery_entry_number: input.lotteryEntry ?? null,
    receipt_title: input.receiptTitle ?? null,
    receipt_unicode: input.receiptUnicode ?? null,
    tracking: input.tracking,
    created_at_ms: now,
    cancelled_at_ms: null,
    cancel_reason: null,
    cancel_details: null,
    cancel_fee_displayed: null,
    cancel_fee: null,
    cancel_refund: null,
  });
  bookPoints(reservation, hotelToday(hotel));
  if (input.updateProfile && booker.memberId !== null) copyBookerToProfile(booker.memberId, input.guest);
  if (voucher) holdVoucher(voucher, reservation);
  const payment = startCardPayment({
    hotel,
    reservation,
    card,
    type: input.payment.type,
    amount: online,
    mcp,
    returnUrl: input.payment.returnUrl,
    nowMs: now,
    provider: input.payment.provider,
  });
  if (win) bookWin(win, reservation.number, payment?.status === 'pre_3d_secure');
  return {
    status: 201,
    body: {
      data: {
        reservation: reservationNow(reservation, true),
        payment: payment
          ? {
              status: payment.status,
              three_d_secure: challenge ? challengeOf(payment, requestBase(request)) : null,
            }
          : null,
      },
    },
  };
}

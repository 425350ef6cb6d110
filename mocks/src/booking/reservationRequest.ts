/**
 * Reading the body of `createReservation` (the contract's `CreateReservationRequest`) without trusting
 * it: every field as the contract describes it (names in romanised letters, hiragana, katakana, Chinese
 * characters or hangul; e-mail; phone with digits and +; postal code with letters and digits; required
 * fields never blank; terms accepted), each problem a 422 `1000` naming the field; the answers to
 * questions are read as every request that carries answers reads them (`answerInput.ts`). Nothing here
 * reads the store: the booking rules that need state are `book.ts`'s.
 */
import type { components } from '@staykit/sdk';
import { zCreateReservationRequest, zPaymentProvider, zPaymentType } from '@staykit/sdk/zod';
import { BodyReader } from '../http/bodyReader';
import { CAMPAIGN_FIELDS, EMAIL, GUEST_NAME, PHONE, POSTAL_CODE } from '../http/fieldPatterns';
import { CARD_BRANDS } from '../payment/cards';
import { isCurrencyCode } from '../lib/currencies';
import type { CurrencyCode } from '../lib/currencies';
import { daysBetween } from '../lib/dates';
import { readAnswerInput } from './answerInput';
import type { AnswerInput } from './answerInput';
import type { GuestMix } from '../search/searchRequest';
import { ADULTS, HEADS, KIDS_TIER_CODES } from '../lib/guestCounts';

type Schemas = components['schemas'];
/** A payment type of the contract. */
export type PaymentType = Schemas['PaymentType'];
/** A card brand of the contract. */
type CardBrand = Schemas['CardBrand'];

// The contract's rule for a Taiwan receipt name (traditional Chinese and brackets, the whole name), read from
// the generated schema so the mock and the contract cannot drift apart.
const RECEIPT_TITLE = zCreateReservationRequest.shape.receipt_title;
const MAX_ID = 2_147_483_647;

/** A guest's name as booked. */
export type GuestName = Schemas['ReservationGuestName'];
/** The booker as booked. */
export type GuestInput = Schemas['ReservationGuestInput'];

/** One room of the booking. */
export interface RoomInput {
  readonly roomTypeCode: string;
  readonly roomPlanCode: string;
  readonly hotelPlanCode: string | undefined;
  readonly mix: GuestMix;
  readonly kidsAgeRange: readonly Schemas['ReservationKidsAgeRange'][];
  readonly guest: GuestName;
}

/** How the guest pays. */
export interface PaymentInput {
  readonly type: PaymentType;
  readonly cardToken: string | undefined;
  readonly creditCardId: number | undefined;
  readonly cardBrand: CardBrand | undefined;
  readonly returnUrl: string | undefined;
  /** Paid through a provider after the booking instead of a card (`provider: paypal`). */
  readonly provider: Schemas['PaymentProvider'] | undefined;
}

/** An extra chosen: its deliveries (date-based extras) or none. */
export interface ExtraInput {
  readonly extraId: number;
  readonly quantity: number;
  readonly answer: string | undefined;
  readonly deliveries: readonly Schemas['ReservationExtraDeliveryTime'][];
}

/** A parsed booking. */
export interface ReservationInput {
  readonly checkin: string;
  readonly checkout: string;
  readonly rooms: readonly RoomInput[];
  readonly guest: GuestInput;
  readonly bookingForSomeoneElse: boolean;
  readonly updateProfile: boolean;
  readonly payment: PaymentInput;
  readonly extras: readonly ExtraInput[];
  readonly answers: readonly AnswerInput[];
  readonly lotteryEntry: string | undefined;
  readonly couponCode: string | undefined;
  readonly promoCode: string | undefined;
  readonly voucherCouponCode: string | undefined;
  readonly receiptTitle: string | undefined;
  readonly receiptUnicode: string | undefined;
  /** The campaign tracking sent with the booking (`tracking`), by field. */
  readonly tracking: Readonly<Record<string, string>>;
  readonly acknowledgeOverlap: boolean;
  readonly pointsToSpend: number;
  readonly turnstileToken: string | undefined;
  readonly mcpCurrency: CurrencyCode | undefined;
  readonly priceDisplayedTotal: number | undefined;
}

function readName(reader: BodyReader, name: string, required: boolean): string | undefined {
  return reader.text(name, { minLength: required ? 1 : 0, maxLength: 100, pattern: GUEST_NAME, required });
}

function readGuestName(reader: BodyReader): GuestName {
  const kana = {
    first_name_kana: readName(reader, 'first_name_kana', false),
    last_name_kana: readName(reader, 'last_name_kana', false),
  };
  return {
    first_name: readName(reader, 'first_name', true) ?? '',
    last_name: readName(reader, 'last_name', true) ?? '',
    ...(kana.first_name_kana ? { first_name_kana: kana.first_name_kana } : {}),
    ...(kana.last_name_kana ? { last_name_kana: kana.last_name_kana } : {}),
  };
}

function readGuest(reader: BodyReader): GuestInput {
  const name = readGuestName(reader);
  const optional = {
    notes: reader.text('notes', { maxLength: 2000 }),
    postal_code: reader.text('postal_code', { maxLength: 20, pattern: POSTAL_CODE }),
    prefecture_or_state: reader.text('prefecture_or_state', { maxLength: 100 }),
    street_address: reader.text('street_address', { maxLength: 255 }),
    building_name_and_number: reader.text('building_name_and_number', { maxLength: 255 }),
  };
  const guest: GuestInput = {
    ...name,
    email: reader.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL, required: true }) ?? '',
    phone: reader.text('phone', { minLength: 1, maxLength: 30, pattern: PHONE, required: true }) ?? '',
  };
  for (const [field, value] of Object.entries(optional)) {
    if (value !== undefined && value !== '') Object.assign(guest, { [field]: value });
  }
  return guest;
}

function readRoom(reader: BodyReader): RoomInput {
  const kidsTiers = reader.texts('kids_tiers', KIDS_TIER_CODES);
  const kidsAges = reader.integers('children_ages', { maxItems: 20, min: 0, max: 17 });
  const kidsAgeRange = reader.objects('kids_age_range', { maxItems: 20 }).map((range) => ({
    code: range.text('code', { minLength: 1, maxLength: 20, required: true }) ?? '',
    count: range.integer('count', { ...HEADS, required: true }) ?? 0,
  }));
  const ranged = kidsAgeRange.reduce((sum, range) => sum + range.count, 0);
  const children = reader.integer('children', HEADS) ?? 0;
  const guest = reader.object('guest', { required: true });
  return {
    roomTypeCode: reader.text('room_type_code', { minLength: 1, maxLength: 64, required: true }) ?? '',
    roomPlanCode: reader.text('room_plan_code', { minLength: 1, maxLength: 64, required: true }) ?? '',
    hotelPlanCode: reader.text('hotel_plan_code', { maxLength: 64 }),
    mix: {
      adults: reader.integer('adults', { ...ADULTS, required: true }) ?? 0,
      children: Math.max(children, kidsTiers.length, kidsAges.length, ranged),
      kidsTiers,
      kidsAges,
      adultCompanion: reader.integer('adult_companion', HEADS) ?? 0,
      kidTierACompanion: reader.integer('kid_tier_A_companion', HEADS) ?? 0,
    },
    kidsAgeRange,
    guest: guest ? readGuestName(guest) : { first_name: '', last_name: '' },
  };
}

function readPayment(reader: BodyReader): PaymentInput {
  const payment: PaymentInput = {
    type: reader.oneOf('type', zPaymentType.options, true) ?? 'on_site',
    cardToken: reader.text('card_token', { minLength: 8, maxLength: 512 }),
    creditCardId: reader.integer('credit_card_id', { min: 1, max: MAX_ID }),
    cardBrand: reader.oneOf('card_brand', CARD_BRANDS),
    returnUrl: reader.url('three_d_secure_return_url', 2048),
    provider: reader.oneOf('provider', zPaymentProvider.options),
  };
  reader.boolean('save_card');
  if (payment.cardToken !== undefined && payment.creditCardId !== undefined) {
    reader.fail('credit_card_id', 'give either card_token or credit_card_id, not both');
  }
  return payment;
}

function readExtra(reader: BodyReader): ExtraInput {
  const deliveries = reader.objects('delivery_times', { maxItems: 366 }).map((delivery) => ({
    delivered_at: delivery.date('delivered_at', true) ?? '',
    quantity: delivery.integer('quantity', { min: 0, max: 9999, required: true }) ?? 0,
  }));
  return {
    extraId: reader.integer('extra_id', { min: 1, max: MAX_ID, required: true }) ?? 0,
    quantity: reader.integer('quantity', { min: 0, max: 9999, required: true }) ?? 0,
    answer: reader.text('answer', { maxLength: 255 }),
    deliveries,
  };
}

/** Reads and checks the body of `createReservation`; throws one 422 `1000` naming every bad field. */
export function readReservationRequest(body: unknown): ReservationInput {
  const reader = BodyReader.of(body);
  const checkin = reader.date('checkin_date', true) ?? '';
  const checkout = reader.date('checkout_date', true) ?? '';
  if (checkin !== '' && checkout !== '') {
    const nights = daysBetween(checkin, checkout);
    if (nights < 0) reader.fail('checkout_date', 'must not be before checkin_date');
    if (nights > 30) reader.fail('checkout_date', 'a stay may last at most 30 nights');
  }
  const rooms = reader.objects('rooms', { minItems: 1, maxItems: 999, required: true }).map(readRoom);
  const guestReader = reader.object('guest', { required: true });
  const guest = guestReader
    ? readGuest(guestReader)
    : { first_name: '', last_name: '', email: '', phone: '' };
  const paymentReader = reader.object('payment', { required: true });
  const payment = paymentReader
    ? readPayment(paymentReader)
    : {
        type: 'on_site' as const,
        cardToken: undefined,
        creditCardId: undefined,
        cardBrand: undefined,
        returnUrl: undefined,
        provider: undefined,
      };
  if (reader.raw('terms_accepted') !== true)
    reader.fail('terms_accepted', 'the terms must be accepted (true)');
  const lottery = reader.object('lottery_result');
  const lotteryEntry = lottery?.text('entry_number', {
    minLength: 1,
    maxLength: 40,
    pattern: /^[A-Za-z0-9-]+$/,
    required: true,
  });
  const receiptTitle = reader.text('receipt_title', { minLength: 1, maxLength: 100 });
  if (receiptTitle !== undefined && !RECEIPT_TITLE.safeParse(receiptTitle).success) {
    reader.fail('receipt_title', 'must be written in traditional Chinese');
  }
  const currency = reader.text('currency', { maxLength: 3 });
  if (currency !== undefined && !isCurrencyCode(currency)) reader.fail('currency', 'must be a currency code');
  const mcp = reader.text('mcp_currency', { maxLength: 3 });
  if (mcp !== undefined && !isCurrencyCode(mcp)) reader.fail('mcp_currency', 'must be a currency code');
  const trackingReader = reader.object('tracking');
  // Recorded with the reservation (`GET /__staykit/state?reservation=`), in a null-prototype record.
  const tracking: Record<string, string> = Object.create(null) as Record<string, string>;
  if (trackingReader) {
    const fields: [string, number][] = [
      ['metasearch_source', 100],
      ['search_id', 100],
      ...[...CAMPAIGN_FIELDS, 'gclid', 'yclid', 'google_site'].map((field): [string, number] => [field, 255]),
    ];
    for (const [field, maxLength] of fields) {
      const value = trackingReader.text(field, { maxLength });
      if (value !== undefined) tracking[field] = value;
    }
  }
  const input: ReservationInput = {
    checkin,
    checkout,
    rooms,
    guest,
    bookingForSomeoneElse: reader.boolean('booking_for_someone_else') ?? false,
    updateProfile: reader.boolean('update_profile') ?? false,
    payment,
    extras: reader.objects('extras', { maxItems: 100 }).map(readExtra),
    answers: reader.objects('additional_question_answers', { maxItems: 100 }).map(readAnswerInput),
    lotteryEntry,
    couponCode: reader.text('coupon_code', { maxLength: 64 }) || undefined,
    promoCode: reader.text('promo_code', { maxLength: 64 }) || undefined,
    voucherCouponCode: reader.text('voucher_coupon_code', { maxLength: 64 }) || undefined,
    receiptTitle,
    receiptUnicode: reader.text('receipt_unicode', { maxLength: 8, pattern: /^[0-9]{8}$/ }),
    tracking,
    acknowledgeOverlap: reader.boolean('acknowledge_overlapping_reservation') ?? false,
    pointsToSpend: reader.integer('points_to_spend', { min: 0, max: MAX_ID }) ?? 0,
    turnstileToken: reader.text('turnstile_token', { maxLength: 2048 }),
    mcpCurrency: mcp !== undefined && isCurrencyCode(mcp) ? mcp : undefined,
    priceDisplayedTotal: reader.number('price_displayed_total', { min: 0 }),
  };
  if (input.couponCode !== undefined && input.voucherCouponCode !== undefined) {
    reader.fail('voucher_coupon_code', 'one coupon code at a time: send coupon_code or voucher_coupon_code');
  }
  reader.finish();
  return input;
}

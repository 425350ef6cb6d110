import { CURRENCIES, normalizePhone, type components, type GuestDetailsInput } from '@staykit/sdk';
import type { CheckoutUrl } from './readCheckoutUrl';

type Schemas = components['schemas'];
type CreateReservationRequest = Schemas['CreateReservationRequest'];
type PriceBreakdown = Schemas['PriceBreakdown'];

/**
 * How the guest pays, as the payment step decided it (a card token only: card data never gets here).
 *
 * @example
 * ```ts
 * const payment: ChosenPayment = { type: 'credit_card', cardToken: 'tok_mock_000001', returnUrl: 'https://w.example/reservation/confirmation' };
 * ```
 */
export interface ChosenPayment {
  type: Schemas['PaymentType'];
  cardToken?: string;
  /** A saved card of the signed-in member. */
  creditCardId?: number;
  /** Where a 3-D Secure page returns the guest. */
  returnUrl?: string;
  /** Paid through a provider's page after the booking (PayPal), instead of a card. */
  provider?: Schemas['PaymentProvider'];
}

const trimmed = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The `createReservation` body of a checkout (contract: `CreateReservationRequest`): the stay, one room per booked room
 * (a line of quantity n is n rooms, each with the companions searched with), the booker, each room's guest when booking for someone else, the
 * payment, the codes, the Taiwan receipt, the extras chosen (`ReservationExtraSelection`s as
 * `summarizeExtras` gives them: none of quantity 0), and the total the guest saw (`price_displayed_total`,
 * in the display currency when there is one) so that a changed price is refused, not charged.
 *
 * @example
 * ```ts
 * toBookingRequest(checkout, guest, { type: 'on_site' }, price, 'JPY').rooms.length; // rooms booked
 * toBookingRequest(checkout, guest, { type: 'on_site' }, price, 'JPY', undefined, [{ extra_id: 8, quantity: 1 }]).extras;
 * toBookingRequest(checkout, guest, { type: 'on_site' }, price, 'JPY', undefined, [], 1000).points_to_spend; // 1000
 * ```
 */
export function toBookingRequest(
  checkout: CheckoutUrl,
  guest: GuestDetailsInput & { readonly update_profile?: boolean },
  payment: ChosenPayment,
  price: PriceBreakdown,
  hotelCurrency: Schemas['CurrencyCode'],
  mcpCurrency?: Schemas['CurrencyCode'],
  extras: readonly Schemas['ReservationExtraSelection'][] = [],
  // The points applied to the price shown (docs/widget.md#members): the same amount re-priced `total_price`.
  pointsToSpend = 0,
): CreateReservationRequest {
  const stay =
    checkout.stay.kind === 'dated'
      ? { checkin_date: checkout.stay.checkin, checkout_date: checkout.stay.checkout }
      : // Undated bookings carry no dates in the seeds; the API wants them: the caller refuses undated checkout.
        { checkin_date: '', checkout_date: '' };
  const someoneElse = guest.booking_for_someone_else === true;
  const roomGuests = guest.rooms ?? [];
  let roomIndex = 0;
  const rooms = checkout.lines.flatMap((line) =>
    Array.from({ length: line.quantity ?? 1 }, () => {
      const staying = roomGuests[roomIndex]?.guest;
      roomIndex += 1;
      // Every room names who stays: the booker, unless booking for someone else.
      const names = someoneElse && staying ? staying : guest;
      const room: CreateReservationRequest['rooms'][number] = {
        room_type_code: line.room_type_code,
        room_plan_code: line.room_plan_code,
        adults: line.adults,
        children: line.children ?? line.kids_tiers?.length ?? 0,
        guest: {
          first_name: trimmed(names.first_name) ?? '',
          last_name: trimmed(names.last_name) ?? '',
          ...optional('first_name_kana', names.first_name_kana),
          ...optional('last_name_kana', names.last_name_kana),
        },
      };
      if (line.kids_tiers && line.kids_tiers.length > 0) room.kids_tiers = line.kids_tiers;
      // The programme's companions searched with (per room) are among the room's guests: never more than
      // the room holds, and a child companion is a child of tier A where the tiers are known.
      const tiers = line.kids_tiers ?? [];
      const tierA = tiers.length > 0 ? tiers.filter((tier) => tier === 'A').length : undefined;
      const adultCompanions = Math.min(checkout.scope.adultCompanion, room.adults);
      const kidCompanions = Math.min(checkout.scope.kidTierACompanion, tierA ?? room.children ?? 0);
      if (adultCompanions > 0) room.adult_companion = adultCompanions;
      if (kidCompanions > 0) room.kid_tier_A_companion = kidCompanions;
      return room;
    }),
  );
  const mcpTotal = price.mcp_total_price;
  // The API wants the displayed total in the currency's major unit (12.34 USD), not its cents.
  const displayed =
    mcpCurrency !== undefined && mcpTotal
      ? mcpTotal.cents / 10 ** CURRENCIES[mcpTotal.currency].decimalDigits
      : price.total_price;
  const booker = {
    first_name: trimmed(guest.first_name) ?? '',
    last_name: trimmed(guest.last_name) ?? '',
    email: trimmed(guest.email) ?? '',
    phone: normalizePhone(trimmed(guest.phone) ?? ''),
    ...optional('first_name_kana', guest.first_name_kana),
    ...optional('last_name_kana', guest.last_name_kana),
    ...optional('notes', guest.notes),
    ...optional('postal_code', guest.postal_code),
    ...optional('prefecture_or_state', guest.prefecture_or_state),
    ...optional('street_address', guest.street_address),
    ...optional('building_name_and_number', guest.building_name_and_number),
  };
  return {
    ...stay,
    rooms,
    guest: booker,
    booking_for_someone_else: someoneElse,
    // A signed-in member's choice to copy these details to their profile.
    update_profile: guest.update_profile === true,
    acknowledge_overlapping_reservation: false,
    points_to_spend: pointsToSpend,
    terms_accepted: true,
    payment: {
      type: payment.type,
      save_card: false,
      ...(payment.cardToken === undefined ? {} : { card_token: payment.cardToken }),
      ...(payment.creditCardId === undefined ? {} : { credit_card_id: payment.creditCardId }),
      ...(payment.returnUrl === undefined ? {} : { three_d_secure_return_url: payment.returnUrl }),
      ...(payment.provider === undefined ? {} : { provider: payment.provider }),
    },
    ...(checkout.couponCode === undefined ? {} : { coupon_code: checkout.couponCode }),
    ...(checkout.voucherCode === undefined ? {} : { voucher_coupon_code: checkout.voucherCode }),
    // A lottery winner's booking: the API books it as the entry's win (only the winner may).
    ...(checkout.lotteryEntry === undefined
      ? {}
      : { lottery_result: { entry_number: checkout.lotteryEntry } }),
    ...(checkout.promoCode === undefined ? {} : { promo_code: checkout.promoCode }),
    // An extra of quantity 0 is not ordered (docs/widget.md#checkout): it stays out of the booking.
    ...(extras.some((extra) => extra.quantity > 0)
      ? { extras: extras.filter((extra) => extra.quantity > 0) }
      : {}),
    ...optional('receipt_title', guest.receipt_title),
    ...optional('receipt_unicode', guest.receipt_unicode),
    currency: hotelCurrency,
    ...(mcpCurrency === undefined ? {} : { mcp_currency: mcpCurrency }),
    ...(displayed === undefined ? {} : { price_displayed_total: displayed }),
  };
}

function optional<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  const text = trimmed(value);
  return text === undefined ? {} : ({ [key]: text } as Record<K, string>);
}

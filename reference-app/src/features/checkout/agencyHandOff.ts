import { agencyPaymentProblem, normalizePhone, type components } from '@staykit/sdk';
import type { CheckoutUrl } from './readCheckoutUrl';
import type { GuestFormValues } from './GuestForm';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type TemporaryStorageRequest = components['schemas']['TemporaryStorageRequest'];

/** The contract's limit of rooms in stored booking data. */
const MAX_ROOMS = 10;

/**
 * Whether this checkout hands its payment to the agency site (docs/widget.md#agency-hand-off): the visit
 * came from the agency with its channel on (`ota_enabled`), the stay has dates, and the hotel allows it
 * (`agencyPaymentProblem`: a gateway the agency site takes over, the `default` payment hub, yen). What
 * the stored booking cannot carry keeps the payment here: a day-use stay, a voucher, a lottery win,
 * children by tier, and (`extrasOrPoints`) extras or points the guest added on this page.
 *
 * @example
 * ```ts
 * handsOffToAgency(hotel, checkout, startup.otaEnabled); // true at demo-tokyo (GMO, default hub, JPY)
 * ```
 */
export function handsOffToAgency(
  hotel: BookingWidgetInit,
  checkout: CheckoutUrl,
  otaEnabled: boolean,
  extrasOrPoints = false,
): boolean {
  return (
    otaEnabled &&
    !extrasOrPoints &&
    checkout.stay.kind === 'dated' &&
    !checkout.stay.dayUse &&
    checkout.voucherCode === undefined &&
    checkout.lotteryEntry === undefined &&
    checkout.lines.every((line) => (line.kids_tiers ?? []).length === 0) &&
    agencyPaymentProblem({
      gateway: hotel.payment_gateway_setting.gateway,
      paymentHub: hotel.payment_hub_integration_type,
      currency: hotel.currency,
    }) === null
  );
}

/**
 * What the storefront shows of a moved booking and cannot read from the contract's fields: the hotel's
 * id and name, the rooms' names and the total the guest saw. Kept in the stored data's `client_state`.
 *
 * @example
 * ```ts
 * const shown: HandOffDisplay = { hotelId: 101, hotelName: 'Demo Hotel Tokyo', roomTypeName: 'Standard', roomPlanName: 'Room only', total: 15800 };
 * ```
 */
export interface HandOffDisplay {
  hotelId: number;
  hotelName: string;
  roomTypeName: string;
  roomPlanName: string;
  total: number;
}

/**
 * The booking data stored for the agency site (`createTemporaryStorage`): the stay, one entry per room
 * booked, the booker (the phone in digits), the codes, the address to come back to, and what the
 * storefront shows. Never card data: the card is entered on the agency site. `null` when the checkout
 * has no dates or more rooms than the contract stores.
 *
 * @example
 * ```ts
 * const body = handOffStorage(hotel, checkout, guest, shown, location.href);
 * if (body) store.mutate({ body });
 * ```
 */
export function handOffStorage(
  hotel: BookingWidgetInit,
  checkout: CheckoutUrl,
  guest: GuestFormValues,
  shown: HandOffDisplay,
  returnUrl: string,
): TemporaryStorageRequest | null {
  if (checkout.stay.kind !== 'dated') return null;
  const rooms = checkout.lines.flatMap((line) =>
    Array.from({ length: line.quantity ?? 1 }, () => ({
      room_type_code: line.room_type_code,
      room_plan_code: line.room_plan_code,
      adults: line.adults,
      children: line.children ?? 0,
    })),
  );
  if (rooms.length === 0 || rooms.length > MAX_ROOMS) return null;
  return {
    hotel_code: hotel.hotel_code,
    data: {
      checkin_date: checkout.stay.checkin,
      checkout_date: checkout.stay.checkout,
      rooms,
      guest: {
        first_name: guest.first_name ?? '',
        last_name: guest.last_name ?? '',
        ...(guest.first_name_kana ? { first_name_kana: guest.first_name_kana } : {}),
        ...(guest.last_name_kana ? { last_name_kana: guest.last_name_kana } : {}),
        email: guest.email ?? '',
        phone: normalizePhone(guest.phone ?? ''),
      },
      currency: hotel.currency,
      ...(checkout.couponCode === undefined ? {} : { coupon_code: checkout.couponCode }),
      ...(checkout.promoCode === undefined ? {} : { promo_code: checkout.promoCode }),
      return_url: returnUrl,
      client_state: {
        hotel_id: shown.hotelId,
        hotel_name: shown.hotelName,
        room_type_name: shown.roomTypeName,
        room_plan_name: shown.roomPlanName,
        total: shown.total,
      },
    },
  };
}

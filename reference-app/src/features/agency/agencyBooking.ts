import type { components } from '@staykit/sdk';

/**
 * The stay a guest chose on the storefront, as the checkout's address carries it from the hotel's rooms
 * to the payment (`/reservation/guest-detail?hotel_code=…&hotel_id=…&checkin=…`): nothing is kept
 * elsewhere, so a reload or a shared link shows the same stay. What the address does not name in the
 * contract's shapes is `null`, and the checkout sends the guest back to search.
 */

/**
 * One chosen stay: a room plan of a hotel for dates and adults, at the price the guest saw.
 *
 * @example
 * ```ts
 * const stay: AgencyStay = readAgencyStay(new URLSearchParams(location.search));
 * ```
 */
export interface AgencyStay {
  hotelCode: string;
  hotelId: number;
  hotelName: string;
  checkin: string;
  checkout: string;
  adults: number;
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  roomPlanName: string;
  /** The total the guest saw, in `currency`: sent as `expected_total_price`. */
  total: number;
  currency: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The checkout's address for a stay.
 *
 * @example
 * ```ts
 * agencyCheckoutPath(stay); // '/reservation/guest-detail?hotel_code=demo-tokyo&hotel_id=101&…'
 * ```
 */
export function agencyCheckoutPath(stay: AgencyStay): string {
  const query = new URLSearchParams({
    hotel_code: stay.hotelCode,
    hotel_id: String(stay.hotelId),
    hotel_name: stay.hotelName,
    checkin: stay.checkin,
    checkout: stay.checkout,
    adults: String(stay.adults),
    room_type: stay.roomTypeCode,
    room_type_name: stay.roomTypeName,
    room_plan: stay.roomPlanCode,
    room_plan_name: stay.roomPlanName,
    total: String(stay.total),
    currency: stay.currency,
  });
  return `/reservation/guest-detail?${query.toString()}`;
}

/**
 * The stay of a checkout address, or null when a part is missing or malformed.
 *
 * @example
 * ```ts
 * readAgencyStay(new URLSearchParams('hotel_code=demo-tokyo')); // null: no dates, room or price
 * ```
 */
export function readAgencyStay(query: URLSearchParams): AgencyStay | null {
  const text = (name: string, max = 200) => {
    const value = query.get(name)?.trim() ?? '';
    return value !== '' && value.length <= max ? value : null;
  };
  const hotelCode = text('hotel_code', 64);
  const checkin = text('checkin');
  const checkout = text('checkout');
  const roomTypeCode = text('room_type', 64);
  const roomPlanCode = text('room_plan', 64);
  const currency = text('currency', 3);
  const hotelId = Number(query.get('hotel_id'));
  const adults = Number(query.get('adults'));
  const total = Number(query.get('total'));
  if (
    !hotelCode ||
    !CODE.test(hotelCode) ||
    !checkin ||
    !DATE.test(checkin) ||
    !checkout ||
    !DATE.test(checkout) ||
    checkout <= checkin ||
    !roomTypeCode ||
    !roomPlanCode ||
    !currency ||
    !/^[A-Z]{3}$/.test(currency) ||
    !Number.isInteger(hotelId) ||
    hotelId < 1 ||
    !Number.isInteger(adults) ||
    adults < 1 ||
    adults > 20 ||
    !Number.isFinite(total) ||
    total < 0
  ) {
    return null;
  }
  return {
    hotelCode,
    hotelId,
    hotelName: text('hotel_name') ?? hotelCode,
    checkin,
    checkout,
    adults,
    roomTypeCode,
    roomTypeName: text('room_type_name') ?? roomTypeCode,
    roomPlanCode,
    roomPlanName: text('room_plan_name') ?? roomPlanCode,
    total,
    currency,
  };
}

/**
 * The confirmation page of a booking made on the storefront, with the link token it is read with.
 *
 * @example
 * ```ts
 * agencyConfirmationPath('SK2612120001', 'bp_x'); // '/reservation/confirmation/SK2612120001?bypass_token=bp_x'
 * ```
 */
export function agencyConfirmationPath(number: string, token: string | undefined): string {
  const query = token ? `?${new URLSearchParams({ bypass_token: token }).toString()}` : '';
  return `/reservation/confirmation/${encodeURIComponent(number)}${query}`;
}

/**
 * A booking moved here from a hotel's widget (`getTemporaryStorage`), as the checkout shows it: the stay
 * of its first room, with the names and total the widget stored beside it (`client_state`), and its
 * booker. Read through the same rules as a checkout address; `null` when the stored data lacks a part.
 *
 * @example
 * ```ts
 * const moved = restoredAgencyBooking(storage.data); // { stay, guest } or null
 * ```
 */
export function restoredAgencyBooking(stored: components['schemas']['TemporaryStorage']): {
  stay: AgencyStay;
  guest: { firstName: string; lastName: string; email: string; phone: string };
} | null {
  const { data } = stored;
  const shown = data.client_state ?? {};
  const room = data.rooms?.[0];
  const fact = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const stay = readAgencyStay(
    new URLSearchParams({
      hotel_code: stored.hotel_code,
      hotel_id: fact(shown['hotel_id']),
      hotel_name: fact(shown['hotel_name']),
      checkin: data.checkin_date ?? '',
      checkout: data.checkout_date ?? '',
      adults: fact(room?.adults),
      room_type: room?.room_type_code ?? '',
      room_type_name: fact(shown['room_type_name']),
      room_plan: room?.room_plan_code ?? '',
      room_plan_name: fact(shown['room_plan_name']),
      total: fact(shown['total']),
      currency: data.currency ?? '',
    }),
  );
  if (!stay) return null;
  const guest = data.guest;
  return {
    stay,
    guest: {
      firstName: guest?.first_name ?? '',
      lastName: guest?.last_name ?? '',
      email: guest?.email ?? '',
      phone: guest?.phone ?? '',
    },
  };
}

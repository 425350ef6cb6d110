/**
 * Triggers of the agency storefront: its session, AI hotel search and the booking data kept between the
 * widget and the agency site. Part of the one trigger registry (`src/triggers.ts`), which renders
 * `docs/mock-triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import { DEFAULT_NOW } from '../clock';
import type { Trigger } from '../lib/trigger';
import { storageIdOf } from './storageIds';

const SEARCH = '/api/ota/v1/hotels/search?q=Hakone%20onsen';
// The first booking data stored after a reset, at the default clock: what the examples below store first.
const FIRST_STORAGE = storageIdOf(1, Date.parse(DEFAULT_NOW));
const RESERVATIONS = '/api/ota/v1/reservations';
/**
 * A stay at demo-tokyo booked and paid on the agency site by the mock gateway's test card (15,800 JPY):
 * the body the agency triggers change one field of.
 *
 * @example
 * ```ts
 * await fetch(`${base}/api/ota/v1/reservations`, { method: 'POST', headers, body: JSON.stringify(AGENCY_BOOKING) });
 * ```
 */
export const AGENCY_BOOKING = {
  hotel_id: 101,
  checkin_date: '2026-12-10',
  checkout_date: '2026-12-11',
  rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, children: 0 }],
  guest: { first_name: 'Taro', last_name: 'Yamada', email: 'taro@example.com', phone: '+819012345678' },
  payment: { type: 'credit_card', card_token: 'tok_test_1111' },
  expected_total_price: 15800,
  terms_accepted: true,
} as const;

/** The agency triggers, by name. */
export const agencyTriggers = {
  agencyClientKeyInvalid: {
    code: '1000',
    operations: ['createAgencySession'],
    value: 'secret other than demo-agency-secret',
    description: 'A key and secret other than `demo-agency` / `demo-agency-secret`.',
    example: {
      method: 'POST',
      path: '/api/ota/v1/auth',
      body: { key: 'demo-agency', secret: 'wrong' },
      withoutSession: true,
    },
  },
  agencySearchDatesReversed: {
    code: '1000',
    operations: ['searchAgencyHotels'],
    value: 'checkout_date on or before checkin_date',
    description:
      'A check-out that is not after the check-in, given as parameters or read from the query (`q`), or a check-in in the past.',
    example: { method: 'GET', path: `${SEARCH}&checkin_date=2026-12-20&checkout_date=2026-12-19` },
  },
  agencySearchBeyondPeriod: {
    code: '1903',
    operations: ['searchAgencyHotels'],
    value: 'a check-in more than 12 months ahead',
    description: 'A check-in beyond the storefront’s bookable year (from the mock clock’s today in Japan).',
    example: { method: 'GET', path: `${SEARCH}&checkin_date=2028-01-10&checkout_date=2028-01-11` },
  },
  agencySearchTooManyGuests: {
    code: 'too_many_guests',
    operations: ['searchAgencyHotels'],
    value: 'adults + children above 20',
    description: 'More than 20 guests a room, adults and children together.',
    example: { method: 'GET', path: `${SEARCH}&adults=15&children=10` },
  },
  agencyRestoreFailed: {
    code: 'agency_restore_failed',
    operations: ['getTemporaryStorage', 'createAgencyReservation'],
    value: 'ts_unknown',
    description:
      'Booking data never stored (this id, or any other), or stored more than 30 minutes ago on the mock clock.',
    example: { method: 'GET', path: '/api/ota/v1/temporary_storages/ts_unknown' },
  },
  agencyPaymentFailed: {
    code: 'agency_payment_failed',
    operations: ['createAgencyReservation'],
    value: 'tok_agency_declined',
    description:
      'The `card_token` tok_agency_declined: the payment on the agency site fails (any stay); press Next again or choose another method.',
    example: {
      method: 'POST',
      path: RESERVATIONS,
      body: { ...AGENCY_BOOKING, payment: { type: 'credit_card', card_token: 'tok_agency_declined' } },
    },
  },
  agencyNotConvertible: {
    code: '1000',
    operations: ['createAgencyReservation'],
    value: 'booking data of a hotel whose payments cannot move',
    description:
      'A converted booking (`temporary_storage_id`) at a hotel whose gateway, payment hub or currency does not allow payment on the agency site (the SDK’s `agencyPaymentProblem`): demo-taipei (TapPay, TWD).',
    example: {
      method: 'POST',
      path: RESERVATIONS,
      body: {
        hotel_id: 201,
        temporary_storage_id: FIRST_STORAGE,
        payment: { type: 'credit_card', card_token: 'tok_test_1111' },
        expected_total_price: 3600,
        terms_accepted: true,
      },
      before: [
        {
          method: 'POST',
          path: '/api/ota/v1/temporary_storages',
          body: {
            hotel_code: 'demo-taipei',
            data: { checkin_date: '2026-12-10', checkout_date: '2026-12-11' },
          },
        },
      ],
    },
  },
} as const satisfies Record<string, Trigger>;

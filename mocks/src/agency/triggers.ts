/**
 * Triggers of the agency storefront: its session, AI hotel search and the booking data kept between the
 * widget and the agency site. Part of the one trigger registry (`src/triggers.ts`), which renders
 * `docs/mock-triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';

const SEARCH = '/api/ota/v1/hotels/search?q=Hakone%20onsen';

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
    operations: ['getTemporaryStorage'],
    value: 'ts_unknown',
    description:
      'Booking data never stored (this id, or any other), or stored more than 30 minutes ago on the mock clock.',
    example: { method: 'GET', path: '/api/ota/v1/temporary_storages/ts_unknown' },
  },
} as const satisfies Record<string, Trigger>;

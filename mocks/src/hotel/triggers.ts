/**
 * Triggers of the hotel start-up and catalogue: unknown hotels, brands and policies, and the start-up
 * codes that stand for maintenance, an outage or rate limiting. Part of the one trigger registry
 * (`src/triggers.ts`), which renders `docs/mock-triggers.md` and whose every example
 * `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';

/** The hotel triggers, by name. */
export const hotelTriggers = {
  hotelNotFound: {
    code: 'hotel_not_found',
    operations: [
      'getBookingWidgetInit',
      'settings, login widget, info',
      'search and price operations',
      'extras, questions, policies',
      'upsertLiffUser (its `hotel_code`)',
    ],
    value: 'demo-missing',
    description: 'Hotel code `demo-missing` (or any unknown code or id, e.g. 999999).',
    example: { method: 'GET', path: '/hotels/demo-missing/booking_widget/init' },
  },
  maintenance: {
    code: 'maintenance',
    operations: ['getBookingWidgetInit'],
    value: 'demo-maintenance',
    description: 'Hotel code `demo-maintenance`: 503 with `Retry-After: 3600`.',
    example: { method: 'GET', path: '/hotels/demo-maintenance/booking_widget/init' },
  },
  serviceUnavailable: {
    code: 'service_unavailable',
    operations: ['getBookingWidgetInit', 'any operation on an unexpected mock failure'],
    value: 'demo-unavailable',
    description: 'Hotel code `demo-unavailable`; also the answer when a handler fails unexpectedly (logged).',
    example: { method: 'GET', path: '/hotels/demo-unavailable/booking_widget/init' },
  },
  rateLimited: {
    code: 'rate_limited',
    operations: ['getBookingWidgetInit'],
    value: 'demo-rate-limited',
    description: 'Hotel code `demo-rate-limited`: 429 with `Retry-After: 1`, every time.',
    example: { method: 'GET', path: '/hotels/demo-rate-limited/booking_widget/init' },
  },
  notFound: {
    code: 'not_found',
    operations: [
      'listBrandHotels',
      'getBrandInventory',
      'listBrandAdditionalQuestions',
      'getCancellationPolicy',
    ],
    value: 'brand 999 / policy 9999',
    description: 'An unknown brand id or cancellation policy id.',
    example: { method: 'GET', path: '/hotel_brands/999/hotels' },
  },
} as const satisfies Record<string, Trigger>;

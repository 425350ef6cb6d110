/**
 * Triggers of a member's account: the gift-point exchange and saved cards. Part of the one trigger
 * registry (`src/triggers.ts`), which renders `docs/mock-triggers.md` and whose every example
 * `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';

/** Hanako's seeded user token: her account without a sign-in first. */
const HANAKO = { Authorization: 'Bearer ut_hanako_0001' } as const;
const EXCHANGES = '/hotels/101/memberships/point_exchanges';
const COUPONS = '/hotels/101/memberships/discount_coupons';
/** Kenji Sato's seeded user token: Demo Trading's admin. */
const KENJI = { Authorization: 'Bearer ut_kenji_0001' } as const;
const CSV = '/hotel_brands/900/organizations/345/reservations?format=csv';

/** The account triggers, by name. */
export const accountTriggers = {
  pointExchangeNotWholeUnits: {
    code: 'point_exchange_invalid',
    operations: ['createPointExchange'],
    value: 'amount=750',
    description: 'An `amount` that is not whole units of 500 points.',
    example: { method: 'POST', path: EXCHANGES, body: { amount: 750 }, headers: HANAKO },
  },
  pointExchangeOutsideJapan: {
    code: 'point_exchange_invalid',
    operations: ['createPointExchange'],
    value: 'a hotel outside Japan',
    description: 'Any exchange at a hotel outside Japan (demo-taipei, 201): gift points are for Japan only.',
    example: {
      method: 'POST',
      path: '/hotels/201/memberships/point_exchanges',
      body: { amount: 1000 },
      headers: HANAKO,
    },
  },
  pointExchangeAboveBalance: {
    code: '2401',
    operations: ['createPointExchange'],
    value: 'amount above the balance',
    description: "More points than the member's balance (Hanako holds 10,000 on the seed).",
    example: { method: 'POST', path: EXCHANGES, body: { amount: 20_000 }, headers: HANAKO },
  },
  couponForOtherPlans: {
    code: '1500',
    operations: ['consumeDiscountCoupon'],
    value: 'RANKUP10 on SK9002',
    description:
      "A member's coupon that cannot apply to the reservation: Hanako's `RANKUP10` is for breakfast plans, `SK9002` is room only (also an expired coupon, or a reservation that holds a coupon already).",
    example: {
      method: 'PUT',
      path: COUPONS,
      body: { code: 'RANKUP10', reservation_number: 'SK9002' },
      headers: HANAKO,
    },
  },
  couponUsedUp: {
    code: '1501',
    operations: ['consumeDiscountCoupon'],
    value: 'WELCOME1000',
    description: "Hanako's `WELCOME1000`, whose one use is spent.",
    example: {
      method: 'PUT',
      path: COUPONS,
      body: { code: 'WELCOME1000', reservation_number: 'SK9001' },
      headers: HANAKO,
    },
  },
  csvDownloadLimit: {
    code: '1600',
    operations: ['listOrganizationReservations'],
    value: 'a fourth CSV download in a day',
    description:
      "An organization's usage table downloaded as CSV (`format=csv`) a fourth time the same day (three a day).",
    example: {
      method: 'GET',
      path: CSV,
      headers: KENJI,
      before: [
        { method: 'GET', path: CSV, headers: KENJI },
        { method: 'GET', path: CSV, headers: KENJI },
        { method: 'GET', path: CSV, headers: KENJI },
      ],
    },
  },
  csvExportPreparing: {
    code: '1200',
    operations: ['listOrganizationReservations'],
    value: 'ut_kenji_export_preparing',
    description:
      "`Authorization: Bearer ut_kenji_export_preparing`, a second seeded token of Demo Trading's admin: the CSV export (`format=csv`) is still being prepared, every time (the page of rows answers as usual). Not counted against the day's downloads.",
    example: {
      method: 'GET',
      path: CSV,
      headers: { Authorization: 'Bearer ut_kenji_export_preparing' },
    },
  },
  savedCardsDisabled: {
    code: 'saved_cards_disabled',
    operations: ['listCreditCards', 'deleteCreditCard'],
    value: 'user_token_saved_cards_off',
    description:
      '`Authorization: Bearer user_token_saved_cards_off`: saved-card use is temporarily disabled (card maintenance).',
    example: {
      method: 'GET',
      path: '/hotels/101/memberships/credit_cards',
      headers: { Authorization: 'Bearer user_token_saved_cards_off' },
    },
  },
} as const satisfies Record<string, Trigger>;

/**
 * Triggers of the search and price operations: the hotel's search rules, codes, the price check, extras
 * priced with a stay, plans, and the lottery and language rules. Part of the one trigger registry
 * (`src/triggers.ts`), which renders `docs/mock-triggers.md` and whose every example
 * `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';
import { LOTTERY } from '../seed/scenarios';

// Dates in the examples assume the default clock (today 2026-12-01 in Japan).
export const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-11';
// One room of demo-tokyo's STD-RO for two adults on that night: 15,800 JPY.
const STD_RO =
  'selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2';
export const PRICE = `/hotels/101/rooms/price?${STAY}&${STD_RO}`;
/** A signed-in member's header: the mock's test user token `member`. */
export const MEMBER = { Authorization: 'Bearer member' } as const;
const SEARCHES = ['searchRooms', 'getRoomRecommendations', 'getRoomPrice'] as const;
const LOTTERY_SEARCHES = [...SEARCHES, 'getRoomInventory'] as const;
/** The operations that read a stay's guests and rooms and apply the hotel's limits to them. */
export const STAY_RULE_OPERATIONS = [
  'searchRooms',
  'getRoomPrice',
  'getRoomInventory',
  'getRoomAvailability',
  'getBrandInventory',
] as const;

/** A lottery event that is unavailable with `code` (its UUID ends in the code). */
function lotteryUnavailable(
  code: '3751' | '3752' | '3753' | '3754' | '3755' | '3757' | '3758' | '3759' | '3760',
  extra = '',
) {
  const value = `00000000-0000-4000-8000-00000000${code}`;
  return {
    code,
    operations: SEARCHES,
    value,
    description: `\`lottery_event_uuid\` ${value}: an event that is unavailable with ${code}.${extra}`,
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&lottery_event_uuid=${value}` },
  } as const;
}

/** A lottery link (`lottery_access_token`) that has expired or is invalid, with `code`. */
function lotteryLink(code: '3780' | '3781' | '3782' | '3783', path: string) {
  const value = `lottery_link_${code}`;
  return {
    code,
    // The calendar, the event's page and the entry check the link too.
    operations: [...LOTTERY_SEARCHES, 'getRoomAvailability', 'getLotteryEvent', 'createLotteryEntry'],
    value,
    description: `\`lottery_access_token=${value}\`: a lottery link that expired or is invalid (410 ${code}); any other token is a valid link.`,
    example: { method: 'GET', path: `${path}&lottery_access_token=${value}` },
  } as const;
}

/** A hotel plan code of a plan sold in Japanese only, refused with `code` in any other language. */
function languagePlan(code: '3601' | '3602' | '3603' | '3604', value: string, path: string) {
  return {
    code,
    operations: SEARCHES,
    value,
    description: `\`hotel_plan_codes=${value}\`: a plan sold in Japanese only, asked with an \`Accept-Language\` other than Japanese (or none at a hotel whose locale is not \`ja\`); in Japanese the code just matches nothing.`,
    example: {
      method: 'GET',
      path: `${path}&hotel_plan_codes=${value}`,
      headers: { 'Accept-Language': 'en' },
    },
  } as const;
}

/** The search triggers, by name. */
export const searchTriggers = {
  beyondBookablePeriod: {
    code: '1903',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomInventory', 'getBrandInventory'],
    value: 'checkin_date=2028-01-10',
    description: "A check-in after the hotel's bookable months (12 for demo-tokyo, 6 for demo-kyoto).",
    example: { method: 'GET', path: '/hotels/101/rooms?checkin_date=2028-01-10&checkout_date=2028-01-11' },
  },
  undatedNotAllowed: {
    code: 'undated_search_not_allowed',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomInventory', 'getBrandInventory'],
    value: 'search_type=undated with differing rooms',
    description: 'An undated search whose rooms differ in guests, or with `dynamic_package=wbf`.',
    example: {
      method: 'GET',
      path: '/hotels/102/rooms?search_type=undated&rooms[0][adults]=2&rooms[1][adults]=1',
    },
  },
  roomCountLimit: {
    code: 'room_count_limit_exceeded',
    operations: STAY_RULE_OPERATIONS,
    value: 'room_count=6',
    description:
      'More rooms than `multi_rooms_search_limit` (5 at demo-tokyo, 3 at demo-kyoto; 5 with `dynamic_package=wbf`).',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&room_count=6` },
  },
  tooManyGuests: {
    code: 'too_many_guests',
    operations: STAY_RULE_OPERATIONS,
    value: 'adults=21',
    description:
      'More guests in a room than `max_guests_per_room` (20 at demo-tokyo, 6 at demo-kyoto), or more children per adult than allowed.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&adults=21` },
  },
  promotionCannotApply: {
    code: '2001',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomAvailability'],
    value: 'PROMO-EXPIRED',
    description: 'Promo code `PROMO-EXPIRED` (any code other than `PROMO10`, which takes 10% off).',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&promo_code=PROMO-EXPIRED` },
  },
  couponInvalid: {
    code: '1500',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomAvailability'],
    value: 'COUPON-INVALID',
    description:
      'Coupon `COUPON-INVALID` (any coupon other than `WELCOME10`, which takes 10% off the first night).',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&coupon_code=COUPON-INVALID` },
  },
  couponUsageLimit: {
    code: '1501',
    operations: ['searchRooms', 'getRoomPrice', 'getRoomAvailability'],
    value: 'COUPON-USED-UP',
    description: 'Coupon `COUPON-USED-UP`.',
    example: { method: 'GET', path: `/hotels/101/rooms?${STAY}&coupon_code=COUPON-USED-UP` },
  },
  priceChanged: {
    code: 'price_changed',
    operations: ['getRoomPrice'],
    value: 'expected_total_price other than the total',
    description:
      'An `expected_total_price` that differs from the computed total; `meta.new_total_price` carries the total.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&expected_total_price=1`,
    },
  },
  exchangeRatesUpdated: {
    code: 'exchange_rates_updated',
    operations: ['getRoomPrice'],
    value: 'expected_mcp_total_cents other than the mcp total',
    description:
      'With `mcp_currency`, an `expected_mcp_total_cents` that differs from the converted total (the hotel-currency total matching or not sent).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&mcp_currency=USD&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&expected_mcp_total_cents=1`,
    },
  },
  noRoomsAvailable: {
    code: 'no_rooms_available',
    operations: ['getRoomPrice'],
    value: 'quantity above the rooms left',
    description:
      'More rooms of a type than are left on some night (demo-tokyo STE has 2), or than its plan allotment or sale limit.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STE&selected_rooms[0][room_plan_code]=STE-BF&selected_rooms[0][adults]=2&selected_rooms[0][quantity]=3`,
    },
  },
  soldOut: {
    code: 'sold_out',
    operations: ['getRoomPrice'],
    value: 'STE on 2026-12-24',
    description:
      'A selection with a night of no stock: demo-tokyo STE on the 23rd day from today (2026-12-24), or demo-soldout in its first 45 days.',
    example: {
      method: 'GET',
      path: '/hotels/101/rooms/price?checkin_date=2026-12-24&checkout_date=2026-12-25&selected_rooms[0][room_type_code]=STE&selected_rooms[0][room_plan_code]=STE-BF&selected_rooms[0][adults]=2',
    },
  },
  planCodeDuplicate: {
    code: '2101',
    operations: ['getRoomPrice'],
    value: 'the same room plan twice',
    description: 'The same room plan code in two `selected_rooms` lines.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-RO&selected_rooms[1][adults]=1`,
    },
  },
  paymentTypesConflict: {
    code: 'payment_types_conflict',
    operations: ['getRoomPrice'],
    value: 'STD-NR with STD-OS',
    description:
      'Plans with no payment type in common: demo-tokyo STD-NR (card only) with STD-OS (on site only).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-NR&selected_rooms[0][adults]=2&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-OS&selected_rooms[1][adults]=2`,
    },
  },
  extraUnknown: {
    code: '1100',
    operations: ['getRoomPrice'],
    value: 'extra_id 12345',
    description: 'An extra id the hotel does not have.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=12345&extras[0][quantity]=1`,
    },
  },
  extraDeadline: {
    code: '1101',
    operations: ['getRoomPrice'],
    value: 'extra 10 delivered today',
    description: "Extra 10 (late check-out, orders close 18:00 the day before) delivered on today's date.",
    example: {
      method: 'GET',
      path: '/hotels/101/rooms/price?checkin_date=2026-12-01&checkout_date=2026-12-02&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=10&extras[0][quantity]=1&extras[0][delivered_at]=2026-12-01',
    },
  },
  extraQuantity: {
    code: '1102',
    operations: ['getRoomPrice'],
    value: 'extra 8 quantity 9',
    description: "A quantity outside the extra's min and max (extra 8 allows 0-4).",
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=8&extras[0][quantity]=9`,
    },
  },
  extraStock: {
    code: '1104',
    operations: ['getRoomPrice'],
    value: 'extra 98',
    description: 'More of an extra than in stock (extra 98 has none left).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=98&extras[0][quantity]=1`,
    },
  },
  extraDates: {
    code: '1105',
    operations: ['getRoomPrice'],
    value: 'extra 7 on a date it is not sold',
    description:
      'A date-based extra delivered on a date outside its booking-available dates or the stay (extra 7 is sold on 2026-12-24 and 25 only).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=7&extras[0][quantity]=1&extras[0][delivered_at]=2026-12-10`,
    },
  },
  extraDiscontinued: {
    code: '1106',
    operations: ['getRoomPrice'],
    value: 'extra 99',
    description: 'Extra 99, no longer sold (not listed by listExtras).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&extras[0][extra_id]=99&extras[0][quantity]=1`,
    },
  },
  extraTotalInvalid: {
    code: '1103',
    operations: ['getRoomPrice'],
    value: 'extra_id=97',
    description:
      'Extra 97, a trigger id whose total never adds up on the server (the contract has no expected-extras-total parameter).',
    example: { method: 'GET', path: `${PRICE}&extras[0][extra_id]=97&extras[0][quantity]=1` },
  },
  planAccountStatus: {
    code: '2304',
    operations: ['getRoomPrice'],
    value: 'user_token_rank_mismatch',
    description:
      'A members-only plan (demo-tokyo STD-MEM) priced with `Authorization: Bearer user_token_rank_mismatch` (a member whose rank the plan does not admit; searches hide the plan from it) or with no user token.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-MEM&selected_rooms[0][adults]=2`,
      headers: { Authorization: 'Bearer user_token_rank_mismatch' },
    },
  },
  accommodationTaxChanged: {
    code: 'accommodation_tax_changed',
    operations: ['getRoomPrice'],
    value: 'spending_points=9000',
    description:
      'With a user token, exactly 9000 points at a hotel that charges accommodation tax (demo-tokyo, demo-kyoto): the redemption drops the tax to 0, so the call answers 409 with `meta.new_total_price`; sent again with `expected_total_price` equal to it, it answers 200.',
    example: { method: 'GET', path: `${PRICE}&spending_points=9000`, headers: MEMBER },
  },
  mixedPaymentMethods: {
    code: 'mixed_payment_methods',
    operations: ['getRoomPrice'],
    value: 'STD-NR with STD-RO',
    description:
      'Plans that share a payment type but not the way it is paid: a prepaid plan (deposit, demo-tokyo STD-NR) with a plan paid later (STD-RO). One payment method applies to all rooms.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-NR&selected_rooms[0][adults]=2&selected_rooms[1][room_type_code]=STD&selected_rooms[1][room_plan_code]=STD-RO&selected_rooms[1][adults]=2`,
    },
  },
  planLanguageRestricted: languagePlan('3601', 'LANG-RESTRICTED', `/hotels/101/rooms?${STAY}`),
  planLanguageUnavailable: languagePlan(
    '3602',
    'LANG-UNAVAILABLE',
    `/hotels/101/rooms/recommendation?${STAY}`,
  ),
  planLanguageMismatch: languagePlan('3603', 'LANG-MISMATCH', PRICE),
  planLanguageSettingInvalid: languagePlan('3604', 'LANG-SETTING-INVALID', `/hotels/101/rooms?${STAY}`),
  lotteryOnlyDates: {
    code: '3750',
    operations: LOTTERY_SEARCHES,
    value: 'checkin_date=2027-02-14 at demo-tokyo',
    description: `A demo-tokyo stay over a lottery-only night (today + ${LOTTERY.onlyDays.from} and + ${LOTTERY.onlyDays.to}: 2027-02-14 and 15) without \`lottery_event_uuid=${LOTTERY.eventUuid}\`, the open lottery event (with it the search answers 200).`,
    example: {
      method: 'GET',
      path: '/hotels/101/rooms/inventory?checkin_date=2027-02-14&checkout_date=2027-02-15',
    },
  },
  lotteryUnavailable3751: lotteryUnavailable(
    '3751',
    ` Also any event other than ${LOTTERY.eventUuid} at demo-tokyo.`,
  ),
  lotteryUnavailable3752: lotteryUnavailable('3752'),
  lotteryUnavailable3753: lotteryUnavailable('3753'),
  lotteryUnavailable3754: lotteryUnavailable('3754'),
  lotteryUnavailable3755: lotteryUnavailable('3755'),
  lotteryUnavailable3757: lotteryUnavailable('3757'),
  lotteryUnavailable3758: lotteryUnavailable('3758'),
  lotteryUnavailable3759: lotteryUnavailable('3759'),
  lotteryUnavailable3760: lotteryUnavailable('3760'),
  lotteryLinkInvalid3780: lotteryLink('3780', `/hotels/101/rooms?${STAY}`),
  lotteryLinkInvalid3781: lotteryLink('3781', `/hotels/101/rooms/recommendation?${STAY}`),
  lotteryLinkInvalid3782: lotteryLink('3782', PRICE),
  lotteryLinkInvalid3783: lotteryLink('3783', `/hotels/101/rooms/inventory?${STAY}`),
  lotteryNotWinner: {
    code: 'lottery_not_winner',
    operations: SEARCHES,
    value: 'LOT-NOT-WINNER',
    description:
      '`lottery_result_entry_number=LOT-NOT-WINNER`: an entry that did not win (403); any other entry number counts as a winning entry of the guest.',
    example: { method: 'GET', path: `${PRICE}&lottery_result_entry_number=LOT-NOT-WINNER` },
  },
  lotteryAccessDenied: {
    code: 'lottery_access_denied',
    operations: SEARCHES,
    value: 'LOT-OTHER-ACCOUNT',
    description:
      '`lottery_result_entry_number=LOT-OTHER-ACCOUNT`: an entry that belongs to another account (403).',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms?${STAY}&lottery_result_entry_number=LOT-OTHER-ACCOUNT`,
    },
  },
} as const satisfies Record<string, Trigger>;

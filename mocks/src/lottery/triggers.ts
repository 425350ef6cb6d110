/**
 * Triggers of room lotteries: entries refused by their nights, a second entry, another member's entry and
 * the entry deadline. Part of the one trigger registry (`src/triggers.ts`), which renders
 * `docs/mock-triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';

const HANAKO = { Authorization: 'Bearer ut_hanako_0001' } as const;
const RESULTS = '/hotels/101/lottery_results';
/** An entry in the open lottery of demo-tokyo (its stay period starts 70 days after today). */
const ENTRY = {
  event_id: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001',
  checkin_date: '2027-02-12',
  checkout_date: '2027-02-14',
  room_type_code: 'STD',
  hotel_plan_code: 'RO',
  room_plan_code: 'STD-RO',
  rooms: [{ adults: 2 }],
  guest: {
    first_name: 'Hanako',
    last_name: 'Yamada',
    email: 'hanako.yamada@example.com',
    phone: '+819012345678',
  },
} as const;

/** The lottery triggers, by name. */
export const lotteryTriggers = {
  lotteryNightsOutOfRange: {
    code: 'lottery_nights_out_of_range',
    operations: ['createLotteryEntry', 'updateLotteryEntry'],
    value: 'a stay of 4 nights',
    description: 'A stay longer than the event allows (the open lottery of demo-tokyo takes 1 to 3 nights).',
    example: {
      method: 'POST',
      path: RESULTS,
      body: { ...ENTRY, checkout_date: '2027-02-16' },
      headers: HANAKO,
    },
  },
  lotteryAlreadyEntered: {
    code: '3756',
    operations: ['createLotteryEntry'],
    value: 'a second entry',
    description: "A member's second entry in the same lottery (Hanako has entered the open one).",
    example: { method: 'POST', path: RESULTS, body: ENTRY, headers: HANAKO },
  },
  lotteryEntryOfAnother: {
    code: 'lottery_access_denied',
    operations: ['getLotteryEntry', 'updateLotteryEntry', 'cancelLotteryEntry'],
    value: "another member's entry",
    description: "An entry read or changed by anyone but its entrant (Kenji reading Hanako's `LE1010002`).",
    example: {
      method: 'GET',
      path: `${RESULTS}/LE1010002`,
      headers: { Authorization: 'Bearer ut_kenji_0001' },
    },
  },
  lotteryEntryDeadlinePassed: {
    code: 'lottery_deadline_passed',
    operations: ['createLotteryEntry', 'updateLotteryEntry', 'cancelLotteryEntry'],
    value: 'an entry after the entry deadline',
    description:
      'An entry in a lottery whose entries have closed (the drawn Christmas lottery of demo-tokyo).',
    example: {
      method: 'POST',
      path: RESULTS,
      body: {
        ...ENTRY,
        event_id: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50002',
        checkin_date: '2026-12-24',
        checkout_date: '2026-12-25',
      },
      headers: HANAKO,
    },
  },
} as const satisfies Record<string, Trigger>;

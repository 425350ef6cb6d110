/**
 * The room lotteries of demo-tokyo (101), dated from its today: one open for entries (the search's
 * lottery-only nights fall in its stay period), one drawn whose winners still book, and one past; and
 * entries in every state. Hanako holds a registered entry in the open lottery, a pending win in the drawn
 * one, and the confirmed win of the past one (booked as `SK9006`).
 */
import { db } from '../db/db';
import type { LotteryEntryRow } from '../db/rows';
import { addDays, dateToUtcMillis } from '../lib/dates';
import { LOTTERY } from './scenarios';
import { HANAKO, KENJI, MEI, SORA, YUI } from './seedMembers';

const TOKYO_OFFSET_MS = 540 * 60_000;

/**
 * The seeded lottery events and entries, by what they show.
 *
 * @example
 * ```ts
 * await fetch(`${base}/lottery_events/${LOTTERY_SEED.events.open}`);
 * ```
 */
export const LOTTERY_SEED = {
  events: {
    /** Accepting entries until 23:59 ten days after today; drawn twelve days after today. */
    open: LOTTERY.eventUuid,
    /** Drawn five days ago; winners book until 23:59 two days after today. */
    drawn: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50002',
    /** Drawn and closed. */
    past: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50003',
  },
  entries: {
    /** Hanako's win in the past lottery, booked as SK9006. */
    hanakoConfirmed: 'LE1010001',
    /** Hanako's entry in the open lottery. */
    hanakoRegistered: 'LE1010002',
    /** Hanako's pending win in the drawn lottery. */
    hanakoWinner: 'LE1010003',
    mei: 'LE1010004',
    kenjiCancelled: 'LE1010005',
    yuiDeclined: 'LE1010006',
    soraCancelledWin: 'LE1010007',
  },
} as const;

/** 23:59:59 in Japan on the day `days` after `today`. */
const endOfDay = (today: string, days: number) =>
  dateToUtcMillis(addDays(today, days + 1)) - TOKYO_OFFSET_MS - 1000;

export function seedLottery(today: string): void {
  const event = {
    hotel_id: LOTTERY.hotelId,
    description: 'A few suites at a special rate, drawn among the entries.',
    min_nights: 1,
    max_nights: 3,
  };
  db.lotteryEvent.insert({
    ...event,
    id: LOTTERY_SEED.events.open,
    name: 'Winter suite lottery',
    name_ja: '冬のスイート抽選',
    stay_start_date: addDays(today, 70),
    stay_end_date: addDays(today, 80),
    entry_start_at_ms: endOfDay(today, -11),
    entry_deadline_ms: endOfDay(today, 10),
    result_date: addDays(today, 12),
    reservation_deadline_ms: endOfDay(today, 19),
    notification: `Results come out on ${addDays(today, 12)}; winners book within a week.`,
    drawn: false,
  });
  db.lotteryEvent.insert({
    ...event,
    id: LOTTERY_SEED.events.drawn,
    name: 'Christmas suite lottery',
    name_ja: 'クリスマス スイート抽選',
    stay_start_date: addDays(today, 20),
    stay_end_date: addDays(today, 30),
    entry_start_at_ms: endOfDay(today, -40),
    entry_deadline_ms: endOfDay(today, -10),
    result_date: addDays(today, -5),
    reservation_deadline_ms: endOfDay(today, 2),
    notification: 'Winners book by the deadline shown on their entry.',
    drawn: true,
  });
  db.lotteryEvent.insert({
    ...event,
    id: LOTTERY_SEED.events.past,
    name: 'Late winter lottery',
    name_ja: '晩冬の抽選',
    stay_start_date: addDays(today, 78),
    stay_end_date: addDays(today, 90),
    entry_start_at_ms: endOfDay(today, -60),
    entry_deadline_ms: endOfDay(today, -30),
    result_date: addDays(today, -25),
    reservation_deadline_ms: endOfDay(today, -18),
    notification: '',
    drawn: true,
  });
  const entry = (
    number: string,
    eventId: string,
    member: {
      readonly id: number;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
    },
    status: LotteryEntryRow['status'],
    checkin: string,
    nights: number,
    reservation: string | null = null,
  ) =>
    db.lotteryEntry.insert({
      entry_number: number,
      event_id: eventId,
      member_id: member.id,
      status,
      checkin_date: checkin,
      checkout_date: addDays(checkin, nights),
      room_type_code: 'STD',
      hotel_plan_code: 'RO',
      room_plan_code: 'STD-RO',
      rooms: [{ adults: 2, children: 0 }],
      guest: {
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        phone: '+819012345678',
      },
      notes: null,
      reservation_number: reservation,
      created_at_ms: endOfDay(today, -45),
      updated_at_ms: endOfDay(today, -45),
    });
  const { events, entries } = LOTTERY_SEED;
  entry(
    entries.hanakoConfirmed,
    events.past,
    HANAKO,
    'winner_reservation_confirmed',
    addDays(today, 80),
    2,
    'SK9006',
  );
  entry(entries.hanakoRegistered, events.open, HANAKO, 'registered', addDays(today, 75), 2);
  entry(entries.hanakoWinner, events.drawn, HANAKO, 'winner_reservation_pending', addDays(today, 24), 1);
  entry(entries.mei, events.drawn, MEI, 'not_winner', addDays(today, 24), 1);
  entry(entries.kenjiCancelled, events.open, KENJI, 'registration_cancelled', addDays(today, 72), 1);
  entry(entries.yuiDeclined, events.past, YUI, 'winner_reservation_pending_declined', addDays(today, 82), 1);
  entry(entries.soraCancelledWin, events.past, SORA, 'winner_reservation_cancelled', addDays(today, 84), 1);
}

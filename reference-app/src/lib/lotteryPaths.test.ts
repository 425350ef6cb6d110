import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import {
  changeEntryPath,
  isLotteryEntryAddress,
  lotteryEntryPath,
  lotteryIncompletePath,
  myLotteryEntriesPath,
  winnerSearchPath,
} from './lotteryPaths';

const EVENT = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001';
const entry = (
  rooms: components['schemas']['LotteryEntry']['rooms'],
): components['schemas']['LotteryEntry'] => ({
  entry_number: 'LE1010003',
  status: 'winner_reservation_pending',
  event_id: EVENT,
  hotel_id: 101,
  checkin_date: '2027-02-14',
  checkout_date: '2027-02-16',
  nights: 2,
  room_type_code: 'STD',
  hotel_plan_code: 'RO',
  room_plan_code: 'STD-RO',
  rooms,
  entry_deadline: '2026-12-11T23:59:59+09:00',
  result_date: '2026-12-13',
  reservation_deadline: '2026-12-20T23:59:59+09:00',
});
const query = (path: string) => new URLSearchParams(path.slice(path.indexOf('?') + 1));

describe('lottery paths', () => {
  it("searches a winner's stay with the event, the room, the plan and the entry", () => {
    const path = winnerSearchPath(entry([{ adults: 2, children: 0 }]), 'demo-tokyo');
    expect(path.startsWith('/booking/result?')).toBe(true);
    expect(Object.fromEntries(query(path))).toMatchObject({
      hotel_code: 'demo-tokyo',
      lottery_event: EVENT,
      checkin: '2027-02-14',
      checkout: '2027-02-16',
      adults: '2',
      room_count: '1',
      room_type_code: 'STD',
      hotel_plan_code: 'RO',
      lottery_result_entry_number: 'LE1010003',
    });
  });

  it('writes rooms that differ one by one, children by their tier codes', () => {
    const path = changeEntryPath(
      entry([
        { adults: 2, children: 1, kids_tiers: ['A'] },
        { adults: 1, children: 0 },
      ]),
      'demo-tokyo',
    );
    const params = query(path);
    expect(params.get('current_lottery_entry')).toBe('LE1010003');
    expect(params.get('rooms[0][adults]')).toBe('2');
    expect(params.get('rooms[0][kids_tiers][0]')).toBe('A');
    expect(params.get('rooms[1][adults]')).toBe('1');
    // A change picks the room again: none is fixed.
    expect(params.has('room_type_code')).toBe(false);
  });

  it('names the entry pages and the lottery tab', () => {
    expect(lotteryEntryPath('LE1010002', 'demo-tokyo')).toBe(
      '/room-lottery/confirmation/LE1010002?hotel_code=demo-tokyo',
    );
    expect(lotteryIncompletePath('LE1010003', 'demo-tokyo')).toBe(
      '/room-lottery/reservation-incomplete/LE1010003?hotel_code=demo-tokyo',
    );
    expect(myLotteryEntriesPath('demo-tokyo')).toBe(
      '/my-account/reservations?hotel_code=demo-tokyo&status=lottery',
    );
  });

  it('tells a lottery entry’s addresses, where sign-in offers no corporate sign-in', () => {
    expect(isLotteryEntryAddress('/room-lottery/guest-detail?hotel_code=demo-tokyo')).toBe(true);
    expect(isLotteryEntryAddress(`/booking/result?hotel_code=demo-tokyo&lottery_event=${EVENT}`)).toBe(true);
    expect(isLotteryEntryAddress('/booking/result?hotel_code=demo-tokyo')).toBe(false);
    expect(isLotteryEntryAddress('/my-account')).toBe(false);
  });
});

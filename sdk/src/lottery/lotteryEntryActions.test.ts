import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { lotteryEntryActions } from './lotteryEntryActions';

type Status = components['schemas']['LotteryStatus'];

const deadlines = {
  entry_deadline: '2026-11-15T23:59:59+09:00',
  reservation_deadline: '2026-11-27T23:59:59+09:00',
};
const beforeEntries = Date.parse('2026-11-10T12:00:00+09:00');
const afterEntries = Date.parse('2026-11-16T00:00:00+09:00');
const afterReservations = Date.parse('2026-11-28T00:00:00+09:00');
const none = { update: false, cancel: false, restore: false, book: false };

describe('lotteryEntryActions: what an entry allows, by status and deadline', () => {
  it.each([
    ['registered', beforeEntries, { ...none, update: true, cancel: true }],
    ['registered', afterEntries, none],
    ['registration_cancelled', beforeEntries, { ...none, restore: true }],
    ['registration_cancelled', afterEntries, none],
    ['winner_reservation_pending', afterEntries, { ...none, book: true }],
    ['winner_reservation_pending', afterReservations, none],
    ['not_winner', afterEntries, none],
    ['winner_reservation_confirmed', afterEntries, none],
    ['winner_reservation_cancelled', afterEntries, none],
    ['winner_reservation_pending_declined', afterEntries, none],
  ] as const)('%s at %i allows %j', (status: Status, now, expected) => {
    expect(lotteryEntryActions({ status, ...deadlines }, now)).toEqual(expected);
  });

  it('ends each right at its deadline, to the second', () => {
    const atEntryDeadline = Date.parse(deadlines.entry_deadline);
    expect(lotteryEntryActions({ status: 'registered', ...deadlines }, atEntryDeadline - 1).update).toBe(
      true,
    );
    expect(lotteryEntryActions({ status: 'registered', ...deadlines }, atEntryDeadline).update).toBe(false);
    const atReservationDeadline = Date.parse(deadlines.reservation_deadline);
    expect(
      lotteryEntryActions({ status: 'winner_reservation_pending', ...deadlines }, atReservationDeadline).book,
    ).toBe(false);
  });
});

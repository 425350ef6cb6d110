import type { components } from '../generated/openapi';

/**
 * What the entrant may do with a lottery entry now.
 *
 * @example
 * ```ts
 * const actions: LotteryEntryActions = { update: true, cancel: true, restore: false, book: false };
 * ```
 */
export interface LotteryEntryActions {
  /** Change the stay, rooms or guest: a registered entry before the entry deadline. */
  readonly update: boolean;
  /** Cancel the entry: a registered entry before the entry deadline. */
  readonly cancel: boolean;
  /** Bring a cancelled entry back: before the entry deadline. */
  readonly restore: boolean;
  /** Book the won stay: a pending winner before the reservation deadline. */
  readonly book: boolean;
}

/**
 * What the entrant may do with an entry at `nowMs` (docs/rules.md, "Lottery"): a registered entry is
 * changed or cancelled, and a cancelled one restored, until the entry deadline; only a winner whose
 * reservation is pending books, until the reservation deadline; every other state allows nothing. The
 * API refuses the same actions after the deadlines (`lottery_deadline_passed`) and a loser's booking
 * (`lottery_not_winner`); this says so before the entrant tries.
 *
 * @example
 * ```ts
 * lotteryEntryActions(
 *   { status: 'winner_reservation_pending', entry_deadline: '2026-11-15T23:59:59+09:00', reservation_deadline: '2026-11-27T23:59:59+09:00' },
 *   Date.parse('2026-11-21T10:00:00+09:00'),
 * ); // { update: false, cancel: false, restore: false, book: true }
 * ```
 */
export function lotteryEntryActions(
  entry: Pick<components['schemas']['LotteryEntry'], 'status' | 'entry_deadline' | 'reservation_deadline'>,
  nowMs: number,
): LotteryEntryActions {
  const beforeEntryDeadline = nowMs < Date.parse(entry.entry_deadline);
  const beforeReservationDeadline = nowMs < Date.parse(entry.reservation_deadline);
  const registered = entry.status === 'registered' && beforeEntryDeadline;
  return {
    update: registered,
    cancel: registered,
    restore: entry.status === 'registration_cancelled' && beforeEntryDeadline,
    book: entry.status === 'winner_reservation_pending' && beforeReservationDeadline,
  };
}

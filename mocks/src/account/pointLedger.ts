/**
 * A member's point ledger (docs/rules.md, "Points"): every movement is a row, and the balance is their
 * sum. A stay's points are written at booking as `future`, an estimate, and read as `gained` from their
 * credit day (3 days after check-out, `pointsCreditDate`) on the mock clock; cancelling the stay removes
 * them and returns the points it spent. Gift-point exchanges and bookings spend points here. Test tokens
 * the store does not know (`Bearer member`) stand for a member holding `POINTS.balance`.
 */
import { pointsCreditDate, type components } from '@staykit/sdk';
import { db } from '../db/db';
import type { PointEntryRow, ReservationRow } from '../db/rows';
import { POINTS } from '../seed/scenarios';
import { TRIGGERS } from '../triggers';

type PointEntry = components['schemas']['PointEntry'];

/** Points a stay earns: 1 point for every 100 units of the hotel currency paid, rounded down. */
export function stayPoints(totalPrice: number): number {
  return Math.floor(Math.max(0, totalPrice) / 100);
}

/** A ledger row as it reads on `today`: `future` points past their credit day are `gained`. */
export function entryOn(row: PointEntryRow, today: string): PointEntryRow {
  if (row.status !== 'future' || row.available_at === null || row.available_at > today) return row;
  return { ...row, status: 'gained', date: row.available_at, available_at: null };
}

/** The member's ledger as it reads on `today`, newest first (ties: the later row first). */
export function ledgerOn(memberId: number, today: string): PointEntryRow[] {
  return db.pointEntry
    .where('member_id', memberId)
    .map((row) => entryOn(row, today))
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

/** The member's balances on `today`: points usable now, ranking points, and points still to come. */
export function pointTotals(
  memberId: number,
  today: string,
): { total: number; ranking: number; future: number } {
  let total = 0;
  let ranking = 0;
  let future = 0;
  for (const row of ledgerOn(memberId, today)) {
    if (row.status === 'future') future += row.amount;
    else total += row.amount;
    if (row.status === 'gained' && row.ranking) ranking += row.amount;
  }
  return { total: Math.max(0, total), ranking, future };
}

/**
 * The balance a user token can spend: its member's ledger, or the test balance for a test token the store
 * does not know.
 */
export function spendableBalance(userToken: string, today: string): number {
  const token = db.userToken.get(userToken);
  return token ? pointTotals(token.member_id, today).total : POINTS.balance;
}

/** Writes a movement; ids count the rows ever written, so a reset numbers them again. */
export function writeEntry(entry: Omit<PointEntryRow, 'id'>): PointEntryRow {
  return db.pointEntry.insert({ ...entry, id: db.pointEntry.inserted + 1 });
}

/**
 * What a new reservation does to its member's points: the points it spends leave the balance, and the
 * stay's points are written as future points, credited 3 days after check-out.
 */
export function bookPoints(reservation: ReservationRow, today: string): void {
  if (reservation.member_id === null) return;
  const base = {
    member_id: reservation.member_id,
    expiration: null,
    reservation_number: reservation.number,
  };
  if (reservation.spending_point > 0) {
    writeEntry({
      ...base,
      date: today,
      description: `Points used for reservation ${reservation.number}`,
      description_ja: `予約 ${reservation.number} で利用`,
      amount: -reservation.spending_point,
      status: 'spent',
      available_at: null,
      ranking: false,
    });
  }
  const earned = stayPoints(reservation.price.total_price);
  if (earned > 0 && db.member.get(reservation.member_id)?.point_program_enabled === true) {
    writeEntry({
      ...base,
      date: reservation.checkout_date,
      description: `Stay ${reservation.checkin_date} to ${reservation.checkout_date}`,
      description_ja: `宿泊 ${reservation.checkin_date}〜${reservation.checkout_date}`,
      amount: earned,
      status: 'future',
      available_at: pointsCreditDate(reservation.checkout_date),
      ranking: true,
    });
  }
}

/**
 * What cancelling a reservation does to its member's points: the stay's future points are withdrawn
 * and the points it spent come back. False when the loyalty provider did not return them (the trigger
 * `pointsNotReturned`: the booker's `last_name`), which the cancellation answers with 3504.
 */
export function cancelPoints(reservation: ReservationRow, today: string): boolean {
  if (reservation.member_id === null) return true;
  for (const row of db.pointEntry.where('reservation_number', reservation.number)) {
    if (entryOn(row, today).status === 'future') db.pointEntry.delete(row.id);
  }
  if (reservation.spending_point > 0) {
    if (reservation.guest.last_name === TRIGGERS.pointsNotReturned.value) return false;
    writeEntry({
      member_id: reservation.member_id,
      date: today,
      description: `Points returned: reservation ${reservation.number} cancelled`,
      description_ja: `予約 ${reservation.number} のキャンセルで返還`,
      amount: reservation.spending_point,
      status: 'refunded',
      expiration: null,
      available_at: null,
      reservation_number: reservation.number,
      ranking: false,
    });
  }
  return true;
}

/** A ledger row in the contract's shape, in the request's language. */
export function pointEntryOf(row: PointEntryRow, japanese: boolean): PointEntry {
  return {
    date: row.date,
    description: japanese ? row.description_ja : row.description,
    amount: row.amount,
    status: row.status,
    ...(row.expiration !== null ? { expiration: row.expiration } : {}),
    ...(row.available_at !== null ? { available_at: row.available_at } : {}),
    ...(row.reservation_number !== null ? { reservation_number: row.reservation_number } : {}),
  };
}

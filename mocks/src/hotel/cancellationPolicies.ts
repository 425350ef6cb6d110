/**
 * Cancellation policies and the cancellation fee, the one rule both the price check's quote and the
 * charge of `cancelReservation` apply (the contract's `CancellationPolicy`; docs/rules.md, "Cancellation
 * fee"): a step starts at 00:00 hotel time `days_before` days before check-in, plus `hours_after` hours,
 * and the step that started last gives the percentage of the stay (two starting together: the higher);
 * before every step cancelling is free; from 00:00 of the day after check-in the no-show percentage
 * applies; a non-refundable policy costs the whole stay. Free cancellation ends (`cancel_before_at`) when
 * the first step with a fee starts.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { CancellationPolicyRow, HotelRow } from '../db/rows';
import { roundAmount } from '../lib/currencies';
import { addDays, formatInstant, localTimeToMillis } from '../lib/dates';

type Schemas = components['schemas'];

const HOUR_MS = 3_600_000;

/** The instant a step of a policy starts, for a check-in date at a hotel. */
function stepStart(hotel: HotelRow, checkin: string, part: Schemas['CancellationPolicyPart']): number {
  return (
    localTimeToMillis(addDays(checkin, -part.days_before), '00:00', hotel.utc_offset_minutes) +
    part.hours_after * HOUR_MS
  );
}

/**
 * The percentage of the stay that cancelling at `atMs` costs under a policy (0 to 100).
 *
 * | policy 12 (3 d 50 %, 0 d 100 %), check-in 2026-12-10, Tokyo | % |
 * | ----------------------------------------------------------- | - |
 * | 2026-12-06 23:59 (2026-12-06 14:59Z)                        | 0 |
 * | 2026-12-07 00:00 (2026-12-06 15:00Z)                        | 50 |
 * | 2026-12-10 00:00                                            | 100 |
 * | 2026-12-11 00:00 (no-show)                                  | 100 |
 *
 * @example
 * ```ts
 * cancellationPercentage(policy, hotel, '2026-12-10', Date.parse('2026-12-07T00:00:00+09:00')); // 50
 * ```
 */
export function cancellationPercentage(
  policy: CancellationPolicyRow,
  hotel: HotelRow,
  checkin: string,
  atMs: number,
): number {
  if (policy.is_non_refundable) return 100;
  if (atMs >= localTimeToMillis(addDays(checkin, 1), '00:00', hotel.utc_offset_minutes)) {
    return policy.no_show_percentage_of_cost;
  }
  let latest = -Infinity;
  let percentage = 0;
  for (const part of policy.parts) {
    const start = stepStart(hotel, checkin, part);
    if (start > atMs) continue;
    if (start > latest || (start === latest && part.percentage_of_cost > percentage)) {
      latest = start;
      percentage = part.percentage_of_cost;
    }
  }
  return percentage;
}

/**
 * The fee of cancelling at `atMs` a stay of `total` booked on plans with these policies: the policy that
 * charges most at that instant applies (one policy for every seeded combination of plans that books).
 * Rounded to the hotel currency's smallest unit.
 *
 * @example
 * ```ts
 * cancellationFee(hotel, [policy], '2026-12-10', 15800, Date.parse('2026-12-07T00:00:00+09:00')); // 7900
 * ```
 */
export function cancellationFee(
  hotel: HotelRow,
  policies: readonly CancellationPolicyRow[],
  checkin: string,
  total: number,
  atMs: number,
): number {
  const percentage = Math.max(
    0,
    ...policies.map((policy) => cancellationPercentage(policy, hotel, checkin, atMs)),
  );
  return roundAmount((total * percentage) / 100, hotel.currency);
}

/**
 * The policies of some of a hotel's plans (by `hotel_plan_code`), each once.
 *
 * @example
 * ```ts
 * policiesOfPlans(hotel, ['RO', 'BF']); // [policy 12]
 * ```
 */
export function policiesOfPlans(hotel: HotelRow, planCodes: readonly string[]): CancellationPolicyRow[] {
  const ids = new Set(
    planCodes.flatMap((code) => db.plan.get(`${hotel.id}:${code}`)?.cancellation_policy_id ?? []),
  );
  return [...ids].flatMap((id) => db.cancellationPolicy.get(id) ?? []);
}

/**
 * Free cancellation ends when the first step with a fee starts; a non-refundable policy, or one that
 * never charges, has no such instant (null).
 */
function cancelBeforeAt(hotel: HotelRow, policy: CancellationPolicyRow, checkin: string): string | null {
  if (policy.is_non_refundable) return null;
  const starts = policy.parts
    .filter((part) => part.percentage_of_cost > 0)
    .map((part) => stepStart(hotel, checkin, part));
  return starts.length === 0 ? null : formatInstant(Math.min(...starts), hotel.utc_offset_minutes);
}

/**
 * The contract's `CancellationPolicy` of a row; with a check-in date, the end of free cancellation.
 *
 * @example
 * ```ts
 * toPolicy(hotel, policy, '2026-12-24').cancel_before_at; // '2026-12-21T00:00:00+09:00'
 * ```
 */
export function toPolicy(
  hotel: HotelRow,
  policy: CancellationPolicyRow,
  checkin?: string,
): Schemas['CancellationPolicy'] {
  return {
    id: policy.id,
    name: policy.name,
    description: policy.description,
    cancel_before_at: checkin === undefined ? null : cancelBeforeAt(hotel, policy, checkin),
    cancellation_policy_parts: policy.parts.map((part) => ({ ...part })),
    no_show_percentage_of_cost: policy.no_show_percentage_of_cost,
    is_non_refundable: policy.is_non_refundable,
  };
}

import type { components } from '../generated/openapi';

/**
 * Why a lottery entry's stay is refused: its nights outside the event's range, with the catalogue's
 * `lottery_nights_out_of_range` and the numbers a form needs to say what is allowed.
 *
 * @example
 * ```ts
 * const problem: LotteryNightsProblem = { code: 'lottery_nights_out_of_range', nights: 4, min: 1, max: 3 };
 * ```
 */
export interface LotteryNightsProblem {
  readonly code: Extract<components['schemas']['ErrorCode'], 'lottery_nights_out_of_range'>;
  readonly nights: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Why the stay from `checkin` to `checkout` cannot be entered in a lottery whose setting allows
 * `min_nights` to `max_nights` nights (both included), or `null` when it can (docs/rules.md, "Lottery").
 * A check-out not after the check-in is 0 nights, below any range.
 *
 * @param stay - the stay's days, `YYYY-MM-DD`.
 * @param setting - the event's `min_nights` and `max_nights` (`getLotteryEventSetting`).
 *
 * @example
 * ```ts
 * lotteryNightsProblem({ checkin: '2026-12-30', checkout: '2027-01-02' }, { min_nights: 1, max_nights: 3 }); // null
 * lotteryNightsProblem({ checkin: '2026-12-30', checkout: '2027-01-03' }, { min_nights: 1, max_nights: 3 }); // 4 nights: refused
 * ```
 */
export function lotteryNightsProblem(
  stay: { readonly checkin: string; readonly checkout: string },
  setting: Pick<components['schemas']['LotteryEventSetting'], 'min_nights' | 'max_nights'>,
): LotteryNightsProblem | null {
  const days = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const nights = Math.max(0, Math.round(days(stay.checkout) - days(stay.checkin)));
  const { min_nights: min, max_nights: max } = setting;
  if (Number.isNaN(nights) || nights < min || nights > max) {
    return { code: 'lottery_nights_out_of_range', nights: Number.isNaN(nights) ? 0 : nights, min, max };
  }
  return null;
}

import { describe, expect, it } from 'vitest';
import { lotteryNightsProblem } from './lotteryNightsProblem';

const setting = { min_nights: 1, max_nights: 3 } as const;

describe("lotteryNightsProblem: an entry's nights within the event's range", () => {
  it.each([
    ['1 night, the minimum', '2026-12-30', '2026-12-31', null],
    ['3 nights, the maximum, over the new year', '2026-12-30', '2027-01-02', null],
    ['4 nights', '2026-12-30', '2027-01-03', 4],
    ['0 nights (check-out on the check-in day)', '2026-12-30', '2026-12-30', 0],
    ['a check-out before the check-in', '2026-12-30', '2026-12-29', 0],
    ['an unreadable date', 'soon', '2026-12-31', 0],
  ] as const)('%s', (_label, checkin, checkout, refusedNights) => {
    const problem = lotteryNightsProblem({ checkin, checkout }, setting);
    if (refusedNights === null) expect(problem).toBeNull();
    else
      expect(problem).toEqual({ code: 'lottery_nights_out_of_range', nights: refusedNights, min: 1, max: 3 });
  });

  it('takes a range of exactly one length', () => {
    const two = { min_nights: 2, max_nights: 2 };
    expect(lotteryNightsProblem({ checkin: '2027-02-14', checkout: '2027-02-16' }, two)).toBeNull();
    expect(lotteryNightsProblem({ checkin: '2027-02-14', checkout: '2027-02-15' }, two)?.nights).toBe(1);
  });
});

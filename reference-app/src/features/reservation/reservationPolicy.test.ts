import { describe, expect, it } from 'vitest';
import { reservationFixture } from './reservationFixtures';
import { formatHotelTime, formatPercent, policySchedule } from './reservationPolicy';

describe('the policy of a reservation', () => {
  it('dates demo-tokyo’s standard policy on the stay, with the SDK’s fee at each step', () => {
    // Check-in 2026-12-10; ¥15,800: 50 % = ¥7,900 from 3 days before, 100 % on the day and for a no-show.
    const schedule = policySchedule(reservationFixture(), 'Asia/Tokyo');
    if (schedule.kind !== 'steps') throw new Error(`expected steps, got ${schedule.kind}`);
    expect(schedule.freeUntil?.toISOString()).toBe('2026-12-06T15:00:00.000Z');
    expect(
      schedule.steps.map((step) => [step.startsAt.toISOString(), step.fee.percentage, step.fee.amount]),
    ).toEqual([
      ['2026-12-06T15:00:00.000Z', 50, 7900],
      ['2026-12-09T15:00:00.000Z', 100, 15800],
    ]);
    expect([schedule.noShow.startsAt.toISOString(), schedule.noShow.fee.amount]).toEqual([
      '2026-12-10T15:00:00.000Z',
      15800,
    ]);
  });

  it('gives a non-refundable booking no steps, only its whole price', () => {
    const schedule = policySchedule(
      reservationFixture({
        price: { total_price: 14260 },
        is_non_refundable: true,
        cancellation_policy: {
          id: 13,
          name: 'Non-refundable',
          cancellation_policy_parts: [{ days_before: 365, hours_after: 0, percentage_of_cost: 100 }],
          no_show_percentage_of_cost: 100,
          is_non_refundable: true,
        },
      }),
      'Asia/Tokyo',
    );
    expect(schedule).toMatchObject({ kind: 'non_refundable', fee: { amount: 14260, nonRefundable: true } });
  });

  it('says so when there is no policy', () => {
    const { cancellation_policy: _none, ...withoutPolicy } = reservationFixture();
    expect(policySchedule(withoutPolicy, 'Asia/Tokyo')).toEqual({ kind: 'none' });
  });

  it('writes the hotel’s wall-clock time and the percentage for the locale', () => {
    const instant = new Date('2026-12-06T15:00:00Z');
    expect(formatHotelTime(instant, 'en', 'Asia/Tokyo')).toBe('December 7, 2026 at 12:00 AM');
    expect(formatHotelTime(instant, 'ja', 'Asia/Tokyo')).toBe('2026年12月7日 0:00');
    expect(formatHotelTime(instant, 'en', 'Not/AZone')).toBe('December 6, 2026 at 3:00 PM');
    expect(formatPercent(50, 'en')).toBe('50%');
  });
});

import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { cancellationFee } from './cancellationFee';
import type { CancellationFeeReservation } from './cancellationFee';

type Schemas = components['schemas'];

// Free until 3 days before; 50 % from then; 80 % from 18:00 the day before; 100 % on the check-in day.
const policy: Schemas['CancellationPolicy'] = {
  id: 12,
  name: 'Standard policy',
  cancellation_policy_parts: [
    { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
    { days_before: 1, hours_after: 18, percentage_of_cost: 80 },
    { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
  ],
  no_show_percentage_of_cost: 100,
  is_non_refundable: false,
};
const stay: CancellationFeeReservation = {
  checkin_date: '2026-12-24',
  currency: 'JPY',
  price: { total_price: 48400 },
};
const tokyo = (local: string): Date => new Date(`${local}+09:00`);

describe('cancellationFee: policy steps, no-show and non-refundable', () => {
  // Hand-worked: 48,400 yen × percentage.
  it.each([
    ['four days before', '2026-12-20T23:59:59', 0, 0, null],
    ['exactly on the first step', '2026-12-21T00:00:00', 50, 24200, 3],
    ['the day before, 17:59', '2026-12-23T17:59:00', 50, 24200, 3],
    ['the day before at hours_after 18', '2026-12-23T18:00:00', 80, 38720, 1],
    ['on the check-in day', '2026-12-24T10:00:00', 100, 48400, 0],
  ])('%s (%s, Tokyo): %s %% = %s yen', (_case, local, percentage, amount, daysBefore) => {
    const fee = cancellationFee(policy, stay, tokyo(local), 'Asia/Tokyo');
    expect(fee).toMatchObject({ percentage, amount, currency: 'JPY', nonRefundable: false, noShow: false });
    expect(fee.step?.days_before ?? null).toBe(daysBefore);
  });

  it('charges the no-show percentage once the check-in day is over', () => {
    const noShowPolicy = { ...policy, no_show_percentage_of_cost: 90 };
    expect(cancellationFee(noShowPolicy, stay, tokyo('2026-12-24T23:59:59'), 'Asia/Tokyo').noShow).toBe(
      false,
    );
    expect(cancellationFee(noShowPolicy, stay, tokyo('2026-12-25T00:00:00'), 'Asia/Tokyo')).toMatchObject({
      percentage: 90,
      amount: 43560,
      step: null,
      noShow: true,
    });
  });

  it('keeps everything for a non-refundable booking, even early', () => {
    const nonRefundable = { ...policy, is_non_refundable: true };
    expect(cancellationFee(nonRefundable, stay, tokyo('2026-11-01T10:00:00'), 'Asia/Tokyo')).toMatchObject({
      percentage: 100,
      amount: 48400,
      step: null,
      nonRefundable: true,
    });
    expect(
      cancellationFee(
        policy,
        { ...stay, is_non_refundable: true },
        tokyo('2026-11-01T10:00:00'),
        'Asia/Tokyo',
      ).percentage,
    ).toBe(100);
  });

  it("uses the hotel's time zone for the day boundaries", () => {
    // 2026-12-20T15:30Z is 23:30 on the 20th in Taipei (free) but 00:30 on the 21st in Tokyo (50 %).
    const instant = new Date('2026-12-20T15:30:00Z');
    expect(cancellationFee(policy, stay, instant, 'Asia/Taipei').percentage).toBe(0);
    expect(cancellationFee(policy, stay, instant, 'Asia/Tokyo').percentage).toBe(50);
  });

  it.each([
    ['JPY', 33333, 50, 16667],
    ['TWD', 4999, 33, 1650],
    ['USD', 120.55, 10, 12.06],
    ['USD', 99.99, 35, 35],
  ] as const)('rounds %s %s × %s %% to %s', (currency, total, percentage, amount) => {
    const flat = {
      ...policy,
      cancellation_policy_parts: [{ days_before: 30, hours_after: 0, percentage_of_cost: percentage }],
    };
    const fee = cancellationFee(
      flat,
      { ...stay, currency, price: { total_price: total } },
      tokyo('2026-12-20T10:00:00'),
      'Asia/Tokyo',
    );
    expect(fee.amount).toBe(amount);
  });

  it('gives the multi-currency fee in minor units', () => {
    const withMcp = {
      ...stay,
      price: { total_price: 48400, mcp_total_price: { cents: 32267, currency: 'USD' as const } },
    };
    expect(cancellationFee(policy, withMcp, tokyo('2026-12-22T10:00:00'), 'Asia/Tokyo').mcpAmount).toEqual({
      cents: 16134,
      currency: 'USD',
    });
  });

  it("falls back to the reservation's policy, and charges nothing without one", () => {
    const now = tokyo('2026-12-22T10:00:00');
    expect(
      cancellationFee(null, { ...stay, cancellation_policy: policy }, now, 'Asia/Tokyo').percentage,
    ).toBe(50);
    expect(cancellationFee(undefined, stay, now, 'Asia/Tokyo')).toMatchObject({ percentage: 0, amount: 0 });
  });

  it('takes the higher of two steps starting together', () => {
    const twin = {
      ...policy,
      cancellation_policy_parts: [
        { days_before: 2, hours_after: 0, percentage_of_cost: 30 },
        { days_before: 2, hours_after: 0, percentage_of_cost: 60 },
      ],
    };
    expect(cancellationFee(twin, stay, tokyo('2026-12-22T00:00:00'), 'Asia/Tokyo').percentage).toBe(60);
  });
});

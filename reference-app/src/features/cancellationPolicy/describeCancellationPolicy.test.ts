import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/allCatalogues';
import { describeCancellationPolicy, describeFeeStep } from './describeCancellationPolicy';

type CancellationPolicy = components['schemas']['CancellationPolicy'];

// ICU versions differ in the space before AM/PM (U+202F or U+0020); the wording is what is checked.
const plain = (value: string) => value.replace(/\s/g, ' ');

const en = { text: MESSAGES.en, locale: 'en', timeZone: 'Asia/Tokyo' };
const ja = { text: MESSAGES.ja, locale: 'ja', timeZone: 'Asia/Tokyo' };
const zhHant = { text: MESSAGES.zh_Hant, locale: 'zh_Hant', timeZone: 'Asia/Taipei' };

const standard: CancellationPolicy = {
  id: 12,
  name: 'Standard policy',
  cancel_before_at: null,
  // Out of order on purpose: the guest reads the earliest step first.
  cancellation_policy_parts: [
    { days_before: 0, hours_after: 0, percentage_of_cost: 100 },
    { days_before: 3, hours_after: 0, percentage_of_cost: 50 },
  ],
  no_show_percentage_of_cost: 100,
  is_non_refundable: false,
};

describe('describeFeeStep', () => {
  it.each([
    [3, 0, 50, 'From 3 days before check-in: 50% of the stay'],
    [7, 18, 30, 'From 6:00 PM, 7 days before check-in: 30% of the stay'],
    [1, 0, 80, 'From the day before check-in: 80% of the stay'],
    [1, 12, 100, 'From 12:00 PM on the day before check-in: 100% of the stay'],
    [0, 0, 100, 'On the check-in day: 100% of the stay'],
    [0, 15, 100, 'On the check-in day from 3:00 PM: 100% of the stay'],
    // 24 hours past midnight is the next midnight: the start of the following day.
    [2, 24, 20, 'From the day before check-in: 20% of the stay'],
    [0, 24, 100, 'After the check-in day: 100% of the stay'],
    [5, 0, 0, 'From 5 days before check-in: free of charge'],
    [3, 0, 33.33, 'From 3 days before check-in: 33.33% of the stay'],
    [30, 0, 10, 'From 30 days before check-in: 10% of the stay'],
  ])('en: %i days before, %i h after, %d%% → %s', (days, hours, percentage, expected) => {
    const part = { days_before: days, hours_after: hours, percentage_of_cost: percentage };
    expect(plain(describeFeeStep(part, en))).toBe(expected);
  });

  it.each([
    [3, 0, 50, 'チェックイン3日前から：宿泊料金の50%'],
    [7, 18, 30, 'チェックイン7日前の18:00から：宿泊料金の30%'],
    [1, 0, 80, 'チェックイン前日から：宿泊料金の80%'],
    [1, 12, 100, 'チェックイン前日の12:00から：宿泊料金の100%'],
    [0, 0, 100, 'チェックイン当日：宿泊料金の100%'],
    [0, 15, 100, 'チェックイン当日の15:00から：宿泊料金の100%'],
    [5, 0, 0, 'チェックイン5日前から：無料'],
  ])('ja: %i days before, %i h after, %d%% → %s', (days, hours, percentage, expected) => {
    const part = { days_before: days, hours_after: hours, percentage_of_cost: percentage };
    expect(plain(describeFeeStep(part, ja))).toBe(expected);
  });

  it('writes the time as the locale does: Traditional Chinese uses the zh-tw date locale', () => {
    const part = { days_before: 0, hours_after: 15, percentage_of_cost: 100 };
    expect(plain(describeFeeStep(part, zhHant))).toBe('入住當天 下午3:00 起：住宿費用的 100%');
  });
});

describe('describeCancellationPolicy', () => {
  it('gives the name, the steps earliest first and the no-show fee (no free period without a date)', () => {
    expect(describeCancellationPolicy(standard, en)).toEqual({
      name: 'Standard policy',
      nonRefundable: false,
      freeUntil: null,
      steps: ['From 3 days before check-in: 50% of the stay', 'On the check-in day: 100% of the stay'],
      noShow: 'No-show: 100% of the stay',
    });
    expect(describeCancellationPolicy(standard, ja).steps).toEqual([
      'チェックイン3日前から：宿泊料金の50%',
      'チェックイン当日：宿泊料金の100%',
    ]);
    expect(describeCancellationPolicy(standard, ja).noShow).toBe('無連絡の不泊：宿泊料金の100%');
  });

  it('orders steps of the same day by the hour', () => {
    const policy: CancellationPolicy = {
      ...standard,
      cancellation_policy_parts: [
        { days_before: 1, hours_after: 18, percentage_of_cost: 100 },
        { days_before: 1, hours_after: 0, percentage_of_cost: 50 },
      ],
    };
    expect(describeCancellationPolicy(policy, en).steps.map(plain)).toEqual([
      'From the day before check-in: 50% of the stay',
      'From 6:00 PM on the day before check-in: 100% of the stay',
    ]);
  });

  it('shows the end of free cancellation in the locale and the hotel’s time zone', () => {
    const dated = { ...standard, cancel_before_at: '2026-12-07T00:00:00+09:00' };
    expect(plain(describeCancellationPolicy(dated, en).freeUntil ?? '')).toBe(
      'Free cancellation until Dec 7, 2026, 12:00 AM',
    );
    expect(describeCancellationPolicy(dated, ja).freeUntil).toBe(
      '2026/12/07 0:00まで無料でキャンセルできます',
    );
    // The same instant is 23:00 the day before in Taipei.
    expect(plain(describeCancellationPolicy(dated, { ...en, timeZone: 'Asia/Taipei' }).freeUntil ?? '')).toBe(
      'Free cancellation until Dec 6, 2026, 11:00 PM',
    );
  });

  it('marks a non-refundable policy and drops its steps and free period', () => {
    const nonRefundable: CancellationPolicy = {
      id: 13,
      name: 'Non-refundable',
      cancel_before_at: '2026-12-07T00:00:00+09:00',
      cancellation_policy_parts: [{ days_before: 365, hours_after: 0, percentage_of_cost: 100 }],
      no_show_percentage_of_cost: 100,
      is_non_refundable: true,
    };
    expect(describeCancellationPolicy(nonRefundable, en)).toEqual({
      name: 'Non-refundable',
      nonRefundable: true,
      freeUntil: null,
      steps: [],
      noShow: 'No-show: 100% of the stay',
    });
  });

  it('says a zero no-show fee is free and keeps a policy without steps empty', () => {
    const lenient = { ...standard, cancellation_policy_parts: [], no_show_percentage_of_cost: 0 };
    const wording = describeCancellationPolicy(lenient, en);
    expect(wording.steps).toEqual([]);
    expect(wording.noShow).toBe('No-show: free of charge');
  });
});

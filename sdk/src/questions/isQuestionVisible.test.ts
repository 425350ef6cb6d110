import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { isQuestionVisible } from './isQuestionVisible';
import type { QuestionContext, QuestionVisibilityTarget } from './isQuestionVisible';

const guest: QuestionContext = { hotelId: 101, checkin: '2026-12-24', planCodes: ['BF'] };
const member: QuestionContext = { ...guest, programId: 3, rankId: 7 };
const everyone: QuestionVisibilityTarget = { labels: ['all_users'], hotel_plan_codes: [] };

describe('isQuestionVisible: plans (hotel_plan_codes)', () => {
  it.each([
    ['no plan codes', [], ['RO'], true],
    ['the booked plan listed', ['BF', 'HALF'], ['BF'], true],
    ['one of several booked plans listed', ['HALF'], ['BF', 'HALF'], true],
    ['no booked plan listed', ['HALF'], ['BF', 'RO'], false],
    ['plan codes but no plan booked', ['HALF'], [], false],
    ['neither', [], [], true],
  ])('with %s: asked %s', (_label, listed, booked, asked) => {
    expect(
      isQuestionVisible({ ...everyone, hotel_plan_codes: listed }, { ...guest, planCodes: booked }),
    ).toBe(asked);
  });

  it('treats missing plan codes as every plan', () => {
    expect(isQuestionVisible({ labels: ['all_users'] }, guest)).toBe(true);
    expect(isQuestionVisible({ labels: ['all_users'], hotel_plan_codes: null }, guest)).toBe(true);
  });
});

describe('isQuestionVisible: display dates', () => {
  const december: QuestionVisibilityTarget = {
    ...everyone,
    display_start_date: '2026-12-01',
    display_end_date: '2026-12-24',
  };

  it.each([
    ['2026-11-30', false],
    ['2026-12-01', true],
    ['2026-12-24', true],
    ['2026-12-25', false],
  ])('with a window of 1 to 24 December, check-in %s: asked %s', (checkin, asked) => {
    expect(isQuestionVisible(december, { ...guest, checkin })).toBe(asked);
  });

  it('asks an open-ended question from its start date on', () => {
    const fromDecember = { ...everyone, display_start_date: '2026-12-01', display_end_date: null };
    expect(isQuestionVisible(fromDecember, { ...guest, checkin: '2030-01-01' })).toBe(true);
    expect(isQuestionVisible(fromDecember, { ...guest, checkin: '2026-11-30' })).toBe(false);
  });

  it('does not ask a dated question without a check-in, but asks an undated one', () => {
    expect(isQuestionVisible(december, { ...guest, checkin: null })).toBe(false);
    expect(isQuestionVisible(everyone, { ...guest, checkin: null })).toBe(true);
  });
});

describe('isQuestionVisible: labels', () => {
  it.each([
    [['all_users'], guest, true],
    [['membership_rank_7'], member, true],
    [['membership_rank_7'], guest, false],
    [['rank_all', 'membership_program_4'], member, true],
    [['organization_all'], member, false],
  ])('labels %o for %o: asked %s', (labels, context, asked) => {
    expect(isQuestionVisible({ ...everyone, labels }, context)).toBe(asked);
  });

  it('asks a brand question only at a targeted facility', () => {
    const brand = { ...everyone, ownable_type: 'hotel_brand', labels: ['all_users', 'target_facility_101'] };
    expect(isQuestionVisible(brand, guest)).toBe(true);
    expect(isQuestionVisible(brand, { ...guest, hotelId: 102 })).toBe(false);
  });

  it('needs the labels, the dates and the plans to agree', () => {
    const question: QuestionVisibilityTarget = {
      labels: ['membership_rank_7'],
      hotel_plan_codes: ['BF'],
      display_start_date: '2026-12-01',
      display_end_date: '2026-12-31',
    };
    expect(isQuestionVisible(question, member)).toBe(true);
    expect(isQuestionVisible(question, guest)).toBe(false);
    expect(isQuestionVisible(question, { ...member, planCodes: ['RO'] })).toBe(false);
    expect(isQuestionVisible(question, { ...member, checkin: '2027-01-01' })).toBe(false);
  });
});

describe('isQuestionVisible with the contract shapes', () => {
  it('takes a question as listAdditionalQuestions sends it', () => {
    const question: components['schemas']['AdditionalQuestion'] = {
      id: 32,
      question_type: 'free',
      answer_type: 'text',
      required: false,
      labels: ['membership_program_3'],
      hotel_plan_codes: ['BF'],
      display_start_date: null,
      display_end_date: '2026-12-31',
      ownable_type: 'hotel',
    };
    expect(isQuestionVisible(question, member)).toBe(true);
    expect(isQuestionVisible(question, guest)).toBe(false);
  });
});

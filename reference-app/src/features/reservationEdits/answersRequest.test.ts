import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  isAnswerable,
  planAnswers,
  questionOfDetail,
  stillUploading,
  storedDraft,
} from './answersRequest';

type Question = components['schemas']['AdditionalQuestion'];

const base = {
  labels: ['all_users'],
  hotel_plan_codes: [],
  ownable_type: 'hotel',
  required: false,
} satisfies Partial<Question>;
const arrival: Question = {
  ...base,
  id: 31,
  question_type: 'checkin',
  answer_type: 'options',
  required: true,
  options: [
    { id: 1, label: '15:00-17:00' },
    { id: 2, label: '17:00-19:00' },
  ],
  answer: { option_ids: [2] },
};
const heard: Question = { ...base, id: 53, question_type: 'free', answer_type: 'text', answer: null };
const passport: Question = {
  ...base,
  id: 35,
  question_type: 'free',
  answer_type: 'file',
  answer: { remote_attachments_urls: ['https://api.example/a/1/scan.png'] },
};
const notice: Question = { ...base, id: 52, question_type: 'notification', answer_type: 'text' };

describe('storedDraft and isAnswerable', () => {
  it('start from the answer the reservation holds; notices take none', () => {
    expect(storedDraft(arrival)).toEqual({ option_ids: [2] });
    expect(storedDraft(heard)).toEqual({});
    expect(isAnswerable(notice)).toBe(false);
    expect(isAnswerable(heard)).toBe(true);
  });
});

describe('planAnswers', () => {
  it('sends first answers and changes apart, and only what changed', () => {
    expect(
      planAnswers([arrival, heard, passport, notice], {
        31: { option_ids: [1] },
        53: { text: '  From a friend ' },
        35: { remote_attachments_urls: ['https://api.example/a/1/scan.png'] },
        52: { text: 'ignored' },
      }),
    ).toEqual({
      first: [{ additional_question_id: 53, answer: { text: 'From a friend' } }],
      changes: [{ additional_question_id: 31, answer: { option_ids: [1] } }],
    });
  });

  it('clears an answer with an empty one, and sends no empty first answer', () => {
    expect(
      planAnswers([passport, heard], { 35: { remote_attachments_urls: [] }, 53: { text: ' ' } }),
    ).toEqual({
      first: [],
      changes: [{ additional_question_id: 35, answer: { remote_attachments_urls: [] } }],
    });
  });
});

describe('answerProblems', () => {
  it('checks what the guest edited and required questions without an answer', () => {
    expect(answerProblems([arrival, heard], {})).toEqual({});
    expect(
      answerProblems([arrival, heard], { 31: { option_ids: [] }, 53: { text: 'x'.repeat(256) } }),
    ).toEqual({
      31: [{ code: '1000', reason: 'required' }],
      53: [{ code: '1000', reason: 'text_too_long', length: 256, maxLength: 255 }],
    });
    expect(answerProblems([{ ...arrival, answer: null }], {})).toEqual({
      31: [{ code: '1000', reason: 'required' }],
    });
  });
});

describe('stillUploading and questionOfDetail', () => {
  it('knows files still uploading', () => {
    expect(stillUploading({ 35: { files: [{ name: 'scan.png', size: 1 }] } })).toBe(true);
    expect(stillUploading({ 35: { files: [], remote_attachments_urls: ['u'] } })).toBe(false);
  });

  it('finds the question a refusal names through the answers sent', () => {
    const sent = [
      { additional_question_id: 31, answer: {} },
      { additional_question_id: 53, answer: {} },
    ];
    expect(questionOfDetail('answers.1.answer.text', sent)).toBe(53);
    expect(questionOfDetail('answers.0', sent)).toBe(31);
    expect(questionOfDetail('answers', sent)).toBeNull();
    expect(questionOfDetail('answers.5.answer', sent)).toBeNull();
  });
});

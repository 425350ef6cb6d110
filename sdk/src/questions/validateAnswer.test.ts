import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import {
  answerFileMediaType,
  ANSWER_FILE_TYPES,
  ANSWER_MAX_FILE_BYTES,
  ANSWER_MAX_FILES,
  ANSWER_TEXT_MAX_LENGTH,
  validateAnswer,
} from './validateAnswer';
import type { AnswerFile, AnsweredQuestion } from './validateAnswer';

const MB = 1024 * 1024;
const text: AnsweredQuestion = { question_type: 'free', answer_type: 'text', required: true };
const arrival: AnsweredQuestion = {
  question_type: 'checkin',
  answer_type: 'options',
  required: true,
  options: [
    { id: 1, label: '15:00-17:00' },
    { id: 2, label: '17:00-19:00' },
  ],
};
const passport: AnsweredQuestion = { question_type: 'free', answer_type: 'file', required: true };
const png = (size = MB): AnswerFile => ({ name: 'passport.png', size, type: 'image/png' });
const urls = (count: number) =>
  Array.from({ length: count }, (_, index) => `https://files.example.com/${index}.png`);

describe('validateAnswer: the limits', () => {
  it('are 255 characters, 30 files, 80 MB', () => {
    expect(ANSWER_TEXT_MAX_LENGTH).toBe(255);
    expect(ANSWER_MAX_FILES).toBe(30);
    expect(ANSWER_MAX_FILE_BYTES).toBe(83_886_080);
  });
});

describe('validateAnswer: text answers up to 255 characters', () => {
  it('accepts 255 characters and refuses 256', () => {
    expect(validateAnswer(text, { text: 'a'.repeat(255) })).toEqual([]);
    expect(validateAnswer(text, { text: 'a'.repeat(256) })).toEqual([
      { code: '1000', reason: 'text_too_long', length: 256, maxLength: 255 },
    ]);
  });

  it('counts an emoji as one character', () => {
    expect(validateAnswer(text, { text: '🏨'.repeat(255) })).toEqual([]);
    expect(validateAnswer(text, { text: '🏨'.repeat(256) })).toHaveLength(1);
  });

  it.each([null, undefined, {}, { text: '' }, { text: '   ' }])(
    'refuses %o for a required question',
    (answer) => {
      expect(validateAnswer(text, answer)).toEqual([{ code: '1000', reason: 'required' }]);
    },
  );

  it('accepts no answer to an optional question', () => {
    expect(validateAnswer({ ...text, required: false }, { text: '' })).toEqual([]);
    expect(validateAnswer({ ...text, required: false }, null)).toEqual([]);
  });

  it('still limits the length of an optional answer', () => {
    expect(validateAnswer({ ...text, required: false }, { text: 'a'.repeat(300) })).toEqual([
      { code: '1000', reason: 'text_too_long', length: 300, maxLength: 255 },
    ]);
  });
});

describe('validateAnswer: options answers among the choices', () => {
  it('accepts a choice of the question', () => {
    expect(validateAnswer(arrival, { option_ids: [2] })).toEqual([]);
    expect(validateAnswer(arrival, { option_ids: [1, 2] })).toEqual([]);
  });

  it('refuses a choice the question does not have, once per id', () => {
    expect(validateAnswer(arrival, { option_ids: [2, 3, 3, 9] })).toEqual([
      { code: '1000', reason: 'unknown_option', optionId: 3 },
      { code: '1000', reason: 'unknown_option', optionId: 9 },
    ]);
  });

  it('refuses no choice for a required question', () => {
    expect(validateAnswer(arrival, { option_ids: [] })).toEqual([{ code: '1000', reason: 'required' }]);
    expect(validateAnswer(arrival, { text: '16:00' })).toEqual([{ code: '1000', reason: 'required' }]);
  });

  it('refuses every choice when the question has none', () => {
    expect(validateAnswer({ ...arrival, options: [] }, { option_ids: [1] })).toEqual([
      { code: '1000', reason: 'unknown_option', optionId: 1 },
    ]);
  });
});

describe('validateAnswer: file answers, at most 30 files of 80 MB', () => {
  it('accepts files of the allowed types', () => {
    const files: AnswerFile[] = [
      png(),
      { name: 'photo.jpg', size: MB, type: 'image/jpeg' },
      { name: 'map.gif', size: MB, type: 'image/gif' },
      { name: 'visa.pdf', size: MB, type: 'application/pdf' },
    ];
    expect(validateAnswer(passport, { files })).toEqual([]);
  });

  it('reads the extension when the browser gives no type', () => {
    expect(validateAnswer(passport, { files: [{ name: 'IMG_0001.HEIC', size: MB, type: '' }] })).toEqual([]);
    expect(
      validateAnswer(passport, { files: [{ name: 'scan.pdf', size: MB, type: 'application/octet-stream' }] }),
    ).toEqual([]);
  });

  it('refuses other types with 1251', () => {
    const files: AnswerFile[] = [png(), { name: 'notes.docx', size: MB, type: 'application/msword' }];
    expect(validateAnswer(passport, { files })).toEqual([
      { code: '1251', reason: 'file_type_not_allowed', fileIndex: 1 },
    ]);
    expect(validateAnswer(passport, { files: [{ name: 'noextension', size: MB, type: '' }] })).toEqual([
      { code: '1251', reason: 'file_type_not_allowed', fileIndex: 0 },
    ]);
  });

  it('accepts 80 MB and refuses one byte more', () => {
    expect(validateAnswer(passport, { files: [png(80 * MB)] })).toEqual([]);
    expect(validateAnswer(passport, { files: [png(), png(80 * MB + 1)] })).toEqual([
      { code: '1251', reason: 'file_too_large', fileIndex: 1, maxBytes: 83_886_080 },
    ]);
  });

  it('counts uploaded and new files together against the 30-file limit', () => {
    expect(validateAnswer(passport, { remote_attachments_urls: urls(29), files: [png()] })).toEqual([]);
    expect(validateAnswer(passport, { remote_attachments_urls: urls(29), files: [png(), png()] })).toEqual([
      { code: '1251', reason: 'too_many_files', count: 31, maxFiles: 30 },
    ]);
  });

  it('reports every problem at once', () => {
    const files: AnswerFile[] = [{ name: 'movie.mov', size: 90 * MB, type: 'video/quicktime' }];
    expect(validateAnswer(passport, { remote_attachments_urls: urls(30), files })).toEqual([
      { code: '1251', reason: 'too_many_files', count: 31, maxFiles: 30 },
      { code: '1251', reason: 'file_type_not_allowed', fileIndex: 0 },
      { code: '1251', reason: 'file_too_large', fileIndex: 0, maxBytes: 83_886_080 },
    ]);
  });

  it('takes an already uploaded file as an answer to a required question', () => {
    expect(validateAnswer(passport, { remote_attachments_urls: urls(1) })).toEqual([]);
    expect(validateAnswer(passport, { files: [] })).toEqual([{ code: '1000', reason: 'required' }]);
  });

  it('lists the upload types of the contract', () => {
    expect(ANSWER_FILE_TYPES).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/heic',
      'application/pdf',
    ]);
  });
});

describe('answerFileMediaType: the type a file is taken as', () => {
  it('keeps a given type, without its parameters, and reads image/jpg as image/jpeg', () => {
    expect(answerFileMediaType({ name: 'scan', size: 1, type: 'application/pdf; charset=binary' })).toBe(
      'application/pdf',
    );
    expect(answerFileMediaType({ name: 'a.jpg', size: 1, type: 'image/jpg' })).toBe('image/jpeg');
  });

  it('goes by the extension when the type is missing or generic, else keeps what was given', () => {
    expect(answerFileMediaType({ name: 'IMG_0001.HEIC', size: 1, type: '' })).toBe('image/heic');
    expect(answerFileMediaType({ name: 'photo.png', size: 1, type: 'application/octet-stream' })).toBe(
      'image/png',
    );
    expect(answerFileMediaType({ name: 'notes.txt', size: 1, type: '' })).toBe('');
  });
});

describe('validateAnswer: notifications (question_type)', () => {
  it('takes no answer', () => {
    const notice: AnsweredQuestion = { question_type: 'notification', answer_type: 'text', required: true };
    expect(validateAnswer(notice, null)).toEqual([]);
  });
});

describe('validateAnswer with the contract shapes', () => {
  it('takes a question and an answer as the API sends them', () => {
    const question: components['schemas']['AdditionalQuestion'] = {
      id: 31,
      question_type: 'checkin',
      answer_type: 'options',
      required: true,
      labels: ['all_users'],
      hotel_plan_codes: [],
      ownable_type: 'hotel',
      options: [{ id: 1, label: '15:00-17:00' }],
    };
    const answer: components['schemas']['AdditionalQuestionAnswer'] = { option_ids: [1] };
    expect(validateAnswer(question, answer)).toEqual([]);
  });
});

import type { components } from '../generated/openapi';

/**
 * Longest text answer, in characters (docs/rules.md, "Notifications and questions").
 *
 * @example
 * ```ts
 * ANSWER_TEXT_MAX_LENGTH; // 255
 * ```
 */
export const ANSWER_TEXT_MAX_LENGTH = 255;

/**
 * Most files one answer takes.
 *
 * @example
 * ```ts
 * ANSWER_MAX_FILES; // 30
 * ```
 */
export const ANSWER_MAX_FILES = 30;

/**
 * Largest file an answer takes, in bytes: 80 MB of 1,048,576 bytes, the contract's `byte_size` maximum.
 *
 * @example
 * ```ts
 * ANSWER_MAX_FILE_BYTES; // 83886080
 * ```
 */
export const ANSWER_MAX_FILE_BYTES = 80 * 1024 * 1024;

/**
 * File types an answer takes: the types `uploadFileAttachment` lists (PNG, JPEG, GIF, HEIC and PDF),
 * usable as an `accept` attribute with `.join(',')`.
 *
 * @example
 * ```ts
 * ANSWER_FILE_TYPES.includes('image/png'); // true
 * ```
 */
export const ANSWER_FILE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/heic',
  'application/pdf',
];

// Browsers leave `type` empty (or generic) for files they do not know, HEIC photos among them.
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

/**
 * What validation needs from a question: question_type, answer_type, required, and the choices of an
 * `options` question. An `AdditionalQuestion` of the contract fits.
 *
 * @example
 * ```ts
 * const question: AnsweredQuestion = { question_type: 'free', answer_type: 'options', required: true, options: [{ id: 1, label: 'Yes' }] };
 * ```
 */
export interface AnsweredQuestion {
  readonly question_type: components['schemas']['QuestionType'];
  readonly answer_type: components['schemas']['AnswerType'];
  readonly required: boolean;
  /** The choices of an `options` question. */
  readonly options?:
    | readonly (Pick<components['schemas']['AdditionalQuestionOption'], 'id'> &
        Partial<components['schemas']['AdditionalQuestionOption']>)[]
    | null;
}

/**
 * A file chosen for a `file` answer, before upload. A browser `File` fits.
 *
 * @example
 * ```ts
 * const file: AnswerFile = { name: 'passport.png', size: 204800, type: 'image/png' };
 * ```
 */
export interface AnswerFile {
  readonly name?: string;
  /** Size in bytes. */
  readonly size: number;
  /** The media type; when empty or `application/octet-stream` the name's extension decides. */
  readonly type?: string;
}

/**
 * A guest's answer as the form holds it: the contract's `AdditionalQuestionAnswer` fields (`text`,
 * `option_ids`, `remote_attachments_urls` of files already uploaded) plus `files` not uploaded yet.
 *
 * @example
 * ```ts
 * const answer: AnswerDraft = { text: 'We arrive late by car.' };
 * ```
 */
export interface AnswerDraft {
  readonly text?: string | null;
  readonly option_ids?: readonly number[] | null;
  readonly remote_attachments_urls?: readonly string[] | null;
  readonly files?: readonly AnswerFile[] | null;
}

/**
 * Why an answer cannot be sent, with the catalogue code the API would answer (`1000` invalid, `1251` upload
 * unprocessable; docs/errors.md). `reason` says what is wrong, never in words; file problems name the file by
 * its index in `files`.
 *
 * @example
 * ```ts
 * const problem: AnswerProblem = { code: '1000', reason: 'required' };
 * ```
 */
export type AnswerProblem =
  | { readonly code: Extract<components['schemas']['ErrorCode'], '1000'>; readonly reason: 'required' }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1000'>;
      readonly reason: 'text_too_long';
      /** Characters given. */
      readonly length: number;
      readonly maxLength: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1000'>;
      readonly reason: 'unknown_option';
      readonly optionId: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1251'>;
      readonly reason: 'too_many_files';
      /** Files given, uploaded ones included. */
      readonly count: number;
      readonly maxFiles: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1251'>;
      readonly reason: 'file_too_large';
      readonly fileIndex: number;
      readonly maxBytes: number;
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], '1251'>;
      readonly reason: 'file_type_not_allowed';
      readonly fileIndex: number;
    };

/**
 * Every reason an answer cannot be sent; empty when it can (docs/rules.md, "Notifications and questions"): a
 * required answer is given, a text is at most 255 characters, an answer holds at most 30 files of 80 MB each.
 *
 * - Only the field of the question's `answer_type` is read: `text`, `option_ids`, or `files` with
 *   `remote_attachments_urls`. A notification takes no answer and is always valid.
 * - Required: a text of spaces only, no option, or no file at all counts as unanswered. An unrequired
 *   question left unanswered is valid, but whatever is given must still be valid.
 * - Text: at most 255 characters, counted as Unicode characters (an emoji is one), as the API counts.
 * - Options: every chosen id must be one of the question's choices; several choices are accepted, since
 *   the contract takes a list (a form may still offer one).
 * - Files: uploaded and new files together at most 30; each new file at most 80 MB and of a type in {@link
 *   ANSWER_FILE_TYPES}. The size limit is stated per image; it is applied to PDFs too, since the contract
 *   caps every attachment's size at the same value.
 *
 * @param question - the question answered.
 * @param answer - the answer, or nothing when unanswered.
 * @example
 * ```ts
 * const arrival = { question_type: 'checkin', answer_type: 'options', required: true, options: [{ id: 1 }, { id: 2 }] } as const;
 * validateAnswer(arrival, { option_ids: [2] }); // []
 * validateAnswer(arrival, { option_ids: [] }); // [{ code: '1000', reason: 'required' }]
 * validateAnswer(arrival, { option_ids: [3] }); // [{ code: '1000', reason: 'unknown_option', optionId: 3 }]
 * ```
 */
export function validateAnswer(
  question: AnsweredQuestion,
  answer: AnswerDraft | null | undefined,
): AnswerProblem[] {
  if (question.question_type === 'notification') return [];
  switch (question.answer_type) {
    case 'text':
      return validateText(question, answer?.text ?? '');
    case 'options':
      return validateOptions(question, answer?.option_ids ?? []);
    case 'file':
      return validateFiles(question, answer?.files ?? [], answer?.remote_attachments_urls ?? []);
    default:
      // An answer type added by a later API version is left to the API, which knows it.
      return [];
  }
}

function validateText(question: AnsweredQuestion, text: string): AnswerProblem[] {
  if (text.trim() === '') return question.required ? [{ code: '1000', reason: 'required' }] : [];
  const length = [...text].length;
  return length > ANSWER_TEXT_MAX_LENGTH
    ? [{ code: '1000', reason: 'text_too_long', length, maxLength: ANSWER_TEXT_MAX_LENGTH }]
    : [];
}

function validateOptions(question: AnsweredQuestion, optionIds: readonly number[]): AnswerProblem[] {
  if (optionIds.length === 0) return question.required ? [{ code: '1000', reason: 'required' }] : [];
  const choices = new Set((question.options ?? []).map((option) => option.id));
  return optionIds
    .filter((id, index) => !choices.has(id) && optionIds.indexOf(id) === index)
    .map((optionId) => ({ code: '1000', reason: 'unknown_option', optionId }));
}

function validateFiles(
  question: AnsweredQuestion,
  files: readonly AnswerFile[],
  uploaded: readonly string[],
): AnswerProblem[] {
  const count = files.length + uploaded.length;
  if (count === 0) return question.required ? [{ code: '1000', reason: 'required' }] : [];
  const problems: AnswerProblem[] = [];
  if (count > ANSWER_MAX_FILES) {
    problems.push({ code: '1251', reason: 'too_many_files', count, maxFiles: ANSWER_MAX_FILES });
  }
  files.forEach((file, fileIndex) => {
    if (!ANSWER_FILE_TYPES.includes(answerFileMediaType(file))) {
      problems.push({ code: '1251', reason: 'file_type_not_allowed', fileIndex });
    }
    if (file.size > ANSWER_MAX_FILE_BYTES) {
      problems.push({ code: '1251', reason: 'file_too_large', fileIndex, maxBytes: ANSWER_MAX_FILE_BYTES });
    }
  });
  return problems;
}

/**
 * The media type an answer's file is taken as: its own (parameters dropped, `image/jpg` read as
 * `image/jpeg`), or by its name's extension when the browser gave none or a generic
 * `application/octet-stream` (HEIC photos often come so). An unknown extension leaves the given type.
 *
 * @example
 * ```ts
 * answerFileMediaType({ name: 'IMG_0001.HEIC', size: 1024, type: '' }); // 'image/heic'
 * answerFileMediaType({ name: 'scan', size: 1024, type: 'application/pdf; charset=binary' }); // 'application/pdf'
 * ```
 */
export function answerFileMediaType(file: AnswerFile): string {
  const type = (file.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (type !== '' && type !== 'application/octet-stream') return type === 'image/jpg' ? 'image/jpeg' : type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? type;
}

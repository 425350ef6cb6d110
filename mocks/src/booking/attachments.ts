/**
 * Files attached to answers (the contract's `uploadFileAttachment`): PNG, JPEG, GIF, HEIC or PDF (a part
 * sent as `application/octet-stream` by its extension), at most 80 MB, at most 30 files per answer, for a
 * question of the hotel (or its brand) answered with files. Only the metadata is kept; the URL of an
 * upload lies on the mock's origin under the reserved prefix, and an answer may name only uploads of its
 * hotel and question. Before booking there is no answer to count files by, so the 30 are counted per
 * client session, hotel and question (`additional_question_id`, or none); the contract has no operation to
 * delete an upload, so a file the guest removed in a form still counts.
 */
import {
  ANSWER_FILE_TYPES,
  ANSWER_MAX_FILE_BYTES,
  ANSWER_MAX_FILES,
  answerFileMediaType,
} from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, QuestionRow } from '../db/rows';
import { ApiError, invalid } from '../http/errors';
import { absoluteUrl } from '../http/requestBase';
import { isQuestionOf } from '../hotel/questions';

/** Where uploads lie, under the mock's reserved prefix. */
export const ATTACHMENT_PREFIX = '/__staykit/attachments';
// `<base>/__staykit/attachments/<id>/<file name>`.
const ATTACHMENT_PATH = /\/__staykit\/attachments\/([1-9][0-9]{0,9})\/([^/]+)$/;

// The file rules are the SDK's (`validateAnswer`): the same types, size and count as the contract's.
/** The largest file taken, in bytes: 80 MB, the contract's `byte_size` maximum. */
export const MAX_ATTACHMENT_BYTES = ANSWER_MAX_FILE_BYTES;
/** The most files one answer takes (the contract's `remote_attachments_urls` maximum). */
export const MAX_ATTACHMENTS_PER_ANSWER = ANSWER_MAX_FILES;

/** The form's fields, read but not yet checked against the store. */
export interface UploadForm {
  readonly file: File;
  readonly hotelId: number;
  /** 0 when the form names no question. */
  readonly questionId: number;
}

/**
 * Checks the hotel and the question the file is for: unknown ones are field problems here (the operation
 * documents no 404), and the question must be one of the hotel's (or its brand's) answered with files.
 */
export function checkTarget(form: UploadForm): void {
  const hotel = db.hotel.get(form.hotelId);
  if (!hotel) throw invalid({ hotel_id: [`no hotel has the id ${form.hotelId}`] });
  if (form.questionId !== 0) {
    const question = db.question.get(form.questionId);
    if (!question || !isQuestionOf(question, hotel) || question.answer_type !== 'file') {
      throw invalid({
        additional_question_id: [`is not a question of ${hotel.code} answered with files`],
      });
    }
  }
}

/** The media type the file is taken as: its own, or by its extension when generic or missing. */
export function mediaType(file: File): string {
  return answerFileMediaType(file) || 'application/octet-stream';
}

/** The 1251 refusals of the file itself, in the order of the contract's description: type, then size. */
export function checkFile(form: UploadForm, type: string): void {
  const name = form.file.name;
  if (!ANSWER_FILE_TYPES.includes(type)) {
    throw new ApiError('1251', {
      message: `${name}: ${type} is not accepted (PNG, JPEG, GIF, HEIC or PDF only)`,
      fields: { file: ['must be a PNG, JPEG, GIF, HEIC or PDF file'] },
    });
  }
  if (form.file.size > MAX_ATTACHMENT_BYTES) {
    throw new ApiError('1251', {
      message: `${name}: ${form.file.size} bytes is over the 80 MB limit`,
      fields: { file: [`must be at most ${MAX_ATTACHMENT_BYTES} bytes`] },
    });
  }
}

/** The 1251 refusal of one file too many for the answer (30 per session, hotel and question). */
export function checkCount(form: UploadForm, session: string): void {
  const sent = db.fileAttachment
    .where('client_session', session)
    .filter(
      (upload) => upload.hotel_id === form.hotelId && upload.additional_question_id === form.questionId,
    ).length;
  if (sent >= MAX_ATTACHMENTS_PER_ANSWER) {
    throw new ApiError('1251', {
      message: `An answer takes at most ${MAX_ATTACHMENTS_PER_ANSWER} files`,
      fields: { file: [`is file ${sent + 1}; at most ${MAX_ATTACHMENTS_PER_ANSWER} per answer`] },
    });
  }
}

/**
 * The URL of an upload: on the mock's origin and base path, under the reserved prefix.
 *
 * @example
 * ```ts
 * attachmentUrl(request, 1, 'passport.pdf'); // 'http://127.0.0.1:4010/__staykit/attachments/1/passport.pdf'
 * ```
 */
export function attachmentUrl(request: Request, id: number, filename: string): string {
  return absoluteUrl(request, `${ATTACHMENT_PREFIX}/${id}/${encodeURIComponent(filename)}`);
}

/**
 * Whether a URL names an upload of `uploadFileAttachment` sent to `hotel` for `question` (or for none).
 *
 * @example
 * ```ts
 * isUploadFor('http://127.0.0.1:4010/__staykit/attachments/1/passport.pdf', hotel, question35); // true
 * ```
 */
export function isUploadFor(url: string, hotel: HotelRow, question: QuestionRow): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  const match = ATTACHMENT_PATH.exec(path);
  if (!match) return false;
  const upload = db.fileAttachment.get(Number(match[1]));
  if (!upload || upload.hotel_id !== hotel.id) return false;
  if (upload.additional_question_id !== 0 && upload.additional_question_id !== question.id) return false;
  try {
    return decodeURIComponent(match[2] ?? '') === upload.filename;
  } catch {
    return false;
  }
}

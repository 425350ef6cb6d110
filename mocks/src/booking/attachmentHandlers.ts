/**
 * `uploadFileAttachment` (POST /file_attachments, a multipart form): one file for a `file` answer (B §3
 * Additional question, B §5 "at most 30 files, 80 MB per image"). The file is checked as the contract
 * says — PNG, JPEG, GIF, HEIC or PDF (a part sent as `application/octet-stream` by its extension), at most
 * 80 MB, at most 30 files per answer — then only its metadata is kept. The answer's URL lies on the mock's
 * own origin, under the reserved prefix, where `GET` shows that metadata (no bytes are stored to serve).
 *
 * Before booking there is no answer to count files by, so the 30 are counted per client session, hotel
 * and question (`additional_question_id`, or none). The contract has no operation to delete an upload, so
 * a file the guest removed in a form still counts.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { ApiError, invalid } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { isReservedKey, reservedKeyError } from '../http/reservedKeys';
import { pathParam, route } from '../http/route';

type FileAttachmentResponse = components['schemas']['FileAttachmentResponse'];

/** The largest file taken, in bytes: 80 MB (B §5), the contract's `byte_size` maximum. */
export const MAX_ATTACHMENT_BYTES = 80 * 1024 * 1024;
/** The most files one answer takes (B §5). */
export const MAX_ATTACHMENTS_PER_ANSWER = 30;
/** The media types the contract lists for the `file` part, `application/octet-stream` aside. */
export const ATTACHMENT_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/heic',
  'application/pdf',
];

// Browsers send a generic type (or none) for files they do not know, HEIC photos among them.
const TYPE_BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  heic: 'image/heic',
  pdf: 'application/pdf',
};

const FIELDS = ['file', 'hotel_id', 'additional_question_id'];
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;
const UPLOAD_PATH = '/file_attachments';

/** The form's fields, read but not yet checked against the db. */
interface UploadForm {
  readonly file: File;
  readonly hotelId: number;
  /** 0 when the form names no question. */
  readonly questionId: number;
}

async function readForm(request: Request): Promise<FormData> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? '')) {
    throw new ApiError('malformed_request', { message: 'The body must be a multipart/form-data form' });
  }
  try {
    return await request.formData();
  } catch {
    throw new ApiError('malformed_request', { message: 'The multipart form cannot be read' });
  }
}

/** An id field of the form: `undefined` when absent, `null` when not an id. */
function readId(form: FormData, name: string): number | null | undefined {
  const value = form.get(name);
  if (value === null) return undefined;
  if (typeof value !== 'string' || !ID.test(value.trim()) || Number(value) > MAX_ID) return null;
  return Number(value);
}

/** Checks the fields as the contract's `UploadFileAttachmentRequest` says; one 422 `1000` names each. */
function checkFields(form: FormData): UploadForm {
  const problems: Record<string, string[]> = {};
  const names = new Set(form.keys());
  for (const name of names) {
    if (isReservedKey(name)) throw reservedKeyError(name, 'form');
    if (!FIELDS.includes(name)) problems[name] = ['is not a field of this form'];
    else if (form.getAll(name).length > 1) problems[name] = ['must be sent once'];
  }
  const file = form.get('file');
  if (!(file instanceof File)) problems['file'] = ['is required, as a file part'];
  const hotelId = readId(form, 'hotel_id');
  if (hotelId === undefined) problems['hotel_id'] = ['is required'];
  if (hotelId === null) problems['hotel_id'] = [`must be an integer from 1 to ${MAX_ID}`];
  const questionId = readId(form, 'additional_question_id');
  if (questionId === null) problems['additional_question_id'] = [`must be an integer from 1 to ${MAX_ID}`];
  if (Object.keys(problems).length > 0 || !(file instanceof File)) throw invalid(problems);
  return { file, hotelId: hotelId ?? 0, questionId: questionId ?? 0 };
}

/**
 * Checks the hotel and the question the file is for: unknown ones are field problems here (the operation
 * documents no 404), and the question must be one of the hotel's (or its brand's) answered with files.
 */
function checkTarget(form: UploadForm): void {
  const hotel = db.hotel.findFirst({ where: { id: { equals: form.hotelId } } });
  if (!hotel) throw invalid({ hotel_id: [`no hotel has the id ${form.hotelId}`] });
  if (form.questionId !== 0) {
    const question = db.question.findFirst({ where: { id: { equals: form.questionId } } });
    const owned =
      question !== null &&
      ((question.ownable_type === 'hotel' && question.owner_id === hotel.id) ||
        (question.ownable_type === 'hotel_brand' && question.owner_id === hotel.brand_id));
    if (!owned || question.answer_type !== 'file') {
      throw invalid({
        additional_question_id: [`is not a question of ${hotel.code} answered with files`],
      });
    }
  }
}

/** The media type the file is taken as: its own, or by its extension when generic or missing. */
function mediaType(file: File): string {
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type !== '' && type !== 'application/octet-stream') return type === 'image/jpg' ? 'image/jpeg' : type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? (type === '' ? 'application/octet-stream' : type);
}

/** The 1251 refusals of the file itself, in the order of the contract's description: type, then size. */
function checkFile(form: UploadForm, type: string): void {
  const name = form.file.name;
  if (!ATTACHMENT_TYPES.includes(type)) {
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
function checkCount(form: UploadForm, session: string): void {
  const sent = db.fileAttachment.count({
    where: {
      client_session: { equals: session },
      hotel_id: { equals: form.hotelId },
      additional_question_id: { equals: form.questionId },
    },
  });
  if (sent >= MAX_ATTACHMENTS_PER_ANSWER) {
    throw new ApiError('1251', {
      message: `An answer takes at most ${MAX_ATTACHMENTS_PER_ANSWER} files`,
      fields: { file: [`is file ${sent + 1}; at most ${MAX_ATTACHMENTS_PER_ANSWER} per answer`] },
    });
  }
}

/** The URL of an upload: on the mock's origin and base path, under the reserved prefix. */
function attachmentUrl(request: Request, id: number, filename: string): string {
  const url = new URL(request.url);
  const base = url.pathname.endsWith(UPLOAD_PATH) ? url.pathname.slice(0, -UPLOAD_PATH.length) : '';
  return `${url.origin}${base}/__staykit/attachments/${id}/${encodeURIComponent(filename)}`;
}

async function sha256(file: File): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Handlers of the upload operation, and the reserved-prefix page of an upload's metadata. */
export const fileAttachmentHandlers = [
  http.post(
    `*${UPLOAD_PATH}`,
    route(
      async ({ request }) => {
        const form = checkFields(await readForm(request));
        checkTarget(form);
        const type = mediaType(form.file);
        // Refused before the bytes are read: a file over the limit is never hashed.
        checkFile(form, type);
        const session = request.headers.get('Client-Session') ?? '';
        const filename = form.file.name || 'file';
        // The bytes' hash stands for the body: the same key with another file is a reused key.
        const body = {
          hotel_id: form.hotelId,
          additional_question_id: form.questionId,
          filename,
          type,
          sha256: await sha256(form.file),
        };
        // Counted inside: a retry of the 30th file replays its answer instead of being file 31.
        return idempotent(request, 'uploadFileAttachment', body, () => {
          checkCount(form, session);
          const row = db.fileAttachment.create({
            id: db.fileAttachment.count() + 1,
            hotel_id: form.hotelId,
            additional_question_id: form.questionId,
            client_session: session,
            filename,
            content_type: type,
            byte_size: form.file.size,
            created_at_ms: nowMillis(),
          });
          const response: FileAttachmentResponse = {
            data: {
              id: row.id,
              url: attachmentUrl(request, row.id, filename),
              filename,
              content_type: type,
              byte_size: row.byte_size,
            },
          };
          return { status: 201, body: response };
        });
      },
      { creates: true },
    ),
  ),
  http.get(
    '*/__staykit/attachments/:attachment_id/:filename',
    route(
      ({ request, params }) => {
        const id = pathParam(params, 'attachment_id');
        const row = ID.test(id)
          ? db.fileAttachment.findFirst({ where: { id: { equals: Number(id) } } })
          : null;
        if (!row || pathParam(params, 'filename') !== row.filename) {
          throw new ApiError('not_found', { message: `No upload is at ${new URL(request.url).pathname}` });
        }
        const response: FileAttachmentResponse = {
          data: {
            id: row.id,
            url: new URL(request.url).href,
            filename: row.filename,
            content_type: row.content_type,
            byte_size: row.byte_size,
          },
        };
        return HttpResponse.json(response);
      },
      { session: false },
    ),
  ),
];

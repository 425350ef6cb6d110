/**
 * `uploadFileAttachment` (POST /file_attachments, a multipart form): one file for a `file` answer, checked
 * as `attachments.ts` says; the answer's URL lies on the mock's own origin, under the reserved prefix,
 * where `GET` shows the upload's metadata (no bytes are stored to serve).
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { ApiError, invalid } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { isReservedKey, reservedKeyError } from '../http/reservedKeys';
import { clientSessionOf } from '../http/requestHeaders';
import { pathParam, route } from '../http/route';
import {
  ATTACHMENT_PREFIX,
  attachmentUrl,
  checkCount,
  checkFile,
  checkTarget,
  mediaType,
} from './attachments';
import type { UploadForm } from './attachments';

type FileAttachmentResponse = components['schemas']['FileAttachmentResponse'];

const FIELDS = ['file', 'hotel_id', 'additional_question_id'];
const ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

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

async function sha256(file: File): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Handlers of the upload operation, and the reserved-prefix page of an upload's metadata. */
export const attachmentHandlers = [
  http.post(
    '*/file_attachments',
    route(
      async ({ request }) => {
        const form = checkFields(await readForm(request));
        checkTarget(form);
        const type = mediaType(form.file);
        // Refused before the bytes are read: a file over the limit is never hashed.
        checkFile(form, type);
        const session = clientSessionOf(request);
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
          const row = db.fileAttachment.insert({
            id: db.fileAttachment.inserted + 1,
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
    `*${ATTACHMENT_PREFIX}/:attachment_id/:filename`,
    route(
      ({ request, params }) => {
        const id = pathParam(params, 'attachment_id');
        const row = ID.test(id) ? db.fileAttachment.get(Number(id)) : null;
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

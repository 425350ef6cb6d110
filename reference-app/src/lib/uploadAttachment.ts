import type { StaykitClient, components } from '@staykit/sdk';

type FileAttachment = components['schemas']['FileAttachment'];
type UploadRequest = components['schemas']['UploadFileAttachmentRequest'];

/**
 * How far an upload has got: bytes of the request sent so far, of all.
 *
 * @example
 * ```ts
 * const halfway: UploadProgress = { loaded: 102_400, total: 204_800 };
 * ```
 */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

/**
 * One file to upload for a `file` answer (contract: `AdditionalQuestion`).
 *
 * @example
 * ```ts
 * const upload: AttachmentUpload = { hotelId: 101, questionId: 35, file, onProgress: (p) => show(p) };
 * ```
 */
export interface AttachmentUpload {
  readonly hotelId: number;
  /** The question the file answers (the API checks that it is answered with files). */
  readonly questionId?: number;
  readonly file: File;
  /** Called as the bytes go out. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (the guest removed the file, or left the page). */
  readonly signal?: AbortSignal;
}

// Statuses whose answers have no body (a Response refuses one).
const NULL_BODY_STATUSES = [101, 204, 205, 304];

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A fetch for one request that sends it with XMLHttpRequest, the only browser API that reports upload
 * progress. A request with no answer rejects with a TypeError, as fetch does, so the SDK reports a
 * network error; an aborted one rejects with the signal's reason.
 */
function fetchWithUploadProgress(onProgress: ((progress: UploadProgress) => void) | undefined) {
  return async (request: Request): Promise<Response> => {
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const abortReason = () =>
        request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
      if (request.signal.aborted) {
        reject(abortReason());
        return;
      }
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      const settle = (finish: () => void) => () => {
        request.signal.removeEventListener('abort', abort);
        finish();
      };
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener(
        'load',
        settle(() =>
          resolve(
            new Response(NULL_BODY_STATUSES.includes(xhr.status) ? null : xhr.responseText, {
              status: xhr.status,
              statusText: xhr.statusText,
              headers: responseHeaders(xhr.getAllResponseHeaders()),
            }),
          ),
        ),
      );
      const failed = settle(() => reject(new TypeError('The upload got no answer')));
      xhr.addEventListener('error', failed);
      xhr.addEventListener('timeout', failed);
      xhr.addEventListener(
        'abort',
        settle(() => reject(abortReason())),
      );
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

const UPLOAD_MIN_TIMEOUT_MS = 30_000;
const UPLOAD_SLOWEST_BYTES_PER_MS = 50;

/**
 * Uploads one file of a `file` answer with the SDK's `uploadFileAttachment` (a multipart form) and
 * resolves to the stored file, whose `url` goes in the answer's `remote_attachments_urls`; progress is
 * reported as the bytes go out.
 *
 * The call is the SDK's own: its middleware sets the client session, `Accept-Language`, the user token
 * and the Idempotency-Key, refreshes an expired session and waits out a 429, and its failures are
 * `StaykitError`s. Only the last step, sending the request, is an XMLHttpRequest, since fetch reports no
 * upload progress. When the middleware sends the request again (after a 429 or a refreshed session), it
 * goes by fetch, without further progress. Limits are the caller's to check first (`validateAnswer`).
 *
 * @param client - the widget's client (`useStaykitClient()`).
 * @param upload - the file, the hotel and question, and the progress and abort hooks.
 * @example
 * ```ts
 * const stored = await uploadAttachment(client, {
 *   hotelId: 101,
 *   questionId: 35,
 *   file,
 *   onProgress: ({ loaded, total }) => setPercent(Math.round((loaded / total) * 100)),
 * });
 * answer.remote_attachments_urls.push(stored.url);
 * ```
 */
export async function uploadAttachment(
  client: StaykitClient,
  upload: AttachmentUpload,
): Promise<FileAttachment> {
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  form.append('hotel_id', String(upload.hotelId));
  if (upload.questionId !== undefined) form.append('additional_question_id', String(upload.questionId));
  const { data } = await client.booking.uploadFileAttachment({
    // The contract types a file part as a string (OpenAPI's binary format); the form carries the file.
    body: form as unknown as UploadRequest,
    fetch: fetchWithUploadProgress(upload.onProgress),
    // The client's 30 s would cut off a large scan on a slow uplink: allow the time the file takes at
    // 50 kB/s (an 80 MB file: about 27 minutes) before the upload counts as stalled.
    timeoutMs: Math.max(UPLOAD_MIN_TIMEOUT_MS, upload.file.size / UPLOAD_SLOWEST_BYTES_PER_MS),
    ...(upload.signal === undefined ? {} : { signal: upload.signal }),
  });
  return data;
}

import type { StaykitClient, components } from '@staykit/sdk';

type FileAttachment = components['schemas']['FileAttachment'];
type UploadRequest = components['schemas']['UploadFileAttachmentRequest'];

/**
 * One file of a `file` answer to upload with `uploadFileAttachment` (B §3 Additional question), its
 * progress reported as the bytes go out.
 *
 * @example
 * ```ts
 * const upload: AnswerFileUpload = { hotelId: 101, questionId: 35, file, onProgress: (sent) => show(sent) };
 * ```
 */
export interface AnswerFileUpload {
  readonly hotelId: number;
  readonly questionId: number;
  readonly file: File;
  /** The share sent so far, 0 to 1. */
  readonly onProgress: (sent: number) => void;
  /** Stops the upload (the guest removed the file, or left the page). */
  readonly signal: AbortSignal;
}

const headersOf = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/**
 * A fetch that sends its one request with XMLHttpRequest, the only browser API that reports upload
 * progress. No answer rejects with a TypeError, as fetch does (the SDK then reports a network error); an
 * abort rejects with the signal's reason.
 */
const progressFetch =
  (onProgress: (sent: number) => void) =>
  async (request: Request): Promise<Response> => {
    const body = request.body === null ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const aborted = () => request.signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
      if (request.signal.aborted) {
        reject(aborted());
        return;
      }
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      const done = (finish: () => void) => () => {
        request.signal.removeEventListener('abort', abort);
        finish();
      };
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener(
        'load',
        done(() =>
          resolve(
            // Statuses without a body cannot carry one in a Response.
            new Response([204, 205, 304].includes(xhr.status) ? null : xhr.responseText, {
              status: xhr.status,
              statusText: xhr.statusText,
              headers: headersOf(xhr.getAllResponseHeaders()),
            }),
          ),
        ),
      );
      xhr.addEventListener(
        'error',
        done(() => reject(new TypeError('The upload got no answer'))),
      );
      xhr.addEventListener(
        'timeout',
        done(() => reject(new TypeError('The upload got no answer'))),
      );
      xhr.addEventListener(
        'abort',
        done(() => reject(aborted())),
      );
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };

/**
 * Uploads a file of a `file` answer with the SDK's `uploadFileAttachment` and resolves to the stored
 * file, whose `url` goes into the answer's `remote_attachments_urls`. The SDK's middleware does what it
 * does for every call (client session, language, user token, Idempotency-Key, the 429 wait, typed
 * errors); only the sending is an XMLHttpRequest, for the progress. Limits are checked before
 * (`validateAnswer`).
 *
 * @example
 * ```ts
 * const stored = await uploadAnswerFile(client, { hotelId: 101, questionId: 35, file, onProgress, signal });
 * urls.push(stored.url);
 * ```
 */
export async function uploadAnswerFile(
  client: StaykitClient,
  upload: AnswerFileUpload,
): Promise<FileAttachment> {
  const form = new FormData();
  form.append('file', upload.file, upload.file.name);
  form.append('hotel_id', String(upload.hotelId));
  form.append('additional_question_id', String(upload.questionId));
  const { data } = await client.booking.uploadFileAttachment({
    // The contract types the file part as a string (OpenAPI's binary format); the form carries the file.
    body: form as unknown as UploadRequest,
    fetch: progressFetch(upload.onProgress),
    signal: upload.signal,
  });
  return data;
}

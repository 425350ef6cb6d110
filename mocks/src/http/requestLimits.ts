/**
 * The bounds every request to the mock is held to, in one place: the node server enforces the transport
 * ones before any handler runs, and the handlers (in Vitest and the service worker too) enforce the rest.
 * Documented in the package README.
 */

/**
 * The mock's request limits.
 *
 * @example
 * ```ts
 * import { REQUEST_LIMITS } from './requestLimits';
 * if (text.length > REQUEST_LIMITS.urlChars) throw new ApiError('uri_too_long');
 * ```
 */
export const REQUEST_LIMITS = {
  /** The request target (path and query) of one request: longer is a 414 `uri_too_long`. */
  urlChars: 16 * 1024,
  /** The request line and headers together: more is a 431 `request_headers_too_large`. */
  headerBytes: 32 * 1024,
  /** A JSON body: larger is a 413 `payload_too_large`. */
  jsonBodyBytes: 1024 * 1024,
  /** The form a payment page of the mock posts (its button): larger is a 413 `payload_too_large`. */
  pageFormBytes: 4 * 1024,
  /** How deep a JSON body nests objects and lists: deeper is a 413 `payload_too_large`. */
  jsonDepth: 32,
  /**
   * The multipart body of `uploadFileAttachment`: the contract's 80 MB per file, plus 1 MB for the
   * form's other parts. A file up to that is answered as the contract says (1251 over 80 MB); a body
   * beyond it is a 413 before it is read.
   */
  uploadBodyBytes: 81 * 1024 * 1024,
  /** The query parameters one bracket-notation list takes (`rooms[0][adults]=2` is one). */
  bracketParameters: 500,
  /** The `[...]` segments of one bracket-notation key (`rooms[0][kids_tiers][0]` has three). */
  bracketDepth: 6,
  /** The whole request, headers to last body byte (slower is a 400 `malformed_request`). */
  requestMilliseconds: 30_000,
} as const;

const UPLOAD_PATH = /\/file_attachments\/?$/;

/**
 * The most bytes a request body to `pathname` may have: the upload's own limit, or the JSON one.
 *
 * @example
 * ```ts
 * bodyLimitOf('/file_attachments'); // 81 MB
 * bodyLimitOf('/hotels/101/reservations'); // 1 MB
 * ```
 */
export function bodyLimitOf(pathname: string): number {
  return UPLOAD_PATH.test(pathname) ? REQUEST_LIMITS.uploadBodyBytes : REQUEST_LIMITS.jsonBodyBytes;
}

import type { components } from '../generated/openapi';

/**
 * Codes the SDK raises itself, beside the API's `ErrorCode`s: `network_error` (no answer: the network
 * failed), `timeout` (no answer within the client's or the call's timeout), `invalid_response` (a
 * success answer whose body is not the JSON the contract promises), `unknown_error` (an error answer the
 * SDK could not read), `no_hotel_code` (start-up without a hotel code).
 *
 * @example
 * ```ts
 * const offline: ClientErrorCode = 'network_error';
 * ```
 */
export type ClientErrorCode =
  | 'network_error'
  | 'timeout'
  | 'invalid_response'
  | 'unknown_error'
  | 'no_hotel_code'
  | 'bot_check_unsupported';

/**
 * Any code a `StaykitError` can carry. Unknown codes from a newer server are kept as they are (a plain
 * string), so callers compare against known codes and fall back to `message` for the rest.
 *
 * @example
 * ```ts
 * const code: StaykitErrorCode = '3013';
 * ```
 */
export type StaykitErrorCode = components['schemas']['ErrorCode'] | ClientErrorCode | (string & {});

/**
 * The one error the SDK throws. Branch on `code` (or `status`), never on `message`, whose text depends on
 * the locale.
 *
 * @example
 * ```ts
 * try {
 *   await client.booking.createReservation({ params, body });
 * } catch (error) {
 *   if (error instanceof StaykitError && (error.code === '3013' || error.code === '3016')) {
 *     showRetryLater(error.message);
 *   }
 * }
 * ```
 */
export class StaykitError extends Error {
  override readonly name = 'StaykitError';
  /** HTTP status; 0 when no answer arrived (`network_error`). */
  readonly status: number;
  /** The first error code of the answer, or a `ClientErrorCode`. */
  readonly code: StaykitErrorCode;
  /** The answer's short title (English unless the server localised it). */
  readonly title: string;
  /** The parsed error body (or the thrown network error), for logging and details. */
  readonly raw: unknown;

  constructor(init: {
    status: number;
    code: StaykitErrorCode;
    title: string;
    message: string;
    raw?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.raw = init.raw;
  }
}

/**
 * Whether a value is a `StaykitError`, also across bundle copies where `instanceof` would fail.
 *
 * @example
 * ```ts
 * if (isStaykitError(error) && error.code === 'sold_out') searchAgain();
 * ```
 */
export function isStaykitError(value: unknown): value is StaykitError {
  return (
    value instanceof StaykitError ||
    (value instanceof Error && value.name === 'StaykitError' && 'code' in value && 'status' in value)
  );
}

/**
 * Idempotency-Key handling for POSTs that create something. The contract requires the header: a create
 * without it is refused with 400 `idempotency_key_missing` before anything is created, and a key that is
 * not 8-255 characters of `A-Z a-z 0-9 _ -` with 400 `malformed_request`. A key belongs to the client
 * session that sent it (`createClientSession`, which has none yet, to the widget key it names) and to the
 * operation, as payment providers scope keys to the account: the same key from another session is an
 * unrelated request. Within its scope the same key with the same body replays the first answer (with
 * `Idempotency-Replayed: true`); with another body it is refused with 422 `idempotency_key_reused`.
 * Keys are kept 24 hours on the mock clock.
 */
import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { httpTriggers } from './triggers';
import { ApiError } from './errors';
import { fingerprint } from '../lib/fingerprint';

const KEEP_MS = 86_400_000;
const KEY = /^[A-Za-z0-9_-]{8,255}$/;
const HEADER = 'Idempotency-Key';

/** Who a key belongs to: the caller's client session unless the operation names another scope. */
export interface IdempotencyOptions {
  /** The scope of the key, for an operation that runs without a client session. */
  readonly scope?: string;
}

/**
 * The request's Idempotency-Key; throws 400 `idempotency_key_missing` without one and 400
 * `malformed_request` for one not as the contract says.
 *
 * @example
 * ```ts
 * const key = requireIdempotencyKey(request);
 * ```
 */
export function requireIdempotencyKey(request: Request): string {
  const key = request.headers.get(HEADER);
  if (key === null || key.trim() === '') {
    throw new ApiError('idempotency_key_missing', {
      message: `This request creates something: send an ${HEADER} header (a UUID), the same on every retry`,
      fields: { [HEADER]: ['is required'] },
    });
  }
  if (!KEY.test(key)) {
    throw new ApiError('malformed_request', {
      message: `The ${HEADER} must be 8-255 characters of A-Z, a-z, 0-9, _ and -`,
      fields: { [HEADER]: ['must be 8-255 characters of A-Z, a-z, 0-9, _ and - (a UUID)'] },
    });
  }
  return key;
}

/**
 * The slot of a create in the key store: scope, operation and key. Throws as
 * {@link requireIdempotencyKey}, so a create that calls it first creates nothing without a key.
 *
 * @example
 * ```ts
 * const slot = idempotencySlot(request, 'createReservation'); // 400 idempotency_key_missing without the header
 * ```
 */
export function idempotencySlot(
  request: Request,
  operation: string,
  options: IdempotencyOptions = {},
): string {
  const key = requireIdempotencyKey(request);
  const scope = options.scope ?? `session:${request.headers.get('Client-Session') ?? ''}`;
  return JSON.stringify([scope, operation, key]);
}

/**
 * Runs `create` once per Idempotency-Key, scope and body (see the module's rules); a create that throws
 * stores nothing, so its retry runs again.
 *
 * @example
 * ```ts
 * return idempotent(request, 'createCardToken', body, () => ({ status: 201, body: token }));
 * ```
 */
export async function idempotent(
  request: Request,
  operation: string,
  body: unknown,
  create: () => { status: number; body: JsonBodyType } | Promise<{ status: number; body: JsonBodyType }>,
  options: IdempotencyOptions = {},
): Promise<Response> {
  const slot = idempotencySlot(request, operation, options);
  if (request.headers.get(HEADER) === httpTriggers.idempotencyKeyReused.example.headers[HEADER]) {
    throw reused();
  }
  const bodyFingerprint = fingerprint(JSON.stringify(body ?? null));
  const stored = db.idempotentResponse.get(slot);
  if (stored && nowMillis() - stored.stored_at_ms < KEEP_MS) {
    if (stored.body_fingerprint !== bodyFingerprint) throw reused();
    // The first answer's text, sent again as it was.
    return new HttpResponse(stored.response_body, {
      status: stored.status,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Replayed': 'true' },
    });
  }
  if (stored) db.idempotentResponse.delete(slot);
  const result = await create();
  db.idempotentResponse.insert({
    key: slot,
    operation,
    body_fingerprint: bodyFingerprint,
    status: result.status,
    response_body: JSON.stringify(result.body),
    stored_at_ms: nowMillis(),
  });
  return HttpResponse.json(result.body, { status: result.status });
}

function reused(): ApiError {
  return new ApiError('idempotency_key_reused', {
    message: 'This Idempotency-Key was used with another request',
  });
}

/**
 * Idempotency-Key handling for POSTs that create something: the same key with the same body replays
 * the first answer (with `Idempotency-Replayed: true`), the same key with another body is refused with
 * 422 `idempotency_key_reused`. Keys are kept 24 hours on the mock clock.
 */
import { HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { ApiError } from './errors';
import { fingerprint } from './fingerprint';

const KEEP_MS = 86_400_000;

/**
 * Runs `create` once per Idempotency-Key and body. Without the header it simply runs `create`
 * (the mock is lenient where the contract requires the header).
 */
export async function idempotent(
  request: Request,
  operation: string,
  body: unknown,
  create: () => { status: number; body: JsonBodyType } | Promise<{ status: number; body: JsonBodyType }>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key');
  const bodyFingerprint = fingerprint(JSON.stringify(body ?? null));
  if (key) {
    const stored = db.idempotentResponse.findFirst({ where: { key: { equals: key } } });
    if (stored && nowMillis() - stored.stored_at_ms < KEEP_MS) {
      if (stored.operation !== operation || stored.body_fingerprint !== bodyFingerprint) {
        throw new ApiError('idempotency_key_reused', {
          message: 'This Idempotency-Key was used with another request',
        });
      }
      return HttpResponse.json(JSON.parse(stored.response_body) as JsonBodyType, {
        status: stored.status,
        headers: { 'Idempotency-Replayed': 'true' },
      });
    }
    if (stored) db.idempotentResponse.delete({ where: { key: { equals: key } } });
  }
  const result = await create();
  if (key) {
    db.idempotentResponse.create({
      key,
      operation,
      body_fingerprint: bodyFingerprint,
      status: result.status,
      response_body: JSON.stringify(result.body),
      stored_at_ms: nowMillis(),
    });
  }
  return HttpResponse.json(result.body, { status: result.status });
}

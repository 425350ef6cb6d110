/**
 * Client sessions: issuing tokens and checking the `Client-Session` header. Tokens live 0.75 day on
 * the mock clock (the contract's `ClientSession.expires_at`). Tokens are numbered per reset, so runs are reproducible.
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { TRIGGERS } from '../triggers';
import { ApiError } from '../http/errors';
import { fingerprint } from '../lib/fingerprint';

/** How long a client session lives: 0.75 day. */
export const CLIENT_SESSION_LIFETIME_MS = 0.75 * 86_400_000;

let issued = 0;

/** Restarts token numbering (on reset). */
export function resetSessionCounter(): void {
  issued = 0;
}

/** A stored client session. */
export interface ClientSessionRecord {
  readonly token: string;
  readonly expiresAtMs: number;
}

/** Issues a new token for a client key. */
export function issueClientSession(key: string): ClientSessionRecord {
  issued += 1;
  const serial = String(issued).padStart(6, '0');
  const token = `cs_${serial}_${fingerprint(`${key}:${serial}:${nowMillis()}`)}${fingerprint(serial)}`;
  const expiresAtMs = nowMillis() + CLIENT_SESSION_LIFETIME_MS;
  db.clientSession.insert({ token, key, created_at_ms: nowMillis(), expires_at_ms: expiresAtMs });
  return { token, expiresAtMs };
}

/** The session of a token, expired or not; `undefined` when the token was never issued. */
export function findClientSession(token: string): ClientSessionRecord | undefined {
  const row = db.clientSession.get(token);
  return row ? { token: row.token, expiresAtMs: row.expires_at_ms } : undefined;
}

/**
 * Checks the `Client-Session` header: missing or unknown → 403 `client_session_invalid`; expired (or
 * the trigger token) → 403 `4000`.
 */
export function requireClientSession(request: Request): void {
  const token = request.headers.get('Client-Session');
  if (!token) {
    throw new ApiError('client_session_invalid', { message: 'The Client-Session header is missing' });
  }
  if (token === TRIGGERS.clientSessionExpired.value) {
    throw new ApiError('4000', { message: 'The client session expired' });
  }
  const session = findClientSession(token);
  if (!session) throw new ApiError('client_session_invalid', { message: 'The client session is not known' });
  if (nowMillis() >= session.expiresAtMs)
    throw new ApiError('4000', { message: 'The client session expired' });
}

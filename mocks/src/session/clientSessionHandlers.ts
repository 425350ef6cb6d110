/**
 * Client sessions: `createClientSession` (POST /client_sessions; key `demo-widget`, secret
 * `demo-secret`) and `refreshClientSession` (POST /api/client_sessions). Tokens live 0.75 day on the
 * mock clock.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { CLIENT_SESSION_LIFETIME_MS, findClientSession, issueClientSession } from './clientSessions';
import { formatInstant } from '../lib/dates';
import { ApiError } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { readJsonBody, route } from '../http/route';
import { TRIGGERS } from '../triggers';

type ClientSessionResponse = components['schemas']['ClientSessionResponse'];

/** The widget credentials the mock accepts. */
export const DEMO_CLIENT = {
  /** The widget's key. */
  key: 'demo-widget',
  /** The widget's secret. */
  secret: 'demo-secret',
} as const;

/** The agency storefront's credentials (`createAgencySession`). */
export const DEMO_AGENCY_CLIENT = { key: 'demo-agency', secret: 'demo-agency-secret' } as const;

// Expiry instants are written in Japan time, the seed's main zone.
const JST = 540;

function sessionBody(token: string, expiresAtMs: number): ClientSessionResponse {
  return { data: { client_session: token, expires_at: formatInstant(expiresAtMs, JST) } };
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readCredentials(body: unknown): { key: string; secret: string } {
  const record = isRecord(body) ? body : undefined;
  const key = record?.['key'];
  const secret = record?.['secret'];
  const extra = record ? Object.keys(record).filter((name) => name !== 'key' && name !== 'secret') : [];
  const fields: Record<string, string[]> = {};
  if (typeof key !== 'string' || key.length === 0 || key.length > 255)
    fields['key'] = ['is required (1-255 characters)'];
  if (typeof secret !== 'string' || secret.length === 0 || secret.length > 255)
    fields['secret'] = ['is required (1-255 characters)'];
  for (const name of extra) fields[name] = ['is not a known field'];
  if (Object.keys(fields).length > 0 || typeof key !== 'string' || typeof secret !== 'string') {
    throw new ApiError('1000', { message: 'The key and secret are missing or malformed', fields });
  }
  return { key, secret };
}

/**
 * The handler that creates a client session for the client whose key and secret it accepts (the widget's
 * `createClientSession`, the storefront's `createAgencySession`): one rule for both.
 *
 * @example
 * ```ts
 * const createAgencySession = sessionCreator('createAgencySession', DEMO_AGENCY_CLIENT);
 * ```
 */
export function sessionCreator(operation: string, client: { readonly key: string; readonly secret: string }) {
  return route(
    async ({ request }) => {
      const body = await readJsonBody(request);
      // No session yet: the key belongs to the client key the body names.
      const named = isRecord(body) && typeof body['key'] === 'string' ? body['key'] : '';
      return idempotent(
        request,
        operation,
        body,
        () => {
          const { key, secret } = readCredentials(body);
          if (key !== client.key || secret !== client.secret) {
            throw new ApiError('1000', {
              message: `The key and secret do not match a client (${TRIGGERS.clientKeyInvalid.value})`,
              fields: { secret: ['does not match the key'] },
            });
          }
          const session = issueClientSession(key);
          return { status: 201, body: sessionBody(session.token, session.expiresAtMs) };
        },
        { scope: `client:${named}` },
      );
    },
    { session: false, creates: true },
  );
}

/** Handlers of the client-session operations. */
export const clientSessionHandlers = [
  // The refresh comes first: `*/client_sessions` would also match `/api/client_sessions`.
  http.post(
    '*/api/client_sessions',
    route(
      async ({ request }) => {
        const body = await readJsonBody(request);
        const record = isRecord(body) ? body : {};
        const fromBody = typeof record['client_session'] === 'string' ? record['client_session'] : undefined;
        const token = request.headers.get('Client-Session') ?? fromBody;
        // The expired-token trigger refreshes like any expired token.
        const known =
          token === TRIGGERS.clientSessionExpired.value
            ? { token }
            : token
              ? findClientSession(token)
              : undefined;
        if (!known) {
          throw new ApiError('client_session_invalid', {
            message: 'This client session cannot be refreshed',
          });
        }
        const session = issueClientSession('refresh');
        return HttpResponse.json(sessionBody(session.token, session.expiresAtMs));
      },
      // An expired token is exactly what this operation accepts.
      { session: false },
    ),
  ),
  http.post('*/client_sessions', sessionCreator('createClientSession', DEMO_CLIENT)),
];

/** How long a token lives, for callers that advance the clock past it. */
export const CLIENT_SESSION_LIFETIME_MINUTES = CLIENT_SESSION_LIFETIME_MS / 60_000;

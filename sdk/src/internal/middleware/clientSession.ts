import type { Middleware } from 'openapi-fetch';
import type { StorageAdapter } from '../../client/storage';
import type { StaykitError } from '../../errors/StaykitError';
import { readErrorEnvelope } from '../readErrorEnvelope';
import type { ReplayStore } from '../replayStore';
import { withTimeout } from '../withTimeout';

/** Storage key of the client session. */
export const CLIENT_SESSION_KEY = 'staykit_client_session';
/** Storage key of an agency storefront's session, apart from a widget's on the same origin. */
export const AGENCY_SESSION_KEY = 'staykit_agency_session';
/** A client session is kept 0.75 day (the `createClientSession` operation's description). */
export const CLIENT_SESSION_LIFETIME_MS = 0.75 * 24 * 60 * 60 * 1000;

const CREATE_PATH = '/client_sessions';
const AGENCY_CREATE_PATH = '/api/ota/v1/auth';
const REFRESH_PATH = '/api/client_sessions';

/** The session endpoints themselves never wait for, or get, a session header. */
export const isSessionPath = (schemaPath: string) =>
  schemaPath === CREATE_PATH || schemaPath === REFRESH_PATH || schemaPath === AGENCY_CREATE_PATH;

export interface ClientSessionOptions {
  baseUrl: string;
  storage: StorageAdapter;
  /** The widget's key and secret; without them the SDK sends only a session it finds in storage. */
  credentials?: { key: string; secret: string } | undefined;
  /** The agency storefront's client: its session comes from `createAgencySession`, kept apart. */
  agency?: boolean | undefined;
  fetch: (request: Request) => Promise<Response>;
  store: ReplayStore;
  /** The client's timeout: a session call that hangs must not hold every call waiting on it. */
  timeoutMs: number;
  now: () => number;
  newKey: () => string;
  /** The error of a session call that got no answer (the network, or the timeout). */
  unanswered: (cause: unknown) => StaykitError;
  /** The error of a session call answered 429 or 5xx. */
  refused: (status: number, statusText: string, body: unknown) => StaykitError;
}

interface StoredSession {
  token: string;
  expiresAt: number;
}

const isStoredSession = (value: unknown): value is StoredSession =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredSession).token === 'string' &&
  typeof (value as StoredSession).expiresAt === 'number';

/**
 * The client session (docs/rules.md, "Start-up"): obtained when missing and stored for 0.75 day; on a 403
 * with code 4000 it is refreshed and the request replayed once; on `client_session_invalid` it is cleared, so
 * the next call starts a new one. Concurrent calls share one creation or refresh.
 */
export function clientSessionMiddleware(options: ClientSessionOptions): Middleware {
  let pending: Promise<string | undefined> | undefined;
  const storageKey = options.agency ? AGENCY_SESSION_KEY : CLIENT_SESSION_KEY;

  const read = async (): Promise<string | undefined> => {
    const raw = await options.storage.get(storageKey);
    if (!raw) return undefined;
    try {
      const stored: unknown = JSON.parse(raw);
      if (isStoredSession(stored) && stored.expiresAt > options.now()) return stored.token;
    } catch {
      // A corrupt entry is as good as none.
    }
    return undefined;
  };

  const save = async (body: unknown): Promise<string | undefined> => {
    const data = (body as { data?: { client_session?: unknown; expires_at?: unknown } } | null)?.data;
    if (typeof data?.client_session !== 'string') return undefined;
    const serverExpiry = typeof data.expires_at === 'string' ? Date.parse(data.expires_at) : Number.NaN;
    const localExpiry = options.now() + CLIENT_SESSION_LIFETIME_MS;
    const expiresAt = Number.isNaN(serverExpiry) ? localExpiry : Math.min(serverExpiry, localExpiry);
    await options.storage.set(storageKey, JSON.stringify({ token: data.client_session, expiresAt }));
    return data.client_session;
  };

  // A session call that gets no answer, or a 429 or 5xx, fails the attempt with that error: the call's
  // retry rule then tries again, session first. Sent without its session, the request would only come
  // back 403 `client_session_invalid`, which no retry mends. Another refusal (wrong credentials) leaves
  // the request to go without a session, and the server to say why. (A 429's Retry-After is not seen
  // by the retry rule here: it waits its own backoff, at most `maxRetries` times.)
  const post = async (path: string, headers: Record<string, string>, body: unknown) => {
    let answer: { response: Response; body: unknown };
    try {
      answer = await withTimeout(
        async (signal) => {
          const response = await options.fetch(
            new Request(`${options.baseUrl}${path}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
              body: JSON.stringify(body),
              signal,
            }),
          );
          return { response, body: await response.json().catch(() => undefined) };
        },
        options.timeoutMs,
        undefined,
        () => new Error('The session call did not answer in time'),
      );
    } catch (cause) {
      throw options.unanswered(cause);
    }
    const { response } = answer;
    if (response.ok) return save(answer.body);
    if (response.status === 429 || response.status >= 500)
      throw options.refused(response.status, response.statusText, answer.body);
    return undefined;
  };

  const once = (task: () => Promise<string | undefined>) => {
    pending ??= task().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  const ensure = async () =>
    (await read()) ??
    (options.credentials
      ? once(() =>
          post(
            options.agency ? AGENCY_CREATE_PATH : CREATE_PATH,
            { 'Idempotency-Key': options.newKey() },
            options.credentials,
          ),
        )
      : undefined);

  const refresh = (expired: string | null) =>
    once(() => post(REFRESH_PATH, expired ? { 'Client-Session': expired } : {}, {}));

  return {
    async onRequest({ request, schemaPath }) {
      if (isSessionPath(schemaPath) || request.headers.has('Client-Session')) return;
      const token = await ensure();
      if (token) request.headers.set('Client-Session', token);
    },
    async onResponse({ request, response, schemaPath }) {
      // A session created or refreshed by a direct call (client.booking.createClientSession) is the one
      // to use from now on, as if the SDK had made it itself.
      if (isSessionPath(schemaPath)) {
        if (response.ok)
          await save(
            await response
              .clone()
              .json()
              .catch(() => undefined),
          );
        return undefined;
      }
      if (response.status !== 403) return undefined;
      const { code } = readErrorEnvelope(
        await response
          .clone()
          .json()
          .catch(() => undefined),
      );
      if (code === 'client_session_invalid') {
        await options.storage.remove(storageKey);
        return undefined;
      }
      if (code !== '4000') return undefined;
      const token = await refresh(request.headers.get('Client-Session'));
      const again = options.store.copy(request);
      if (!token || !again) return undefined;
      again.headers.set('Client-Session', token);
      // Replayed once only: this answer is not examined again for 4000. A 429 or a failure of the
      // replay reaches the call, whose retry rule decides.
      return options.fetch(again);
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { StaykitError } from '../errors/StaykitError';
import { CLIENT_SESSION_KEY } from '../internal/middleware/clientSession';
import { createStaykitClient, type StaykitClientOptions } from './createStaykitClient';
import { memoryStorage } from './storage';

const BASE = 'http://api.test';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const envelope = (code: string, title = 'Error', error = `text of ${code}`) => ({
  errors: [{ code, title, details: { base: [{ code, error }] } }],
});
const session = (token: string) => ({ data: { client_session: token, expires_at: '2099-01-01T00:00:00Z' } });
const INIT = { data: { hotel_id: 101, hotel_name: 'Demo' } };

/** A fake API: answers session calls itself and hands every other request to `handle`. */
function fakeApi(handle: (request: Request, attempt: number) => Response | Promise<Response>) {
  const requests: Request[] = [];
  let created = 0;
  let refreshed = 0;
  let attempt = 0;
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    const path = new URL(request.url).pathname;
    if (path === '/client_sessions') return json(201, session(`cs_created_${(created += 1)}`));
    if (path === '/api/client_sessions') return json(200, session(`cs_refreshed_${(refreshed += 1)}`));
    attempt += 1;
    return handle(request, attempt);
  });
  const calls = () =>
    requests.filter((request) => !new URL(request.url).pathname.includes('client_sessions'));
  return { fetch, requests, calls, sessionsCreated: () => created, sessionsRefreshed: () => refreshed };
}

function client(fetch: (request: Request) => Promise<Response>, options: Partial<StaykitClientOptions> = {}) {
  return createStaykitClient({
    baseUrl: BASE,
    locale: 'ja',
    credentials: { key: 'demo-widget', secret: 'demo-secret' },
    retryDelayMs: 1,
    fetch,
    ...options,
  });
}

const getInit = (c: ReturnType<typeof client>, signal?: AbortSignal) =>
  c.booking.getBookingWidgetInit({
    params: { path: { hotel_code: 'demo-tokyo' } },
    ...(signal ? { signal } : {}),
  });

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('createStaykitClient: headers and session', () => {
  it('creates a client session once, stores it and sends it with the locale', async () => {
    const api = fakeApi(() => json(200, INIT));
    const storage = memoryStorage();
    const c = client(api.fetch, { storage });
    await expect(getInit(c)).resolves.toEqual(INIT);
    await Promise.all([getInit(c), getInit(c)]);
    expect(api.sessionsCreated()).toBe(1);
    expect(api.calls().map((request) => request.headers.get('Client-Session'))).toEqual([
      'cs_created_1',
      'cs_created_1',
      'cs_created_1',
    ]);
    expect(api.calls()[0]?.headers.get('Accept-Language')).toBe('ja');
    expect(JSON.parse(String(await storage.get(CLIENT_SESSION_KEY))).token).toBe('cs_created_1');
  });

  it('starts a new client session after forgetSession (a sign-out), and only then', async () => {
    const api = fakeApi(() => json(200, INIT));
    const storage = memoryStorage();
    const c = client(api.fetch, { storage });
    await getInit(c);
    await getInit(c);
    await c.forgetSession();
    expect(await storage.get(CLIENT_SESSION_KEY)).toBeUndefined();
    await getInit(c);
    expect(api.calls().map((request) => request.headers.get('Client-Session'))).toEqual([
      'cs_created_1',
      'cs_created_1',
      'cs_created_2',
    ]);
  });

  it('shares one session creation between concurrent first calls', async () => {
    const api = fakeApi(() => json(200, INIT));
    const c = client(api.fetch);
    await Promise.all([getInit(c), getInit(c), getInit(c)]);
    expect(api.sessionsCreated()).toBe(1);
  });

  it('creates a new session once the stored one is older than 0.75 day', async () => {
    const api = fakeApi(() => json(200, INIT));
    let time = Date.parse('2026-12-01T00:00:00Z');
    const c = client(api.fetch, { now: () => time });
    await getInit(c);
    time += 0.75 * 24 * 60 * 60 * 1000 - 1;
    await getInit(c);
    expect(api.sessionsCreated()).toBe(1);
    time += 2;
    await getInit(c);
    expect(api.sessionsCreated()).toBe(2);
  });

  it('sends the user token and a changed locale', async () => {
    const api = fakeApi(() => json(200, INIT));
    const c = client(api.fetch, { getUserToken: async () => 'user-token-1' });
    c.setLocale('zh_Hant');
    await getInit(c);
    expect(api.calls()[0]?.headers.get('Authorization')).toBe('Bearer user-token-1');
    expect(api.calls()[0]?.headers.get('Accept-Language')).toBe('zh_Hant');
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it("creates an agency storefront's session at its own endpoint and keeps it apart from a widget's", async () => {
    const storage = memoryStorage();
    const api = fakeApi(() => json(200, { data: [], alternatives: [], search_id: 'srch_1' }));
    const agencyFetch = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/api/ota/v1/auth'
        ? json(201, session('cs_agency_1'))
        : api.fetch(request),
    );
    const agency = client(agencyFetch, {
      storage,
      agency: true,
      credentials: { key: 'demo-agency', secret: 'demo-agency-secret' },
    });
    await agency.agency.searchAgencyHotels({ params: { query: { q: 'Hakone onsen' } } });
    const auth = agencyFetch.mock.calls
      .map(([request]) => request)
      .find((request) => request.url.endsWith('/auth'));
    expect(auth?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(api.calls()[0]?.headers.get('Client-Session')).toBe('cs_agency_1');
    // A widget on the same storage creates its own session.
    await getInit(client(api.fetch, { storage }));
    expect(api.sessionsCreated()).toBe(1);
    expect(api.calls()[1]?.headers.get('Client-Session')).toBe('cs_created_1');
  });

  it('uses a session created by a direct call from then on', async () => {
    const api = fakeApi(() => json(200, INIT));
    const c = client(api.fetch, { credentials: undefined });
    await c.booking.createClientSession({ body: { key: 'demo-widget', secret: 'demo-secret' } });
    await getInit(c);
    expect(api.calls()[0]?.headers.get('Client-Session')).toBe('cs_created_1');
  });

  it('refreshes the session on 403 with code 4000 and replays the request once', async () => {
    const api = fakeApi((_request, attempt) =>
      attempt === 1 ? json(403, envelope('4000')) : json(200, INIT),
    );
    const c = client(api.fetch);
    await expect(getInit(c)).resolves.toEqual(INIT);
    expect(api.sessionsRefreshed()).toBe(1);
    expect(api.calls().map((request) => request.headers.get('Client-Session'))).toEqual([
      'cs_created_1',
      'cs_refreshed_1',
    ]);
    const refresh = api.requests.find((request) => request.url.endsWith('/api/client_sessions'));
    expect(refresh?.headers.get('Client-Session')).toBe('cs_created_1');
  });

  it('replays only once: a second 4000 fails the call', async () => {
    const api = fakeApi(() => json(403, envelope('4000', 'Client session expired')));
    const error = await rejection(getInit(client(api.fetch)));
    expect(error).toBeInstanceOf(StaykitError);
    expect(error).toMatchObject({ status: 403, code: '4000' });
    expect(api.calls()).toHaveLength(2);
  });

  it('clears an invalid client session so that the next call starts a new one', async () => {
    const api = fakeApi((_request, attempt) =>
      attempt === 1 ? json(403, envelope('client_session_invalid')) : json(200, INIT),
    );
    const storage = memoryStorage();
    const c = client(api.fetch, { storage });
    await expect(getInit(c)).rejects.toMatchObject({ code: 'client_session_invalid' });
    expect(await storage.get(CLIENT_SESSION_KEY)).toBeUndefined();
    await getInit(c);
    expect(api.sessionsCreated()).toBe(2);
  });

  it('retries a call whose session creation got no answer, session first, instead of sending it without one', async () => {
    let sessionTries = 0;
    const api = fakeApi(() => json(200, INIT));
    const flaky = vi.fn(async (request: Request) => {
      if (new URL(request.url).pathname === '/client_sessions' && (sessionTries += 1) === 1)
        throw new TypeError('Failed to fetch');
      return api.fetch(request);
    });
    await expect(getInit(client(flaky))).resolves.toEqual(INIT);
    expect(sessionTries).toBe(2);
    expect(api.calls().map((request) => request.headers.get('Client-Session'))).toEqual(['cs_created_1']);
  });

  it('fails with the session call’s own 503 (the maintenance page’s cue), not with a missing session', async () => {
    const on503 = vi.fn();
    const api = fakeApi(() => json(200, INIT));
    const down = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/client_sessions'
        ? json(503, envelope('maintenance', 'Scheduled maintenance'))
        : api.fetch(request),
    );
    const error = await rejection(getInit(client(down, { on503 })));
    expect(error).toMatchObject({ status: 503, code: 'maintenance' });
    expect(on503).toHaveBeenCalledTimes(1);
    expect(api.calls()).toHaveLength(0);
  });

  it('still sends the call when the session is refused (wrong credentials), so the server says why', async () => {
    const api = fakeApi(() => json(403, envelope('client_session_invalid')));
    const refused = vi.fn(async (request: Request) =>
      new URL(request.url).pathname === '/client_sessions'
        ? json(422, envelope('1000', 'Invalid'))
        : api.fetch(request),
    );
    await expect(getInit(client(refused))).rejects.toMatchObject({ code: 'client_session_invalid' });
    expect(api.calls()[0]?.headers.get('Client-Session')).toBeNull();
  });
});

describe('createStaykitClient: start-up', () => {
  it('loads the hotel it was created for', async () => {
    const api = fakeApi(() => json(200, INIT));
    await expect(client(api.fetch, { hotelCode: 'demo-tokyo' }).loadHotel()).resolves.toEqual(INIT);
    expect(new URL(api.calls()[0]?.url ?? '').pathname).toBe('/hotels/demo-tokyo/booking_widget/init');
  });

  it('fails with no_hotel_code, sending nothing, when it has no hotel code', async () => {
    const api = fakeApi(() => json(200, INIT));
    await expect(client(api.fetch).loadHotel()).rejects.toMatchObject({
      code: 'no_hotel_code',
      message: 'No hotel code',
    });
    await expect(client(api.fetch, { hotelCode: ' ' }).loadHotel()).rejects.toMatchObject({
      code: 'no_hotel_code',
    });
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('createStaykitClient: 429', () => {
  it('retries a 429 three times by default, and the answer comes', async () => {
    const api = fakeApi((_request, attempt) =>
      attempt <= 3 ? json(429, envelope('rate_limited'), { 'Retry-After': '0' }) : json(200, INIT),
    );
    await expect(getInit(client(api.fetch))).resolves.toEqual(INIT);
    expect(api.calls()).toHaveLength(4);
  });

  it('retries a 429 storm until the answer comes with maxRetries: Infinity', async () => {
    const api = fakeApi((_request, attempt) =>
      attempt <= 6 ? json(429, envelope('rate_limited'), { 'Retry-After': '0' }) : json(200, INIT),
    );
    await expect(getInit(client(api.fetch, { maxRetries: Number.POSITIVE_INFINITY }))).resolves.toEqual(INIT);
    expect(api.calls()).toHaveLength(7);
  });

  it('reuses one Idempotency-Key across the retries of a creating POST', async () => {
    const api = fakeApi((_request, attempt) =>
      attempt <= 2 ? json(429, envelope('rate_limited')) : json(201, { data: { id: 'r1' } }),
    );
    const c = client(api.fetch);
    await c.booking.createReservation({
      params: { path: { hotel_id: 101 } },
      body: {} as never,
    });
    const keys = api.calls().map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops after maxRetries with the rate-limit error', async () => {
    const api = fakeApi(() => json(429, envelope('rate_limited', 'Too many requests')));
    const error = await rejection(getInit(client(api.fetch, { maxRetries: 2 })));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(api.calls()).toHaveLength(3);
  });

  it('can always be aborted while it waits', async () => {
    const api = fakeApi(() => json(429, envelope('rate_limited'), { 'Retry-After': '60' }));
    const controller = new AbortController();
    const pending = getInit(client(api.fetch), controller.signal);
    await vi.waitFor(() => expect(api.calls()).toHaveLength(1));
    controller.abort();
    const error = await rejection(pending);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(api.calls()).toHaveLength(1);
  });
});

describe('createStaykitClient: 401, 503 and errors', () => {
  it('calls on401 and fails the call with the error', async () => {
    const on401 = vi.fn();
    const api = fakeApi(() => json(401, envelope('unauthorized', 'Not signed in')));
    await expect(getInit(client(api.fetch, { on401 }))).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(on401).toHaveBeenCalledWith(expect.objectContaining({ code: 'unauthorized' }));
  });

  it('calls on503', async () => {
    const on503 = vi.fn();
    const api = fakeApi(() => json(503, envelope('maintenance')));
    await expect(getInit(client(api.fetch, { on503 }))).rejects.toMatchObject({ status: 503 });
    expect(on503).toHaveBeenCalledWith(expect.objectContaining({ code: 'maintenance' }));
  });

  it.each([
    [
      'an errors list',
      {
        errors: [
          {
            code: '1500',
            title: 'Coupon invalid',
            details: { base: [{ code: '1500', error: 'Bad coupon' }] },
          },
        ],
      },
      '1500',
      'Coupon invalid',
      'Bad coupon',
    ],
    [
      'a single errors object',
      { errors: { title: 'Sold out', details: { base: [{ code: 'sold_out', error: 'Gone' }] } } },
      'sold_out',
      'Sold out',
      'Gone',
    ],
    [
      'an error object',
      { error: { code: '3004', title: 'Check the card number' } },
      '3004',
      'Check the card number',
      'Check the card number',
    ],
    ['an error string', { error: 'Something broke' }, 'unknown_error', 'Unprocessable', 'Something broke'],
    ['a numeric code', { errors: [{ code: 4000, title: 'Expired' }] }, '4000', 'Expired', 'Expired'],
    [
      'a code only in details.base',
      { errors: [{ title: 'Extras', details: { base: [{ code: 1104, error: 'Too many' }] } }] },
      '1104',
      'Extras',
      'Too many',
    ],
  ])('reads %s', async (_shape, body, code, title, message) => {
    const api = fakeApi(
      () => new Response(JSON.stringify(body), { status: 422, statusText: 'Unprocessable' }),
    );
    const c = client(api.fetch);
    await expect(getInit(c)).rejects.toMatchObject({ status: 422, code, title, message });
  });

  it('keeps a body it cannot read as unknown_error', async () => {
    const api = fakeApi(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(getInit(client(api.fetch))).rejects.toMatchObject({
      status: 502,
      code: 'unknown_error',
      title: 'Bad Gateway',
    });
  });

  it('localises the message through the messages option, else keeps the server text', async () => {
    const api = fakeApi(() => json(409, envelope('3013', 'Update in progress', 'server text')));
    const messages = (code: string, locale: string) =>
      code === '3013' && locale === 'ja' ? '約5分後にお試しください。' : null;
    await expect(getInit(client(api.fetch, { messages }))).rejects.toMatchObject({
      message: '約5分後にお試しください。',
    });
    await expect(getInit(client(api.fetch))).rejects.toMatchObject({ message: 'server text' });
  });

  it('turns a network failure into network_error', async () => {
    const api = fakeApi(() => {
      throw new TypeError('fetch failed');
    });
    await expect(getInit(client(api.fetch))).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('sends lists of rooms in bracket notation and plain lists as repeated keys', async () => {
    const api = fakeApi(() => json(200, { data: [] }));
    await client(api.fetch).booking.searchRooms({
      params: {
        path: { hotel_id: 101 },
        query: { kids_tiers: ['A', 'B'], rooms: [{ adults: 2, kids_tiers: ['A'] }, { adults: 1 }] },
      },
    });
    const query = decodeURIComponent(new URL(api.calls()[0]?.url ?? '').search);
    expect(query).toBe(
      '?kids_tiers=A&kids_tiers=B&rooms[0][adults]=2&rooms[0][kids_tiers][0]=A&rooms[1][adults]=1',
    );
  });
});

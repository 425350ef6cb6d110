// The client's timeouts, retries and unreadable answers, on a fake clock: every wait below is exact
// because the clock only moves when the test moves it and the jitter's random is fixed at 0.5 (a quarter
// of the backoff step on top of it).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaykitError } from '../errors/StaykitError';
import { createStaykitClient, type StaykitClientOptions } from './createStaykitClient';

const BASE = 'http://api.test';
const NOW = Date.parse('2026-12-01T00:00:00Z');
const INIT = { data: { hotel_id: 101, hotel_name: 'Demo' } };
const CREATED = { data: { reservation_number: 'SK1' } };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const envelope = (code: string) => ({
  errors: [{ code, title: code, details: { base: [{ code, error: code }] } }],
});
const rateLimited = (retryAfter?: string) =>
  json(429, envelope('rate_limited'), retryAfter === undefined ? {} : { 'Retry-After': retryAfter });
const proxyPage = (status: number) =>
  new Response('<html><body>Bad gateway</body></html>', { status, headers: { 'Content-Type': 'text/html' } });
const never = () => new Promise<Response>(() => undefined);

interface Sent {
  request: Request;
  at: number;
}

/**
 * A fake API on the fake clock: answers the client-session call itself and hands every other request,
 * with its attempt number, to `answer`; remembers each request and when it came.
 */
function fakeApi(answer: (request: Request, attempt: number) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (request: Request) => {
    if (new URL(request.url).pathname === '/client_sessions')
      return json(201, { data: { client_session: 'cs_1', expires_at: '2099-01-01T00:00:00Z' } });
    sent.push({ request: request.clone(), at: Date.now() });
    return answer(request, sent.length);
  });
  /** The waits between one request and the next. */
  const waits = () => sent.slice(1).map((item, index) => item.at - (sent[index] as Sent).at);
  return { fetch, sent, waits };
}

const client = (
  fetch: (request: Request) => Promise<Response>,
  options: Partial<StaykitClientOptions> = {},
) =>
  createStaykitClient({
    baseUrl: BASE,
    locale: 'en',
    credentials: { key: 'demo-widget', secret: 'demo-secret' },
    fetch,
    random: () => 0.5,
    ...options,
  });

type Client = ReturnType<typeof client>;
const getInit = (c: Client, init: { signal?: AbortSignal; timeoutMs?: number; maxRetries?: number } = {}) =>
  c.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } }, ...init });
const createReservation = (c: Client, header: { 'Idempotency-Key'?: string } = {}) =>
  c.booking.createReservation({ params: { path: { hotel_id: 101 }, header }, body: {} as never });
const unsubscribe = (c: Client) =>
  c.booking.unsubscribeMarketingEmails({ body: { token: 'unsubscribe-token' } as never });

/** Watches a call without awaiting it, so the test can move the clock and look in between. */
function watch(promise: Promise<unknown>) {
  const state: { settled: boolean; value?: unknown; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

/** Runs a call to its end on the fake clock and answers how it ended. */
async function settle(promise: Promise<unknown>) {
  const state = watch(promise);
  await vi.runAllTimersAsync();
  expect(state.settled).toBe(true);
  return state;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timeout', () => {
  it('fails a call the server never answers with timeout after 30 s, and aborts the request', async () => {
    const api = fakeApi(never);
    const state = watch(getInit(client(api.fetch)));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(state.settled).toBe(false);
    expect(api.sent[0]?.request.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(StaykitError);
    expect(state.error).toMatchObject({ status: 0, code: 'timeout' });
    expect(api.fetch.mock.calls.at(-1)?.[0].signal.aborted).toBe(true);
    // A timed-out attempt is not retried, not even for a GET.
    await vi.runAllTimersAsync();
    expect(api.sent).toHaveLength(1);
  });

  it.each([
    ['the client option', { timeoutMs: 2_000 }, {}, 2_000],
    ['the call option', {}, { timeoutMs: 5_000 }, 5_000],
    ['the call option over the client option', { timeoutMs: 2_000 }, { timeoutMs: 500 }, 500],
  ])('times out after %s', async (_case, clientOptions, callOptions, expected) => {
    const api = fakeApi(never);
    const state = watch(getInit(client(api.fetch, clientOptions), callOptions));
    await vi.advanceTimersByTimeAsync(expected - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toMatchObject({ code: 'timeout' });
  });

  it('counts the answer body in the timeout: headers then silence is a timeout', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"data":')),
    });
    const api = fakeApi(() => new Response(stalled, { status: 200 }));
    const state = watch(getInit(client(api.fetch)));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(state.error).toMatchObject({ code: 'timeout' });
  });

  it('gives each attempt its own timeout: a retry after a 503 gets the full time again', async () => {
    const api = fakeApi((_request, attempt) => (attempt === 1 ? proxyPage(503) : never()));
    const state = watch(getInit(client(api.fetch), { timeoutMs: 5_000 }));
    await vi.advanceTimersByTimeAsync(1_250 + 4_999);
    expect([api.sent.length, state.settled]).toEqual([2, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toMatchObject({ code: 'timeout' });
  });

  it('does not leave later calls waiting on a session call that hangs', async () => {
    let sessionCalls = 0;
    const fetch = vi.fn(async (request: Request) => {
      if (new URL(request.url).pathname !== '/client_sessions') return json(200, INIT);
      sessionCalls += 1;
      return sessionCalls === 1
        ? never()
        : json(201, { data: { client_session: 'cs_2', expires_at: '2099-01-01T00:00:00Z' } });
    });
    const c = client(fetch, { timeoutMs: 1_000 });
    const first = watch(getInit(c));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first.settled).toBe(true);
    const second = await settle(getInit(c));
    expect(second.value).toEqual(INIT);
    expect(fetch.mock.calls.at(-1)?.[0].headers.get('Client-Session')).toBe('cs_2');
  });

  it('stops at once, as an abort, when the caller aborts an attempt in flight', async () => {
    const api = fakeApi(never);
    const controller = new AbortController();
    const state = watch(getInit(client(api.fetch), { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).toMatchObject({ name: 'AbortError' });
    expect(api.fetch.mock.calls.at(-1)?.[0].signal.aborted).toBe(true);
  });
});

describe('answers that are not the JSON the contract promises', () => {
  it.each([
    ['invalid JSON', '{"data": nope}', 'application/json'],
    ['a body cut short', '{"data":{"hotel_id":101,"hotel_na', 'application/json'],
    ['an HTML page', '<!doctype html><title>Sign in to the Wi-Fi</title>', 'text/html'],
  ])('turns %s with status 200 into invalid_response, not retried', async (_case, body, type) => {
    const api = fakeApi(() => new Response(body, { status: 200, headers: { 'Content-Type': type } }));
    const { error } = await settle(getInit(client(api.fetch)));
    expect(error).toBeInstanceOf(StaykitError);
    expect(error).toMatchObject({ status: 200, code: 'invalid_response', raw: body });
    expect(api.sent).toHaveLength(1);
  });

  it('resolves an empty 204 and an empty 200 to undefined', async () => {
    const api = fakeApi(
      (_request, attempt) => new Response(attempt === 1 ? null : '', { status: attempt === 1 ? 204 : 200 }),
    );
    const c = client(api.fetch);
    expect((await settle(getInit(c))).value).toBeUndefined();
    expect((await settle(getInit(c))).value).toBeUndefined();
  });

  it('hands the CSV download over as text', async () => {
    const csv = 'reservation_number,guest_name\nSK1,Sato Taro\n';
    const api = fakeApi(() => new Response(csv, { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const { value } = await settle(
      client(api.fetch).membership.listOrganizationReservations({
        params: { path: { brand_id: 1, organization_id: 345 }, query: { format: 'csv' } },
      }),
    );
    expect(value).toBe(csv);
  });
});

describe('Retry-After', () => {
  const inFive = new Date(NOW + 5_000).toUTCString();
  it.each([
    // header, wait before the second request (undefined: no second request, the call fails with the 429)
    ['absent: the 1 s step plus jitter', undefined, 1_250],
    ['0: no storm, the step still applies', '0', 1_250],
    ['-1: not delta-seconds, ignored', '-1', 1_250],
    ['1.5: not delta-seconds, ignored', '1.5', 1_250],
    ['abc: ignored', 'abc', 1_250],
    ['an empty value: ignored', '', 1_250],
    ['3 seconds', '3', 3_250],
    ['60 seconds, the most the client waits', '60', 60_250],
    ['61 seconds: too long, the call fails now', '61', undefined],
    ['99999999 seconds: too long, the call fails now', '99999999', undefined],
    ['an HTTP date in the past: 0, then the step', 'Thu, 01 Jan 2026 00:00:00 GMT', 1_250],
    ['an HTTP date 5 s ahead', inFive, 5_250],
    ['an obsolete RFC 850 date 5 s ahead', 'Tuesday, 01-Dec-26 00:00:05 GMT', 5_250],
    ['an obsolete asctime date 5 s ahead (GMT)', 'Tue Dec  1 00:00:05 2026', 5_250],
    ['an HTTP date an hour ahead: too long', new Date(NOW + 3_600_000).toUTCString(), undefined],
  ])('%s', async (_case, header, expected) => {
    const api = fakeApi((_request, attempt) => (attempt === 1 ? rateLimited(header) : json(200, INIT)));
    const state = await settle(getInit(client(api.fetch)));
    if (expected === undefined) {
      expect(state.error).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(api.sent).toHaveLength(1);
    } else {
      expect(state.value).toEqual(INIT);
      expect(api.waits()).toEqual([expected]);
    }
  });

  it('backs off 1, 2 and 4 s (each plus a quarter for jitter), then fails with the 429', async () => {
    const api = fakeApi(() => rateLimited());
    const { error } = await settle(getInit(client(api.fetch)));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(api.waits()).toEqual([1_250, 2_500, 5_000]);
  });

  it('keeps the jitter within the step and half again, and stops doubling at 8 s', async () => {
    const low = fakeApi(() => rateLimited());
    await settle(getInit(client(low.fetch, { random: () => 0, maxRetries: 5 })));
    expect(low.waits()).toEqual([1_000, 2_000, 4_000, 8_000, 8_000]);
    const high = fakeApi(() => rateLimited());
    await settle(getInit(client(high.fetch, { random: () => 0.999, maxRetries: 5 })));
    // Timers count whole milliseconds.
    expect(high.waits()).toEqual([1_499, 2_999, 5_998, 11_996, 11_996]);
  });
});

describe('which failures are retried, and how often', () => {
  it.each([
    ['429, any method: 1 + 3 requests', () => rateLimited('0'), (c: Client) => unsubscribe(c), 4, 429],
    ['503 from a proxy on a GET', () => proxyPage(503), getInit, 4, 503],
    ['500 on a GET', () => proxyPage(500), getInit, 4, 500],
    ['502 on a GET', () => proxyPage(502), getInit, 4, 502],
    ['504 on a GET', () => proxyPage(504), getInit, 4, 504],
    [
      '503 maintenance: the API means it, not retried',
      () => json(503, envelope('maintenance')),
      getInit,
      1,
      503,
    ],
    [
      '503 service_unavailable: not retried',
      () => json(503, envelope('service_unavailable')),
      getInit,
      1,
      503,
    ],
    [
      '502 with a code of the API (3202): its answer, not retried',
      () => json(502, envelope('3202')),
      getInit,
      1,
      502,
    ],
    ['501 on a GET: not retried', () => proxyPage(501), getInit, 1, 501],
    [
      '500 on a POST without an Idempotency-Key: it may have been applied',
      () => proxyPage(500),
      unsubscribe,
      1,
      500,
    ],
    [
      '500 on a POST with an Idempotency-Key',
      () => proxyPage(500),
      (c: Client) => createReservation(c),
      4,
      500,
    ],
    ['a 4xx: not retried', () => json(422, envelope('1000')), getInit, 1, 422],
  ])('%s', async (_case, answer, send, requests, status) => {
    const api = fakeApi(answer);
    const { error } = await settle(send(client(api.fetch)));
    expect(error).toMatchObject({ status });
    expect(api.sent).toHaveLength(requests);
  });

  it('recovers when a retry is answered', async () => {
    const api = fakeApi((_request, attempt) => (attempt < 3 ? proxyPage(502) : json(200, INIT)));
    expect((await settle(getInit(client(api.fetch)))).value).toEqual(INIT);
    expect(api.waits()).toEqual([1_250, 2_500]);
  });

  it('sends the same Idempotency-Key with every retry of a creating POST', async () => {
    const api = fakeApi((_request, attempt) => (attempt < 3 ? proxyPage(500) : json(201, CREATED)));
    expect((await settle(createReservation(client(api.fetch)))).value).toEqual(CREATED);
    const keys = api.sent.map(({ request }) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(await api.sent[2]?.request.text()).toBe('{}');
  });

  it('keeps the caller’s own Idempotency-Key across retries', async () => {
    const api = fakeApi((_request, attempt) => (attempt < 2 ? proxyPage(503) : json(201, CREATED)));
    await settle(createReservation(client(api.fetch), { 'Idempotency-Key': 'booking-42' }));
    expect(api.sent.map(({ request }) => request.headers.get('Idempotency-Key'))).toEqual([
      'booking-42',
      'booking-42',
    ]);
  });

  it('retries a network failure on a GET, then fails with network_error', async () => {
    const api = fakeApi(() => {
      throw new TypeError('fetch failed');
    });
    const { error } = await settle(getInit(client(api.fetch)));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(api.sent).toHaveLength(4);
  });

  it('does not retry a network failure of a POST without an Idempotency-Key', async () => {
    const api = fakeApi(() => {
      throw new TypeError('fetch failed');
    });
    await settle(unsubscribe(client(api.fetch)));
    expect(api.sent).toHaveLength(1);
  });

  it.each([
    ['maxRetries: 0 on the client', { maxRetries: 0 }, {}, 1],
    ['maxRetries: 1 on the call', {}, { maxRetries: 1 }, 2],
    ['maxRetries: 0 on the call over 5 on the client', { maxRetries: 5 }, { maxRetries: 0 }, 1],
  ])('%s', async (_case, clientOptions, callOptions, requests) => {
    const api = fakeApi(() => rateLimited());
    const { error } = await settle(getInit(client(api.fetch, clientOptions), callOptions));
    expect(error).toMatchObject({ status: 429 });
    expect(api.sent).toHaveLength(requests);
  });

  it('retries a 429 without limit with maxRetries: Infinity, until the answer comes', async () => {
    const api = fakeApi((_request, attempt) => (attempt <= 20 ? rateLimited('1') : json(200, INIT)));
    const { value } = await settle(getInit(client(api.fetch, { maxRetries: Number.POSITIVE_INFINITY })));
    expect(value).toEqual(INIT);
    expect(api.sent).toHaveLength(21);
    // Never a storm: no wait under the 1 s step, none over the 8 s step and its jitter.
    expect(Math.min(...api.waits())).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...api.waits())).toBe(10_000);
  });

  it('stops at once when the caller aborts during a wait, and sends nothing more', async () => {
    const api = fakeApi(() => rateLimited('60'));
    const controller = new AbortController();
    const state = watch(getInit(client(api.fetch), { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(30_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.error).toMatchObject({ name: 'AbortError' });
    await vi.runAllTimersAsync();
    expect(api.sent).toHaveLength(1);
  });

  it('calls on503 once, with the final answer, after the retries', async () => {
    const on503 = vi.fn();
    const api = fakeApi(() => proxyPage(503));
    await settle(getInit(client(api.fetch, { on503 })));
    expect(api.sent).toHaveLength(4);
    expect(on503).toHaveBeenCalledTimes(1);
    expect(on503).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
  });

  it('calls on503 at once for maintenance, and not at all when a retry succeeds', async () => {
    const on503 = vi.fn();
    const maintenance = fakeApi(() => json(503, envelope('maintenance'), { 'Retry-After': '3600' }));
    const { error } = await settle(getInit(client(maintenance.fetch, { on503 })));
    expect(error).toMatchObject({ code: 'maintenance' });
    expect(on503).toHaveBeenCalledTimes(1);
    const recovering = fakeApi((_request, attempt) => (attempt === 1 ? proxyPage(503) : json(200, INIT)));
    await settle(getInit(client(recovering.fetch, { on503 })));
    expect(on503).toHaveBeenCalledTimes(1);
  });
});

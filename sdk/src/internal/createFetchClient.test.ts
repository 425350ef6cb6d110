import createClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createFetchClient } from './createFetchClient';
import { serializeQuery } from './serializeQuery';

// `client.api` is documented as openapi-fetch's client. Every case here runs the same call through the
// SDK's own client and through openapi-fetch, against the same server, and expects the same request on
// the wire and the same answer, middleware hooks included.

const BASE = 'http://api.test/';

interface Sent {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
  redirect: RequestRedirect;
}

/** A server that records what it receives and answers with `answer(request)`. */
function server(answer: (request: Request) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  return {
    sent,
    fetch: async (request: Request) => {
      sent.push({
        method: request.method,
        url: request.url,
        headers: [...request.headers.entries()].filter(([name]) => !name.startsWith('content-type') || true),
        body: await request.clone().text(),
        redirect: request.redirect,
      });
      return answer(request);
    },
  };
}

type Run = (client: ReturnType<typeof createFetchClient>) => Promise<unknown>;

/** What a call gives back, in a form two runs can be compared by. */
async function outcome(run: Run, client: ReturnType<typeof createFetchClient>) {
  try {
    const result = (await run(client)) as { data?: unknown; error?: unknown; response?: Response };
    const data = result.data instanceof Blob ? await result.data.text() : result.data;
    return {
      keys: Object.keys(result).sort(),
      data,
      error: result.error,
      status: result.response?.status,
    };
  } catch (error) {
    return { thrown: error instanceof Error ? `${error.name}: ${error.message}` : error };
  }
}

/** The same call through both clients, each against a fresh copy of the same server. */
async function compare(
  answer: (request: Request) => Response | Promise<Response>,
  run: Run,
  middleware: () => Middleware[] = () => [],
) {
  const ours = server(answer);
  const theirs = server(answer);
  const sdkClient = createFetchClient({ baseUrl: BASE, fetch: ours.fetch, querySerializer: serializeQuery });
  const reference = createClient({ baseUrl: BASE, fetch: theirs.fetch, querySerializer: serializeQuery });
  sdkClient.use(...middleware());
  reference.use(...middleware());
  const got = await outcome(run, sdkClient);
  const expected = await outcome(run, reference as unknown as ReturnType<typeof createFetchClient>);
  expect(ours.sent).toEqual(theirs.sent);
  expect(got).toEqual(expected);
  return { got, sent: ours.sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('client.api sends and reads as openapi-fetch does', () => {
  it('fills path parameters (encoded) and writes lists of objects in bracket notation', async () => {
    const { sent } = await compare(
      () => json(200, { data: { ok: true } }),
      (client) =>
        client.GET('/hotels/{hotel_id}/rooms', {
          params: {
            path: { hotel_id: 101 },
            query: {
              checkin_date: '2026-12-10',
              checkout_date: '2026-12-12',
              rooms: [{ adults: 2, kids_tiers: ['A', 'B'] }],
              kids_tiers: ['A', 'B'],
            },
          },
        } as never),
    );
    expect(sent[0]?.url).toBe(
      'http://api.test/hotels/101/rooms?checkin_date=2026-12-10&checkout_date=2026-12-12' +
        '&rooms%5B0%5D%5Badults%5D=2&rooms%5B0%5D%5Bkids_tiers%5D%5B0%5D=A&rooms%5B0%5D%5Bkids_tiers%5D%5B1%5D=B' +
        '&kids_tiers=A&kids_tiers=B',
    );
  });

  it('escapes a path parameter and leaves a missing one as its placeholder', async () => {
    await compare(
      () => json(200, {}),
      (client) =>
        client.GET('/hotel_brands/{brand_id}/reservations/{reservation_number}', {
          params: { path: { brand_id: 900, reservation_number: 'a/b c?' } },
        } as never),
    );
    await compare(
      () => json(200, {}),
      (client) => client.GET('/lottery_events/{event_id}', { params: { path: {} } } as never),
    );
  });

  it('sends a JSON body with its content type and merged headers: null removes, a list repeats', async () => {
    const { sent } = await compare(
      () => json(201, { data: { id: 1 } }),
      (client) =>
        client.POST('/hotels/{hotel_id}/reservations', {
          params: { path: { hotel_id: 101 }, header: { 'Idempotency-Key': 'k-1', 'X-Drop': null } },
          headers: { 'X-Drop': 'me', 'X-List': ['a', 'b'] },
          body: { checkin_date: '2026-12-10', rooms: [] },
        } as never),
    );
    expect(sent[0]?.headers).toContainEqual(['content-type', 'application/json']);
    expect(sent[0]?.headers.map(([name]) => name)).not.toContain('x-drop');
  });

  it('sends FormData as it is (the browser writes its multipart boundary) and a form-encoded body', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const ours = server(() => json(201, {}));
    const client = createFetchClient({ baseUrl: BASE, fetch: ours.fetch, querySerializer: serializeQuery });
    await client.POST('/file_attachments', { body: form } as never);
    expect(ours.sent[0]?.headers.find(([name]) => name === 'content-type')?.[1]).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    expect(ours.sent[0]?.body).toContain('hello');
    await compare(
      () => json(200, {}),
      (c) =>
        c.POST('/api/client_sessions', {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: { a: '1', b: 'two words' },
        } as never),
    );
  });

  it('uses a serializer given to the call, and a base URL given to the call', async () => {
    await compare(
      () => json(200, {}),
      (client) =>
        client.GET('/user/me', {
          baseUrl: 'http://other.test/v2/',
          params: { query: { a: 1 } },
          querySerializer: () => 'custom=1',
        } as never),
    );
    await compare(
      () => json(200, {}),
      (client) =>
        client.POST('/api/client_sessions', {
          body: { a: 1 },
          bodySerializer: (body: unknown) => `<${JSON.stringify(body)}>`,
        } as never),
    );
  });

  it('reads answers alike: JSON, empty, 204, HEAD, text, blob, and error bodies in JSON or not', async () => {
    await compare(
      () => json(200, { data: [1, 2] }),
      (client) => client.GET('/user/me'),
    );
    await compare(
      () => new Response(null, { status: 204 }),
      (client) =>
        client.DELETE('/hotels/{hotel_id}/memberships/sign_out', { params: { path: { hotel_id: 1 } } }),
    );
    await compare(
      () => new Response('', { status: 200, headers: { 'Content-Length': '0' } }),
      (client) => client.GET('/user/me'),
    );
    await compare(
      () => new Response('', { status: 200 }),
      (client) => client.GET('/user/me'),
    );
    await compare(
      () => new Response(null, { status: 200 }),
      (client) => client.HEAD('/user/me' as never, {} as never),
    );
    await compare(
      () => new Response('a,b\n1,2', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
      (client) => client.GET('/user/me', { parseAs: 'text' }),
    );
    await compare(
      () => new Response('bytes', { status: 200 }),
      (client) => client.GET('/user/me', { parseAs: 'blob' }),
    );
    await compare(
      () => json(422, { errors: [{ code: '1500', title: 'Coupon invalid' }] }),
      (client) => client.GET('/user/me'),
    );
    await compare(
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      (client) => client.GET('/user/me'),
    );
    await compare(
      () => new Response(null, { status: 404 }),
      (client) => client.GET('/user/me'),
    );
  });

  it('runs middleware as openapi-fetch does: requests in order, responses and errors in reverse', async () => {
    const log: string[] = [];
    const named = (name: string): Middleware => ({
      onRequest({ request, schemaPath, params }) {
        log.push(`${name} request ${schemaPath} ${JSON.stringify(params.path)}`);
        request.headers.set(`X-${name}`, '1');
      },
      onResponse({ response }) {
        log.push(`${name} response ${response.status}`);
      },
    });
    await compare(
      () => json(200, {}),
      (client) => client.GET('/user/me'),
      () => [named('a'), named('b')],
    );
    expect(log).toEqual([
      'a request /user/me undefined',
      'b request /user/me undefined',
      'b response 200',
      'a response 200',
      // Then the same again, from openapi-fetch's run.
      'a request /user/me undefined',
      'b request /user/me undefined',
      'b response 200',
      'a response 200',
    ]);
  });

  it('lets middleware replace the request, answer in its place, replace the answer and cure an error', async () => {
    const replaceRequest: Middleware = {
      onRequest: ({ request }) => new Request(`${request.url}?replaced=1`, request),
    };
    await compare(
      () => json(200, {}),
      (client) => client.GET('/user/me'),
      () => [replaceRequest],
    );
    const answerInstead: Middleware = { onRequest: () => json(200, { from: 'middleware' }) };
    const { got, sent } = await compare(
      () => json(500, {}),
      (client) => client.GET('/user/me'),
      () => [answerInstead],
    );
    expect(sent).toEqual([]);
    expect(got).toMatchObject({ data: { from: 'middleware' } });
    const replaceAnswer: Middleware = { onResponse: () => json(201, { replaced: true }) };
    await compare(
      () => json(200, {}),
      (client) => client.GET('/user/me'),
      () => [replaceAnswer],
    );
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const cure: Middleware = { onError: () => json(200, { cured: true }) };
    await compare(
      failing,
      (client) => client.GET('/user/me'),
      () => [cure],
    );
    const rename: Middleware = { onError: () => new Error('renamed') };
    const { got: renamed } = await compare(
      failing,
      (client) => client.GET('/user/me'),
      () => [rename],
    );
    expect(renamed).toEqual({ thrown: 'Error: renamed' });
    await compare(failing, (client) => client.GET('/user/me'));
  });

  it('removes middleware with eject and takes middleware for one call', async () => {
    const seen: string[] = [];
    const marker: Middleware = { onRequest: () => void seen.push('global') };
    const ours = server(() => json(200, {}));
    const client = createFetchClient({ baseUrl: BASE, fetch: ours.fetch, querySerializer: serializeQuery });
    client.use(marker);
    await client.GET('/user/me');
    client.eject(marker);
    await client.GET('/user/me', { middleware: [{ onRequest: () => void seen.push('call') }] } as never);
    expect(seen).toEqual(['global', 'call']);
  });

  it('passes the call’s other init (signal, credentials) to the request', async () => {
    const controller = new AbortController();
    const ours = server(() => json(200, {}));
    const client = createFetchClient({ baseUrl: BASE, fetch: ours.fetch, querySerializer: serializeQuery });
    let signal: AbortSignal | undefined;
    client.use({ onRequest: ({ request }) => void (signal = request.signal) });
    await client.request('get', '/user/me', { signal: controller.signal, credentials: 'include' } as never);
    controller.abort();
    expect(signal?.aborted).toBe(true);
    expect(ours.sent[0]?.method).toBe('GET');
  });
});

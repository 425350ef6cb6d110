// Hostile requests against the mock over real HTTP: each is refused with the contract's error envelope
// (a catalogue code under its status), none reaches `Object.prototype`, none answers 5xx, and the mock
// serves a normal init afterwards. Raw sockets send what fetch cannot (TRACE, broken request lines,
// oversized headers, escapes fetch would not leave alone).
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_BODY } from '@staykit/mocks';
import { buildRequest, isObject, listOperations, loadBundle } from '../contract/contract';
import {
  detailFieldsOf,
  envelopeProblems,
  firstCode,
  openSession,
  rawRequest,
  useMockOverHttp,
  type RawAnswer,
} from './mockHttp';

const mock = useMockOverHttp();
let session = '';
beforeAll(async () => {
  session = await openSession(mock.url());
});

const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-11';
const pollutedProbe = (): unknown => (({}) as Record<string, unknown>)['notes'];

/** A request through fetch with the session; the answer's status, headers and text. */
async function send(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const response = await fetch(`${mock.url()}${path}`, {
    method,
    headers: { 'Client-Session': session, 'Content-Type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return { status: response.status, headers, body: await response.text() };
}

/** Asserts a refusal: status, code, the fields `details` must name, and a valid envelope. */
function expectRefusal(answer: RawAnswer, status: number, code: string, fields: string[] = []) {
  expect(envelopeProblems(answer.status, answer.body)).toEqual([]);
  const body: unknown = JSON.parse(answer.body);
  expect([answer.status, firstCode(body)]).toEqual([status, code]);
  expect(detailFieldsOf(body)).toEqual(expect.arrayContaining(fields));
}

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const line = (text: string) => `${text}\r\nHost: mock\r\nConnection: close\r\n\r\n`;

describe('hostile requests over HTTP', () => {
  it.each([
    ['rooms[0][__proto__][notes]=X', `/hotels/101/rooms?${STAY}&rooms[0][__proto__][notes]=X`],
    ['constructor[prototype][notes]=X', `/hotels/101/rooms?${STAY}&constructor[prototype][notes]=X`],
    [
      'selected_rooms[0][constructor][prototype][notes]=X',
      `/hotels/101/rooms/price?${STAY}&selected_rooms[0][constructor][prototype][notes]=X`,
    ],
    ['a bare __proto__ parameter', `/hotels/101/rooms?${STAY}&__proto__=X`],
  ])('refuses the query key %s with 400 naming it; Object.prototype stays clean', async (_name, path) => {
    const answer = await send('GET', path);
    const key = new URL(path, 'http://x').searchParams;
    const reserved = [...key.keys()].find((name) => /__proto__|constructor|prototype/.test(name)) ?? '';
    expectRefusal(answer, 400, 'malformed_request', [reserved]);
    expect(pollutedProbe()).toBeUndefined();
  });

  it.each([
    ['a top-level __proto__', '{"__proto__":{"notes":"X"}}', '__proto__'],
    ['a nested constructor', '{"guest":{"constructor":{"prototype":{"notes":"X"}}}}', 'guest.constructor'],
    ['a prototype in a list item', '{"rooms":[{"prototype":{}}]}', 'rooms.0.prototype'],
  ])('refuses %s in a booking body with 400 naming the field', async (_name, body, field) => {
    const answer = await send('POST', '/hotels/101/reservations', {
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expectRefusal(answer, 400, 'malformed_request', [field]);
    expect(pollutedProbe()).toBeUndefined();
  });

  // Every operation of the contract the mock serves with a JSON body (the issue found 14 answering 503).
  const doc = loadBundle();
  const jsonOperations = listOperations(doc).filter((operation) => {
    const body = operation.node.requestBody;
    return isObject(body) && JSON.stringify(body).includes('application/json');
  });
  it.each(jsonOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses __proto__ and constructor body keys with 400 (or does not exist: 404)',
    async (_id, operation) => {
      const example = buildRequest(doc, operation, mock.url());
      const path = new URL(example.url).pathname + new URL(example.url).search;
      for (const body of ['{"__proto__":{"notes":"X"}}', '{"constructor":{"prototype":{"notes":"X"}}}']) {
        const answer = await send(example.method, path, {
          body,
          headers: { 'Idempotency-Key': crypto.randomUUID(), Authorization: 'Bearer member' },
        });
        expect(envelopeProblems(answer.status, answer.body)).toEqual([]);
        // Refused as malformed, or earlier by a check that does not read the body; never a 5xx.
        expect([400, 401, 403, 404, 422]).toContain(answer.status);
        if (answer.status === 400) expect(answer.body).toMatch(/__proto__|constructor/);
      }
      expect(pollutedProbe()).toBeUndefined();
    },
  );

  it('refuses a path whose percent-escape does not decode with 400 naming the path', async () => {
    expectRefusal(await send('GET', '/hotels/%ZZ/info'), 400, 'malformed_request', ['path']);
    expectRefusal(
      await rawRequest(mock.url(), line('GET /hotels/%E0%A4%A/info HTTP/1.1')),
      400,
      'malformed_request',
      ['path'],
    );
    expectRefusal(await rawRequest(mock.url(), line('GET /nowhere/%ZZ HTTP/1.1')), 400, 'malformed_request');
  });

  it('refuses JSON nested 10,000 deep (413) and over 32 levels, and reads 32', async () => {
    const body = (nested: string) =>
      JSON.stringify({ key: 'demo-widget', secret: 'demo-secret' }).replace('}', `,"x":${nested}}`);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    expectRefusal(
      await send('POST', '/client_sessions', { body: body(deep(10_000)), headers }),
      413,
      'payload_too_large',
    );
    expectRefusal(
      await send('POST', '/client_sessions', { body: body(deep(32)), headers }),
      413,
      'payload_too_large',
    );
    // 31 levels inside the body object is 32 in all: read, then refused as an unknown field.
    expectRefusal(await send('POST', '/client_sessions', { body: body(deep(31)), headers }), 422, '1000', [
      'x',
    ]);
  });

  it.each([
    ['not JSON', '{"key":', 400, 'malformed_request'],
    ['not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('latin1'), 400, 'malformed_request'],
  ])('refuses a body that is %s', async (_name, body, status, code) => {
    const bytes = Buffer.from(body, 'latin1');
    const answer = await rawRequest(
      mock.url(),
      `POST /client_sessions HTTP/1.1\r\nHost: mock\r\nConnection: close\r\nContent-Type: application/json\r\nIdempotency-Key: key-0000-0001\r\nContent-Length: ${bytes.length}\r\n\r\n`,
      bytes,
    );
    expectRefusal(answer, status, code);
  });

  it.each([
    ['TRACE on a known path', 'TRACE /hotels/101/info HTTP/1.1', 405, 'method_not_allowed'],
    ['PROPFIND on a known path', 'PROPFIND /hotels/101/reservations HTTP/1.1', 405, 'method_not_allowed'],
    ['TRACE on an unknown path', 'TRACE /nowhere HTTP/1.1', 404, 'not_found'],
    ['CONNECT', 'CONNECT mock.example:443 HTTP/1.1', 404, 'not_found'],
    ['a method Node does not know', 'FOO /hotels/101/info HTTP/1.1', 400, 'malformed_request'],
    ['a request line with a space in the path', 'GET /hotels/10 1/info HTTP/1.1', 400, 'malformed_request'],
    ['a request line that is not HTTP', 'GARBAGE', 400, 'malformed_request'],
    ['an unknown path', 'GET /nowhere HTTP/1.1', 404, 'not_found'],
    ['an unknown control', 'GET /__staykit/nowhere HTTP/1.1', 404, 'not_found'],
    ['a path of no form', 'GET * HTTP/1.1', 404, 'not_found'],
  ])('answers %s (%s) with %i %s', async (_name, requestLine, status, code) => {
    const answer = await rawRequest(mock.url(), line(requestLine));
    expectRefusal(answer, status, code);
    if (status === 405) expect(answer.headers['allow']).toMatch(/^[A-Z, ]+$/);
  });

  it('answers a known path with the wrong method 405, naming the methods it takes in Allow', async () => {
    const answer = await send('DELETE', '/hotels/101/info');
    expectRefusal(answer, 405, 'method_not_allowed');
    expect(answer.headers['allow']).toBe('GET, HEAD, OPTIONS');
  });

  it('answers HEAD as GET without a body', async () => {
    const answer = await rawRequest(
      mock.url(),
      `HEAD /hotels/101/info HTTP/1.1\r\nHost: mock\r\nClient-Session: ${session}\r\nConnection: close\r\n\r\n`,
    );
    expect([answer.status, answer.body]).toEqual([200, '']);
  });

  it('refuses a URL over 16 kB (414) and headers over 32 kB (431)', async () => {
    const long = `/hotels/101/rooms?${STAY}&promo_code=${'x'.repeat(17_000)}`;
    expectRefusal(await send('GET', long), 414, 'uri_too_long');
    expectRefusal(
      await rawRequest(mock.url(), line(`GET /${'a'.repeat(40_000)} HTTP/1.1`)),
      414,
      'uri_too_long',
    );
    const bigHeader = `GET /hotels/101/info HTTP/1.1\r\nHost: mock\r\nX-Filler: ${'a'.repeat(40_000)}\r\n\r\n`;
    expectRefusal(await rawRequest(mock.url(), bigHeader), 431, 'request_headers_too_large');
    const manyHeaders = Array.from({ length: 600 }, (_, index) => `X-H${index}: ${'b'.repeat(60)}`).join(
      '\r\n',
    );
    expectRefusal(
      await rawRequest(mock.url(), `GET /hotels/101/info HTTP/1.1\r\nHost: mock\r\n${manyHeaders}\r\n\r\n`),
      431,
      'request_headers_too_large',
    );
  });

  it('refuses a body over 1 MB (413), by Content-Length or as it arrives', async () => {
    const head = (length: string) =>
      `POST /client_sessions HTTP/1.1\r\nHost: mock\r\nContent-Type: application/json\r\nIdempotency-Key: key-0000-0002\r\n${length}\r\n\r\n`;
    expectRefusal(
      await rawRequest(mock.url(), head('Content-Length: 5000000'), '{"key":'),
      413,
      'payload_too_large',
    );
    const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
    expectRefusal(
      await rawRequest(
        mock.url(),
        head('Transfer-Encoding: chunked'),
        ...Array.from({ length: 20 }, () => chunk),
      ),
      413,
      'payload_too_large',
    );
    expectRefusal(
      await rawRequest(mock.url(), head('Content-Length: 2000000000'), ''),
      413,
      'payload_too_large',
    );
  });

  it('refuses an upload over its own limit (413) before reading it', async () => {
    const answer = await rawRequest(
      mock.url(),
      `POST /file_attachments HTTP/1.1\r\nHost: mock\r\nClient-Session: ${session}\r\nIdempotency-Key: key-0000-0003\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${90 * 1024 * 1024}\r\n\r\n`,
      '--b\r\n',
    );
    expectRefusal(answer, 413, 'payload_too_large');
  });

  it('refuses an Expect it does not take and a conflicting Content-Length/Transfer-Encoding with 400', async () => {
    expectRefusal(
      await rawRequest(mock.url(), `GET /hotels/101/info HTTP/1.1\r\nHost: mock\r\nExpect: magic\r\n\r\n`),
      400,
      'malformed_request',
    );
    expectRefusal(
      await rawRequest(
        mock.url(),
        `POST /client_sessions HTTP/1.1\r\nHost: mock\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n`,
      ),
      400,
      'malformed_request',
    );
  });

  it.each([
    ['PUT', '/__staykit/clock', '{"now":"+275760-09-13T00:00:00.000Z"}', 'now'],
    ['POST', '/__staykit/reset', '{"now":"10000-01-01T00:00:00Z"}', 'now'],
    ['POST', '/__staykit/clock/advance', '{"minutes":1e308}', 'minutes'],
    ['POST', '/__staykit/clock/advance', '{"minutes":1e400}', 'minutes'],
    ['POST', '/__staykit/clock/advance', '{"minutes":-60000000}', 'minutes'],
    ['PATCH', '/__staykit/hotels/demo-tokyo/settings', '{"__proto__":{"closeable":false}}', '__proto__'],
    [
      'PATCH',
      '/__staykit/hotels/demo-tokyo/settings',
      '{"constructor":{"prototype":{"notes":"X"}}}',
      'constructor',
    ],
  ])(
    'refuses the control %s %s %s with 400 naming %s, and keeps serving',
    async (method, path, body, field) => {
      expectRefusal(await send(method, path, { body }), 400, 'malformed_request', [field]);
      const clock = (await (await fetch(`${mock.url()}/__staykit/clock`)).json()) as { now: string };
      expect(clock.now).toBe('2026-12-01T09:00:00+09:00');
      expect((await send('GET', '/hotels/demo-tokyo/booking_widget/init')).status).toBe(200);
    },
  );

  it('refuses a create without its Idempotency-Key (400) and books nothing', async () => {
    const stock = async () =>
      (
        (await (
          await fetch(`${mock.url()}/__staykit/state?hotel_id=101&room_type_code=STD&date=2026-12-10`)
        ).json()) as { stock: { room_count: number } }
      ).stock.room_count;
    const before = await stock();
    const body = JSON.stringify({ ...BOOKING_BODY, acknowledge_overlapping_reservation: true });
    expectRefusal(await send('POST', '/hotels/101/reservations', { body }), 400, 'idempotency_key_missing', [
      'Idempotency-Key',
    ]);
    expectRefusal(
      await send('POST', '/hotels/101/reservations', { body, headers: { 'Idempotency-Key': 'short' } }),
      400,
      'malformed_request',
      ['Idempotency-Key'],
    );
    expect(await stock()).toBe(before);
  });

  it('refuses every create the contract gives an Idempotency-Key, sent without one, with 400 (or 404 where the mock has no such route)', async () => {
    const creates = listOperations(doc).filter((operation) =>
      operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
    );
    expect(creates).toHaveLength(18);
    const answers: Record<string, [number, unknown]> = {};
    for (const operation of creates) {
      const example = buildRequest(doc, operation, mock.url());
      const url = new URL(example.url);
      const body =
        example.body === null ? undefined : Buffer.from(await example.arrayBuffer()).toString('latin1');
      const answer = await send(example.method, url.pathname + url.search, {
        ...(body === undefined ? {} : { body }),
        headers: {
          'Content-Type': example.headers.get('Content-Type') ?? 'application/json',
          Authorization: 'Bearer member',
        },
      });
      expect(envelopeProblems(answer.status, answer.body)).toEqual([]);
      answers[operation.operationId] = [answer.status, firstCode(JSON.parse(answer.body))];
    }
    const served = Object.entries(answers).filter(([, [status]]) => status !== 404);
    expect(served.map(([, answer]) => answer)).toEqual(served.map(() => [400, 'idempotency_key_missing']));
    expect(served.length).toBeGreaterThanOrEqual(7);
    for (const [, answer] of Object.entries(answers).filter(([, [status]]) => status === 404)) {
      expect(answer).toEqual([404, 'not_found']);
    }
  });

  it("scopes Idempotency-Keys to the client session: another session's key books its own reservation", async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const body = JSON.stringify({ ...BOOKING_BODY, acknowledge_overlapping_reservation: true });
    const first = await send('POST', '/hotels/101/reservations', { body, headers: key });
    const replay = await send('POST', '/hotels/101/reservations', { body, headers: key });
    expect([first.status, replay.status, replay.headers['idempotency-replayed']]).toEqual([201, 201, 'true']);
    expect(replay.body).toBe(first.body);
    const other = await openSession(mock.url());
    const theirs = await send('POST', '/hotels/101/reservations', {
      body,
      headers: { ...key, 'Client-Session': other },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers['idempotency-replayed']).toBeUndefined();
    type Created = { data: { reservation: { reservation_number: string; token: string } } };
    const mine = (JSON.parse(first.body) as Created).data.reservation;
    const their = (JSON.parse(theirs.body) as Created).data.reservation;
    expect(their.reservation_number).not.toBe(mine.reservation_number);
    expect(their.token).not.toBe(mine.token);
  });

  it('leaves Object.prototype clean, still serves a normal init, and resets', async () => {
    expect(pollutedProbe()).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
    const init = await send('GET', '/hotels/demo-tokyo/booking_widget/init');
    expect(init.status).toBe(200);
    expect(init.body).not.toContain('"notes":"X"');
    const reset = await fetch(`${mock.url()}/__staykit/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    session = await openSession(mock.url());
    expect((await send('GET', '/hotels/demo-tokyo/booking_widget/init')).status).toBe(200);
  });
});

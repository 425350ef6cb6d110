// What the hostile-request table and the fuzz share: the mock over real HTTP on a free port, raw socket
// requests for what fetch cannot send, and the check that an answer is the contract's error envelope
// with a catalogue code under the catalogue's status.
import { connect } from 'node:net';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll } from 'vitest';
import { handlers, resetMock } from '@staykit/mocks';
import { startMockServer, type MockServer } from '@staykit/mocks/node';
import { loadBundle, loadCatalogue } from '../contract/contract';

/**
 * The catalogue as code → status.
 *
 * @example
 * ```ts
 * CATALOGUE_STATUS.get('payload_too_large'); // 413
 * ```
 */
export const CATALOGUE_STATUS: ReadonlyMap<string, number> = new Map(
  loadCatalogue().map((entry) => [entry.code, entry.status]),
);

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(loadBundle() as object, 'staykit');
const validateEnvelope = ajv.compile({ $ref: 'staykit#/components/schemas/ErrorEnvelope' });

/**
 * Why an error answer is not the contract's envelope with a catalogue code under its status (empty when
 * it is). `body` is the answer's text.
 *
 * @example
 * ```ts
 * expect(envelopeProblems(413, text)).toEqual([]);
 * ```
 */
export function envelopeProblems(status: number, body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`${status}: the body is not JSON: ${JSON.stringify(body.slice(0, 80))}`];
  }
  if (!validateEnvelope(parsed))
    return [`${status}: not an ErrorEnvelope: ${ajv.errorsText(validateEnvelope.errors)}`];
  const code = firstCode(parsed);
  const expected = typeof code === 'string' ? CATALOGUE_STATUS.get(code) : undefined;
  if (expected === undefined) return [`${status}: code ${String(code)} is not in the catalogue`];
  return expected === status ? [] : [`${status}: code ${String(code)} belongs to status ${expected}`];
}

/**
 * The first error code of an envelope.
 *
 * @example
 * ```ts
 * firstCode({ errors: [{ code: '1000', title: 'Invalid' }] }); // '1000'
 * ```
 */
export function firstCode(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  const first: unknown = Array.isArray(errors) ? errors[0] : errors;
  return typeof first === 'object' && first !== null && 'code' in first ? first.code : undefined;
}

/**
 * The field names an envelope's `details` carries.
 *
 * @example
 * ```ts
 * detailFieldsOf({ errors: [{ title: 'x', details: { base: [], path: [] } }] }); // ['base', 'path']
 * ```
 */
export function detailFieldsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return [];
  const first: unknown = body.errors[0];
  if (typeof first !== 'object' || first === null || !('details' in first)) return [];
  const { details } = first;
  return typeof details === 'object' && details !== null ? Object.keys(details) : [];
}

/**
 * One answer read off a socket.
 *
 * @example
 * ```ts
 * const answer: RawAnswer = { status: 405, headers: { allow: 'GET' }, body: '{"errors":[...]}' };
 * ```
 */
export interface RawAnswer {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

function parseAnswer(data: Buffer): RawAnswer {
  const text = data.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split === -1) return { status: 0, headers: {}, body: text };
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(split + 4);
  const length = Number(headers['content-length']);
  if (Number.isFinite(length)) body = body.slice(0, length);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(body, 'latin1').toString('utf8'),
  };
}

/**
 * Sends bytes as they are to the mock's port and reads the first answer (until the server closes, or
 * the answer's `Content-Length` is in). Write errors after the server answered (it closes on a refused
 * body) are expected and ignored.
 *
 * @example
 * ```ts
 * const answer = await rawRequest(server.url, 'TRACE /hotels/101/info HTTP/1.1\r\nHost: x\r\n\r\n');
 * ```
 */
export function rawRequest(baseUrl: string, ...parts: (string | Buffer)[]): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const data = Buffer.concat(chunks);
      if (data.length === 0) reject(new Error('the mock closed the connection without an answer'));
      else resolve(parseAnswer(data));
    };
    const timer = setTimeout(finish, 10_000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = parseAnswer(Buffer.concat(chunks));
      const length = Number(answer.headers['content-length']);
      if (answer.status > 0 && Number.isFinite(length) && Buffer.byteLength(answer.body) >= length) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => finish());
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
  });
}

/**
 * Starts the mock (freshly seeded, default clock) over HTTP on a free port before the file's tests and
 * stops it after them; `url()` is its base URL once started.
 *
 * @example
 * ```ts
 * const mock = useMockOverHttp();
 * it('answers', async () => expect((await fetch(`${mock.url()}/__staykit/clock`)).status).toBe(200));
 * ```
 */
export function useMockOverHttp(): { url(): string } {
  let server: MockServer | undefined;
  beforeAll(async () => {
    resetMock();
    server = await startMockServer(handlers, { port: 0 });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    url() {
      if (!server) throw new Error('the mock server is not started yet');
      return server.url;
    },
  };
}

/**
 * Opens a client session with the demo widget credentials; answers its token.
 *
 * @example
 * ```ts
 * const session = await openSession(mock.url());
 * ```
 */
export async function openSession(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({ key: 'demo-widget', secret: 'demo-secret' }),
  });
  const body = (await response.json()) as { data: { client_session: string } };
  return body.data.client_session;
}

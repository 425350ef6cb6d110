import { createServer, STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { ApiError, errorEnvelope, statusOf } from './errors';
import type { ApiErrorOptions } from './errors';
import type { ErrorCode } from './errorCatalogue';
import { decodesCleanly, handlerIndexOf, routeTableOf } from './requestGuard';
import type { RouteTable } from './requestGuard';
import { bodyLimitOf, REQUEST_LIMITS } from './requestLimits';

/**
 * Options of `startMockServer`.
 *
 * @example
 * ```ts
 * const options: MockServerOptions = { port: 4010, host: '127.0.0.1' };
 * ```
 */
export interface MockServerOptions {
  /** Port to listen on; 0 picks a free one. Default 4010. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1: the mock is for this machine only. */
  host?: string;
  /** Called for every request the handlers answered, for logging. */
  onRequest?: (request: Request, response: Response, ms: number) => void;
}

/**
 * A running mock server.
 *
 * @example
 * ```ts
 * const server: MockServer = await startMockServer(handlers, { port: 0 });
 * await server.close();
 * ```
 */
export interface MockServer {
  /** Base URL, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** Stops listening and ends open connections; resolves once the port is free. */
  close(): Promise<void>;
}

// The widget and the mock run on different ports, so browsers need CORS for every answer.
const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Authorization, Client-Session, Accept-Language, Idempotency-Key, X-One-Time-Access-Token, Prefer',
  'Access-Control-Expose-Headers': 'Retry-After, Idempotency-Replayed, Allow',
  'Access-Control-Max-Age': '600',
};

// The methods a Fetch `Request` can carry that the mock's operations use; any other is refused here.
const FETCH_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A refusal answered before the handlers: the catalogue's envelope and status. */
interface Refusal {
  readonly code: ErrorCode;
  readonly options: ApiErrorOptions;
  /** Close the connection after answering (a body was left unread). */
  readonly close?: boolean;
}

const refusal = (code: ErrorCode, message: string, extra: Omit<ApiErrorOptions, 'message'> = {}) => ({
  code,
  options: { ...extra, message },
});

/** The whole HTTP/1.1 answer of a refusal, for a socket Node's parser gave up on. */
function rawAnswer({ code, options }: Refusal): string {
  const status = statusOf(code);
  const body = JSON.stringify(errorEnvelope(code, options));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Access-Control-Allow-Origin: *',
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Whether the bytes Node's parser refused begin a request line longer than the URL limit (414) rather
 * than headers too large (431). Node keeps only the packet it was parsing, so a long URL that arrived in
 * many small packets counts as headers.
 */
function requestLineTooLong(packet: Buffer | undefined): boolean {
  if (!packet) return false;
  const start = packet.toString('latin1', 0, Math.min(packet.length, REQUEST_LIMITS.urlChars + 64));
  if (!/^[A-Za-z]+ /.test(start)) return false;
  const end = start.indexOf('\n');
  return end === -1 ? start.length > REQUEST_LIMITS.urlChars : end > REQUEST_LIMITS.urlChars;
}

/** What Node's parser refused, as the catalogue names it. */
function parserRefusal(error: Error & { code?: string; rawPacket?: Buffer }): Refusal {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return requestLineTooLong(error.rawPacket)
      ? refusal('uri_too_long', `The request line is longer than ${REQUEST_LIMITS.urlChars} characters`)
      : refusal(
          'request_headers_too_large',
          `The request line and headers are larger than ${REQUEST_LIMITS.headerBytes} bytes`,
        );
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return refusal(
      'malformed_request',
      `The request did not arrive whole within ${REQUEST_LIMITS.requestMilliseconds / 1000} s`,
    );
  }
  return refusal('malformed_request', 'The request is not valid HTTP/1.1 (its request line or headers)');
}

/** The path and query of a request target (origin or absolute form); `undefined` when unreadable. */
function readTarget(raw: string): { pathname: string; search: string } | undefined {
  if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return undefined;
  try {
    // Origin form is read against a fixed origin, so `//host/x` stays a path.
    const url = raw.startsWith('/') ? new URL(`http://mock.invalid${raw}`) : new URL(raw);
    return { pathname: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
}

/** The 405 (with `Allow`) of a known path, or the 404 of an unknown one, for a method the mock refuses. */
function methodRefusal(routes: RouteTable, method: string, pathname: string): Refusal {
  const methods = routes.methodsAt(pathname);
  if (methods === undefined) return refusal('not_found', `No mock route for ${method} ${pathname}`);
  return refusal(
    'method_not_allowed',
    `${pathname} does not take ${method}; it takes ${methods.join(', ')}`,
    {
      headers: { Allow: methods.join(', ') },
    },
  );
}

/** Reads a body up to `limit` bytes; `undefined` when it is longer (the rest is left unread). */
async function readBody(incoming: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function toHeaders(incoming: IncomingMessage): Headers {
  // Raw pairs, not `incoming.headers`: a header named `__proto__` stays a header.
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2) {
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  }
  return headers;
}

async function send(
  outgoing: ServerResponse,
  response: Response,
  origin: string | undefined,
  withBody: boolean,
): Promise<void> {
  const headers: Record<string, string> = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*' };
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  // The length, also for HEAD (the length GET would send), so no answer goes chunked.
  headers['content-length'] = String(body.length);
  outgoing.writeHead(response.status, headers);
  outgoing.end(withBody ? body : undefined);
}

function refuse(outgoing: ServerResponse, origin: string | undefined, { code, options, close }: Refusal) {
  const response = new Response(JSON.stringify(errorEnvelope(code, options)), {
    status: statusOf(code),
    headers: {
      'Content-Type': 'application/json',
      ...options.headers,
      ...(close ? { Connection: 'close' } : {}),
    },
  });
  return send(outgoing, response, origin, true);
}

/**
 * What Node's parser refuses never reaches a request handler: it is answered here, whole, then the
 * connection closed. But a connection that has not sent a byte when Node's header timer runs out is a
 * connection left idle, not a request: browsers open some ahead of the requests they expect and keep them
 * for a while. It is closed without an answer, as an idle one is: an answer written there would be read by
 * the client as the answer to the request it sends next (a CORS preflight answered 400 that way fails the
 * fetch it was for), where a closed unused connection is one the client retries on.
 *
 * @internal Exported for its tests.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex & { bytesRead?: number },
): void {
  const unused = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0;
  if (error.code === 'ECONNRESET' || unused || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(parserRefusal(error)));
}

/**
 * Serves MSW handlers over real HTTP with `node:http` and msw's `getResponse`, so any client (a browser,
 * curl, another language's test suite) can use the same mock as Vitest does. Every answer is the
 * contract's error envelope with a catalogue code when it is not the operation's own: what Node's parser
 * refuses (400, 414 for a request line over 16 kB, 431 for a request line and headers over 32 kB, 400 for
 * a request not whole within 30 s), a method no operation uses (405 with `Allow` on a known path, else
 * 404), a path whose percent-escapes do not decode (400), a body over its limit (413: 1 MB of JSON, 81 MB
 * for the upload), an unknown path (404). A handler that throws is a bug of the mock: logged and answered
 * 503 `service_unavailable`.
 *
 * @example
 * ```ts
 * import { handlers } from '@staykit/mocks';
 * const server = await startMockServer(handlers, { port: 4010 });
 * console.log(server.url); // http://127.0.0.1:4010
 * ```
 */
export function startMockServer(handlers: readonly RequestHandler[], options: MockServerOptions = {}) {
  const host = options.host ?? '127.0.0.1';
  const routes = routeTableOf(handlers);
  const candidatesFor = handlerIndexOf(handlers);
  let base = '';

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const started = performance.now();
    const origin = incoming.headers.origin;
    const method = (incoming.method ?? 'GET').toUpperCase();
    const raw = incoming.url ?? '/';
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*' });
      outgoing.end();
      return;
    }
    if (raw.length > REQUEST_LIMITS.urlChars) {
      const text = `The request target is longer than ${REQUEST_LIMITS.urlChars} characters`;
      return refuse(outgoing, origin, refusal('uri_too_long', text));
    }
    const target = readTarget(raw);
    if (!target) return refuse(outgoing, origin, refusal('not_found', `No mock route for ${method} ${raw}`));
    if (!decodesCleanly(target.pathname)) {
      return refuse(
        outgoing,
        origin,
        refusal('malformed_request', 'The path has a percent-escape that does not decode', {
          fields: { path: ['has a malformed percent-escape (% must be followed by two hex digits)'] },
        }),
      );
    }
    if (!FETCH_METHODS.has(method))
      return refuse(outgoing, origin, methodRefusal(routes, method, target.pathname));
    const limit = bodyLimitOf(target.pathname);
    const tooLarge = {
      ...refusal('payload_too_large', `The body is larger than ${limit} bytes`),
      close: true,
    };
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      if (Number(incoming.headers['content-length'] ?? 0) > limit) return refuse(outgoing, origin, tooLarge);
      body = await readBody(incoming, limit);
      if (body === undefined) return refuse(outgoing, origin, tooLarge);
    }
    let request: Request;
    try {
      // HEAD is answered as GET without the body.
      request = new Request(`${base}${target.pathname}${target.search}`, {
        method: method === 'HEAD' ? 'GET' : method,
        headers: toHeaders(incoming),
        body: body?.length ? new Uint8Array(body) : null,
      });
    } catch {
      return refuse(outgoing, origin, refusal('malformed_request', 'The request headers cannot be read'));
    }
    let response: Response;
    try {
      response =
        (await getResponse(candidatesFor(request.method, target.pathname), request.clone())) ??
        new Response(
          JSON.stringify(
            errorEnvelope('not_found', { message: `No mock route for ${method} ${target.pathname}` }),
          ),
          {
            status: statusOf('not_found'),
            headers: { 'Content-Type': 'application/json' },
          },
        );
    } catch (error) {
      console.error('[staykit mock] unexpected error in', method, target.pathname, error);
      const failed = new ApiError('service_unavailable', {
        message: 'The mock failed unexpectedly; see its log',
      });
      response = new Response(JSON.stringify(errorEnvelope(failed.code, failed.options)), {
        status: statusOf(failed.code),
        headers: { 'Content-Type': 'application/json' },
      });
    }
    options.onRequest?.(request, response.clone(), performance.now() - started);
    await send(outgoing, response, origin, method !== 'HEAD');
  }

  const server: Server = createServer(
    {
      maxHeaderSize: REQUEST_LIMITS.headerBytes,
      requestTimeout: REQUEST_LIMITS.requestMilliseconds,
      headersTimeout: Math.min(15_000, REQUEST_LIMITS.requestMilliseconds),
      // The mock answers by path alone; a request without Host is answered like any other.
      requireHostHeader: false,
      // An idle connection is the client's to close. With Node's 5 s the mock could close one just as a
      // busy client (its timers late) sent a request on it, which then fails with no answer (a POST is
      // not resent); clients keep idle connections for less than a minute.
      keepAliveTimeout: 65_000,
    },
    (incoming, outgoing) => {
      answer(incoming, outgoing).catch((error: unknown) => {
        console.error('[staykit mock] unexpected error in', incoming.method, incoming.url, error);
        if (outgoing.headersSent) {
          outgoing.destroy();
          return;
        }
        void refuse(outgoing, incoming.headers.origin, {
          ...refusal('service_unavailable', 'The mock failed unexpectedly; see its log'),
          close: true,
        }).catch(() => outgoing.destroy());
      });
    },
  );
  server.on('clientError', answerClientError);
  // CONNECT never becomes a request: refuse it as any other method the mock does not take.
  server.on('connect', (incoming: IncomingMessage, socket: Duplex) => {
    const pathname = readTarget(incoming.url ?? '')?.pathname ?? '';
    socket.end(rawAnswer({ ...methodRefusal(routes, 'CONNECT', pathname), close: true }));
  });
  // An `Expect` other than 100-continue: Node would answer 417 with no body.
  server.on('checkExpectation', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    void refuse(outgoing, incoming.headers.origin, {
      ...refusal('malformed_request', 'The mock takes no Expect header but 100-continue'),
      close: true,
    });
  });
  return new Promise<MockServer>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo;
      base = `http://${host}:${port}`;
      resolve({
        url: base,
        close: () =>
          new Promise<void>((done, fail) => {
            server.closeAllConnections();
            server.close((error) => (error ? fail(error) : done()));
          }),
      });
    });
  });
}

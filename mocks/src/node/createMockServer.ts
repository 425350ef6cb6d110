import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';

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
  /** Called for every request, for logging. */
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
  close(): Promise<void>;
}

// The widget and the mock run on different ports, so browsers need CORS for every answer.
const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Content-Type, Authorization, Client-Session, Accept-Language, Idempotency-Key, X-One-Time-Access-Token, Prefer',
  'Access-Control-Expose-Headers': 'Retry-After, Idempotency-Replayed',
  'Access-Control-Max-Age': '600',
};

const errorBody = (code: string, title: string, error: string) =>
  JSON.stringify({ errors: [{ code, title, details: { base: [{ code, error }] } }] });

async function toFetchRequest(incoming: IncomingMessage, base: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(new URL(incoming.url ?? '/', base), {
    method,
    headers,
    body: body?.length ? new Uint8Array(body) : null,
  });
}

async function send(outgoing: ServerResponse, response: Response, origin: string | undefined): Promise<void> {
  const headers: Record<string, string> = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*' };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves MSW handlers over real HTTP with `node:http` and msw's `getResponse`, so any client (a browser,
 * curl, another language's test suite) can use the same mock as Vitest does. An unmatched route answers
 * 404 `not_found` in the contract's envelope; a handler that throws answers 500 and is logged, which a
 * contract-validating proxy then reports.
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
  let base = '';
  const server: Server = createServer((incoming, outgoing) => {
    const started = performance.now();
    const origin = incoming.headers.origin;
    void (async () => {
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin ?? '*' });
        outgoing.end();
        return;
      }
      const request = await toFetchRequest(incoming, base);
      let response: Response;
      try {
        response =
          (await getResponse([...handlers], request.clone())) ??
          new Response(
            errorBody('not_found', 'Not found', `No mock route for ${request.method} ${incoming.url}`),
            {
              status: 404,
              headers: { 'Content-Type': 'application/json' },
            },
          );
      } catch (error) {
        console.error('[staykit-mock] handler failed', request.method, incoming.url, error);
        response = new Response(errorBody('unknown_error', 'Mock handler failed', String(error)), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      options.onRequest?.(request, response.clone(), performance.now() - started);
      await send(outgoing, response, origin);
    })().catch((error: unknown) => {
      console.error('[staykit-mock] request failed', error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
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

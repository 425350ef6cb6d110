/**
 * A small fetch client for the mock's own tests (and for integration tests that talk to the handlers
 * through MSW): creates a client session, then sends requests with it. Like the SDK, it gives every POST
 * a new `Idempotency-Key` unless the test sends its own (or none, with `withoutIdempotencyKey`).
 */

/** What a request may add to its method and path. */
export interface TestRequestOptions {
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Send no `Client-Session` header. */
  readonly withoutSession?: boolean;
  /** Send a POST without the `Idempotency-Key` the client otherwise adds. */
  readonly withoutIdempotencyKey?: boolean;
}

let keys = 0;

/** A new Idempotency-Key, unique within the test run. */
function newKey(): string {
  keys += 1;
  return `test-key-${String(keys).padStart(8, '0')}-${Math.random().toString(36).slice(2, 10)}`;
}

/** What a test request returns: status, parsed body and headers. */
export interface TestResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/** A client bound to a base URL and a client session. */
export interface TestClient {
  readonly baseUrl: string;
  /** The current client-session token. */
  token: string;
  /** Creates a client session with the demo credentials and keeps its token. */
  startSession(): Promise<string>;
  /**
   * Sends a request (with the session unless `headers['Client-Session']` is set or `withoutSession`, and
   * on a POST a new Idempotency-Key unless one is set or `withoutIdempotencyKey`); a `FormData` body goes
   * as a multipart form, any other as JSON.
   */
  send<T = unknown>(method: string, path: string, options?: TestRequestOptions): Promise<TestResponse<T>>;
  get<T = unknown>(path: string): Promise<TestResponse<T>>;
}

/** Creates a test client for `baseUrl` (e.g. `http://mock.test`); `check` sees every exchange. */
export function createTestClient(
  baseUrl: string,
  check?: (method: string, url: string, status: number, body: unknown) => void,
): TestClient {
  const client: TestClient = {
    baseUrl,
    token: '',
    async startSession() {
      const response = await client.send<{ data: { client_session: string } }>('POST', '/client_sessions', {
        body: { key: 'demo-widget', secret: 'demo-secret' },
        withoutSession: true,
      });
      client.token = response.body.data.client_session;
      return client.token;
    },
    async send<T>(method: string, path: string, options: TestRequestOptions = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (!options.withoutSession && headers['Client-Session'] === undefined)
        headers['Client-Session'] = client.token;
      if (method === 'POST' && !options.withoutIdempotencyKey && headers['Idempotency-Key'] === undefined)
        headers['Idempotency-Key'] = newKey();
      // A form (an upload) goes as multipart: fetch writes its Content-Type with the boundary.
      const form = options.body instanceof FormData ? options.body : undefined;
      if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(options.body !== undefined
          ? {
              body: form ?? (typeof options.body === 'string' ? options.body : JSON.stringify(options.body)),
            }
          : {}),
      });
      const text = await response.text();
      // JSON answers parsed; any other (a CSV download) as its text.
      const json = response.headers.get('Content-Type')?.includes('json') ?? false;
      const body = (text === '' ? undefined : json ? JSON.parse(text) : text) as T;
      check?.(method, `${baseUrl}${path}`, response.status, body);
      return { status: response.status, body, headers: response.headers };
    },
    get<T>(path: string) {
      return client.send<T>('GET', path);
    },
  };
  return client;
}

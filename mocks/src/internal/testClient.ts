/**
 * A small fetch client for the mock's own tests (and for integration tests that talk to the handlers
 * through MSW): creates a client session, then sends requests with it.
 */

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
   * Sends a request (with the session unless `headers['Client-Session']` is set or `withoutSession`); a
   * `FormData` body goes as a multipart form, any other as JSON.
   */
  send<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Record<string, string>; withoutSession?: boolean },
  ): Promise<TestResponse<T>>;
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
    async send<T>(
      method: string,
      path: string,
      options: { body?: unknown; headers?: Record<string, string>; withoutSession?: boolean } = {},
    ) {
      const headers: Record<string, string> = { ...options.headers };
      if (!options.withoutSession && headers['Client-Session'] === undefined)
        headers['Client-Session'] = client.token;
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
      const body = (text === '' ? undefined : JSON.parse(text)) as T;
      check?.(method, `${baseUrl}${path}`, response.status, body);
      return { status: response.status, body, headers: response.headers };
    },
    get<T>(path: string) {
      return client.send<T>('GET', path);
    },
  };
  return client;
}

import type { Client, Middleware } from 'openapi-fetch';
import type { paths } from '../generated/openapi';

/** What the client is created with: the parts of openapi-fetch's `ClientOptions` the SDK uses. */
export interface FetchClientOptions {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  querySerializer: (query: Record<string, unknown>) => string;
}

type Headerish = HeadersInit | Record<string, unknown> | undefined;

interface RequestInitLike extends Omit<RequestInit, 'headers' | 'body'> {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  headers?: Headerish;
  params?: {
    path?: Record<string, unknown>;
    query?: Record<string, unknown>;
    header?: Record<string, unknown>;
  };
  body?: unknown;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  querySerializer?: unknown;
  bodySerializer?: (body: unknown, headers: Headers) => unknown;
  middleware?: Middleware[];
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/** openapi-fetch's header merge: later sources win, `null` removes a header, a list repeats it. */
function mergeHeaders(...sources: Headerish[]): Headers {
  const merged = new Headers();
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const entries = source instanceof Headers ? source.entries() : Object.entries(source);
    for (const [name, value] of entries as Iterable<[string, unknown]>) {
      if (value === null) merged.delete(name);
      else if (Array.isArray(value)) for (const item of value) merged.append(name, String(item));
      else if (value !== undefined) merged.set(name, String(value));
    }
  }
  return merged;
}

/**
 * The client behind every call: openapi-fetch's `Client` and `Middleware` contract (the same
 * `{ data, error, response }` answers, the same hooks in the same order), without the parts the SDK
 * replaces or the contract never uses: the configurable query serializers (the SDK's bracket notation is
 * the one the contract reads), path styles other than `simple`, and custom `Request` classes. Written
 * here because openapi-fetch's runtime alone outweighed everything else in the SDK's core.
 */
export function createFetchClient(clientOptions: FetchClientOptions): Client<paths> {
  const baseUrl = withoutTrailingSlash(clientOptions.baseUrl);
  const middlewares: Middleware[] = [];

  async function send(schemaPath: string, init: RequestInitLike & { method: string }) {
    const {
      baseUrl: localBaseUrl,
      fetch = clientOptions.fetch,
      headers,
      params = {},
      parseAs = 'json',
      querySerializer,
      bodySerializer,
      body,
      middleware = [],
      ...rest
    } = init;
    const serializeQuery =
      typeof querySerializer === 'function'
        ? (querySerializer as FetchClientOptions['querySerializer'])
        : clientOptions.querySerializer;
    const given = mergeHeaders(headers, params.header);
    const serializedBody =
      body === undefined
        ? undefined
        : bodySerializer
          ? bodySerializer(body, given)
          : body instanceof FormData
            ? body
            : given.get('Content-Type') === 'application/x-www-form-urlencoded'
              ? new URLSearchParams(body as Record<string, string>).toString()
              : JSON.stringify(body);
    const jsonBody = serializedBody !== undefined && !(serializedBody instanceof FormData);
    let url = `${localBaseUrl ? withoutTrailingSlash(localBaseUrl) : baseUrl}${schemaPath}`.replace(
      /\{([^{}]+)\}/g,
      (placeholder, name: string) => {
        const value = params.path?.[name];
        return value === undefined || value === null ? placeholder : encodeURIComponent(String(value));
      },
    );
    const search = serializeQuery(params.query ?? {}).replace(/^\?/, '');
    if (search) url += `?${search}`;
    let request = new Request(url, {
      redirect: 'follow',
      ...rest,
      body: serializedBody as BodyInit | undefined,
      headers: mergeHeaders(jsonBody ? { 'Content-Type': 'application/json' } : undefined, given),
    });
    const all = [...middlewares, ...middleware];
    const options = Object.freeze({ baseUrl, fetch, parseAs, querySerializer: serializeQuery });
    const hook = { schemaPath, params, options, id: Math.random().toString(36).slice(2, 11) } as const;
    let response: Response | undefined;
    for (const { onRequest } of all) {
      const result = await onRequest?.({ ...hook, request } as never);
      if (result instanceof Response) {
        response = result;
        break;
      }
      if (result) request = result;
    }
    if (!response) {
      try {
        response = await fetch(request);
      } catch (thrown) {
        let error: unknown = thrown;
        for (const { onError } of [...all].reverse()) {
          const result = await onError?.({ ...hook, request, error } as never);
          if (result instanceof Response) {
            response = result;
            break;
          }
          if (result) error = result;
        }
        if (!response) throw error;
      }
      for (const { onResponse } of [...all].reverse()) {
        response = (await onResponse?.({ ...hook, request, response } as never)) ?? response;
      }
    }
    const length = response.headers.get('Content-Length');
    const key = response.ok ? 'data' : 'error';
    if (
      response.status === 204 ||
      request.method === 'HEAD' ||
      (length === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))
    )
      return { [key]: undefined, response };
    if (!response.ok) {
      const text = await response.text();
      try {
        return { error: JSON.parse(text) as unknown, response };
      } catch {
        return { error: text, response };
      }
    }
    if (parseAs === 'stream') return { data: response.body, response };
    if (parseAs === 'json' && !length) {
      const text = await response.text();
      return { data: text ? (JSON.parse(text) as unknown) : undefined, response };
    }
    return { data: (await response[parseAs]()) as unknown, response };
  }

  const client: Record<string, unknown> = {
    request: (method: string, url: string, init?: RequestInitLike) =>
      send(url, { ...init, method: method.toUpperCase() }),
    use(...added: Middleware[]) {
      middlewares.push(...added.filter(Boolean));
    },
    eject(...removed: Middleware[]) {
      for (const middleware of removed) {
        const index = middlewares.indexOf(middleware);
        if (index !== -1) middlewares.splice(index, 1);
      }
    },
  };
  for (const method of METHODS) {
    client[method] = (url: string, init?: RequestInitLike) => send(url, { ...init, method });
  }
  return client as unknown as Client<paths>;
}

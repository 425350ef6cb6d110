// The stateful mock over real HTTP with every SDK exchange passing through `prism proxy --errors`: Prism
// refuses a request that breaks the contract (422, not forwarded) and turns an answer that breaks it into a
// 500 with the violations in `sl-violations`. Suites that use it end by asserting no exchange was broken,
// which proves the SDK, the mock and the contract agree on every call they made.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createStaykitClient, type StaykitClient } from '@staykit/sdk';
import { handlers } from '@staykit/mocks';
import { startMockServer, type MockServer } from '@staykit/mocks/node';
import { STARTUP_LIMIT_MS, freePort, privateBundleCopy, startPrism } from '../../scripts/prism.mjs';

/**
 * One request the SDK sent through Prism, and what came back.
 *
 * @example
 * ```ts
 * const exchange: Exchange = { method: 'GET', path: '/hotels/101/rooms', status: 200, violations: null, prismProblem: false };
 * ```
 */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  /** Prism's `sl-violations` header: the contract rules the answer broke. */
  violations: string | null;
  /** A problem document of Prism's own (the mock answers `application/json`): a request it refused. */
  prismProblem: boolean;
}

/**
 * The running pair, valid once the suite's `beforeAll` has run (the client may be captured earlier,
 * e.g. by an `it.each` table: it forwards to the real client when called).
 *
 * @example
 * ```ts
 * const api = useMockBehindPrism();
 * it('loads demo-tokyo', async () => {
 *   await api.client.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } } });
 * });
 * ```
 */
export interface MockBehindPrism {
  /** The SDK, talking to Prism, which forwards to the mock. */
  readonly client: StaykitClient;
  /** The mock's own address, for its controls and pages that are not part of the contract. */
  readonly mockUrl: string;
  /** Every exchange so far, in order. */
  readonly exchanges: readonly Exchange[];
  /** The mock clock's today plus `days`, as `YYYY-MM-DD`. */
  dayFromToday(days: number): Promise<string>;
  /** The exchanges Prism found against the contract, refused, or that failed on the server (5xx). */
  brokenExchanges(): Exchange[];
}

/**
 * Starts the stateful mock (freshly seeded, default clock) behind `prism proxy --errors` before the
 * suite's tests, and stops both after them.
 *
 * @example
 * ```ts
 * const api = useMockBehindPrism();
 * it('saw no contract violation', () => expect(api.brokenExchanges()).toEqual([]));
 * ```
 */
export function useMockBehindPrism(): MockBehindPrism {
  let mock: MockServer | undefined;
  let proxy: { url: string; stop: () => Promise<void> } | undefined;
  let spec: string | undefined;
  let client: StaykitClient | undefined;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    mock = await startMockServer(handlers, { port: 0 });
    // A private copy: Prism reloads when its document changes, which would restart it mid-run.
    spec = privateBundleCopy();
    proxy = await startPrism({ mode: 'proxy', upstream: mock.url, port: await freePort(), spec });
    await fetch(`${mock.url}/__staykit/reset`, { method: 'POST' });
    client = createStaykitClient({
      baseUrl: proxy.url,
      locale: 'en',
      credentials: { key: 'demo-widget', secret: 'demo-secret' },
      fetch: async (request) => {
        const response = await globalThis.fetch(request);
        exchanges.push({
          method: request.method,
          path: new URL(request.url).pathname,
          status: response.status,
          violations: response.headers.get('sl-violations'),
          prismProblem: (response.headers.get('Content-Type') ?? '').includes('problem+json'),
        });
        return response;
      },
    });
    // As long as Prism may take to start (scripts/prism.mjs), with room for the mock beside it.
  }, STARTUP_LIMIT_MS + 30_000);

  afterAll(async () => {
    await proxy?.stop();
    await mock?.close();
    if (spec) rmSync(dirname(spec), { recursive: true, force: true });
  });

  const started = () => {
    if (!client || !mock) throw new Error('The mock behind Prism starts in beforeAll');
    return { client, mock };
  };
  const lazyClient = new Proxy({} as StaykitClient, {
    get: (_target, domain: keyof StaykitClient) => started().client[domain],
  });

  return {
    client: lazyClient,
    get mockUrl() {
      return started().mock.url;
    },
    exchanges,
    async dayFromToday(days) {
      const clock = await fetch(`${started().mock.url}/__staykit/clock`);
      const { now } = (await clock.json()) as { now: string };
      const date = new Date(`${now.slice(0, 10)}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    },
    brokenExchanges: () =>
      exchanges.filter(
        (exchange) => exchange.violations !== null || exchange.prismProblem || exchange.status >= 500,
      ),
  };
}

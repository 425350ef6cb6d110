// A contract-driven fuzz of the mock over HTTP: requests for all of the contract's operations, generated
// from its schemas and examples by a seeded generator (the same every run), valid-ish and hostile, 16 in
// flight. Every answer must be a documented one: no 5xx except a documented trigger's, every error a
// valid ErrorEnvelope whose catalogue code carries the answer's status, which the operation lists (or
// which any request may get before an operation: 400, 404, 405, 413, 414, 431). Afterwards the mock
// still serves a normal init, Object.prototype is untouched and its memory grew within bounds.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIGGERS } from '@staykit/mocks';
import { isObject, listOperations, loadBundle, loadCatalogue } from '../contract/contract';
import { CATALOGUE_STATUS, envelopeProblems, firstCode, openSession, useMockOverHttp } from './mockHttp';
import { generateRequest, HOSTILE_VALUES, seededRandom, type FuzzRequest } from './requestGenerator';

const SEED = 20_261_201;
// Requests per operation the mock serves, and per operation it has no route for (answered 404 at once).
const PER_SERVED_OPERATION = 170;
const PER_UNSERVED_OPERATION = 40;
const CONCURRENCY = 16;
// A guard against a hang, not a speed check (`npm run bench:mock` measures the mock): the run takes under a
// minute on an idle two-core machine and several times that beside the browser tests on a slow one.
const FUZZ_TIMEOUT_MS = 600_000;
// Two bounds on what the run kept, both read after a full collection: the heap (stored answers, bookings,
// tokens) and the memory held by buffers outside it (a request or answer body kept or buffered without
// bound would show there). RSS is printed, never asserted: it is what V8 and the allocator keep after a busy
// run, and it moved from 108 to 367 MB between runs of the same seed with the machine's load.
const BUFFER_GROWTH_LIMIT_MB = 64;
const HEAP_GROWTH_LIMIT_MB = 64;

const doc = loadBundle();
const operations = listOperations(doc);
const catalogue = loadCatalogue();
// The refusals any request may get before it reaches an operation (every domain document lists them).
const BEFORE_ANY_OPERATION = new Set([
  'malformed_request',
  'not_found',
  ...catalogue.filter((entry) => entry.scope === 'transport').map((entry) => entry.code),
]);
// The documented triggers of 5xx answers: the code and the value a request must carry to get it.
const SERVER_ERROR_TRIGGERS = Object.values(TRIGGERS)
  .filter((trigger) => (CATALOGUE_STATUS.get(trigger.code) ?? 0) >= 500)
  .map((trigger) => ({ code: trigger.code, value: trigger.value }));

const mock = useMockOverHttp();

// A full collection before each reading, so RSS and heap say what the run kept, not what it has not
// collected yet.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const megabytes = (bytes: number) => bytes / 1024 / 1024;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The text of a request as sent, to look for a trigger's value in. */
function requestText(request: FuzzRequest): string {
  const body = typeof request.body === 'string' ? request.body : '';
  return `${request.method} ${decodeSafely(request.path)} ${JSON.stringify(request.headers)} ${body}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The operations the mock has a route for: a method it does not take lists the ones it does in `Allow`. */
async function servedOperations(baseUrl: string): Promise<Set<string>> {
  const served = new Set<string>();
  for (const operation of operations) {
    const path = operation.path.replace(/\{[^}]+\}/g, 'x');
    const probe = await fetch(`${baseUrl}${path}`, { method: 'PROPFIND' });
    await probe.text();
    const allowed = (probe.headers.get('Allow') ?? '').split(', ');
    if (allowed.includes(operation.method.toUpperCase())) served.add(operation.operationId);
  }
  return served;
}

describe('contract-driven fuzz of the mock over HTTP', () => {
  it(
    `answers over 10,000 requests (seed ${SEED}) only as the contract documents, and keeps serving`,
    async () => {
      const consoleErrors = vi.spyOn(console, 'error');
      const session = await openSession(mock.url());
      const random = seededRandom(SEED);
      const context = { session, usedKeys: [] as string[] };
      const served = await servedOperations(mock.url());
      const rounds = Array.from({ length: PER_SERVED_OPERATION }, (_, round) =>
        operations.filter(
          (operation) =>
            round < (served.has(operation.operationId) ? PER_SERVED_OPERATION : PER_UNSERVED_OPERATION),
        ),
      );
      const plan = rounds.flat().map((operation) => ({
        operation,
        request: generateRequest(doc, operation, random, context),
      }));

      const histogram = new Map<number, number>();
      const problems: string[] = [];
      let hostile = 0;
      let documentedServerErrors = 0;
      const note = (problem: string) => {
        if (problems.length < 25) problems.push(problem);
      };
      collect();
      const before = process.memoryUsage();
      const started = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < plan.length) {
          const item = plan[next];
          next += 1;
          if (!item) break;
          const { operation, request } = item;
          if (request.hostile) hostile += 1;
          let status: number;
          let text: string;
          try {
            const response = await fetch(`${mock.url()}${request.path}`, {
              method: request.method,
              headers: request.headers,
              redirect: 'manual',
              ...(request.body === undefined ? {} : { body: request.body }),
            });
            status = response.status;
            text = await response.text();
          } catch (error) {
            // fetch says only "fetch failed": the cause (a reset, a closed socket) says why.
            const cause =
              error instanceof Error && error.cause !== undefined ? ` (${String(error.cause)})` : '';
            note(
              `${operation.operationId} ${request.method} ${request.path.slice(0, 120)}: ${String(error)}${cause}`,
            );
            continue;
          }
          histogram.set(status, (histogram.get(status) ?? 0) + 1);
          const where = `${operation.operationId} ${request.method} ${request.path.slice(0, 160)} → ${status}`;
          if (status < 400) {
            if (status >= 300) note(`${where}: a redirect`);
            continue;
          }
          const envelope = envelopeProblems(status, text);
          if (envelope.length > 0) {
            note(`${where}: ${envelope.join('; ')}`);
            continue;
          }
          const code = String(firstCode(JSON.parse(text)));
          const responses = isObject(operation.node.responses) ? operation.node.responses : {};
          if (!(String(status) in responses) && !BEFORE_ANY_OPERATION.has(code)) {
            note(`${where}: ${code} is not a status ${operation.operationId} documents`);
          }
          if (status >= 500) {
            const sent = requestText(request);
            const trigger = SERVER_ERROR_TRIGGERS.find(
              (item) => item.code === code && sent.includes(item.value),
            );
            if (trigger) documentedServerErrors += 1;
            else note(`${where}: ${code} is no documented trigger's answer: ${text.slice(0, 200)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const seconds = (performance.now() - started) / 1000;
      collect();
      const after = process.memoryUsage();

      // The mock still serves, its state is sane and nothing reached Object.prototype.
      const fresh = await openSession(mock.url());
      const init = await fetch(`${mock.url()}/hotels/demo-tokyo/booking_widget/init`, {
        headers: { 'Client-Session': fresh },
      });
      const growthMb = megabytes(after.rss - before.rss);
      const bufferGrowthMb = megabytes(after.arrayBuffers - before.arrayBuffers);
      const heapGrowthMb = megabytes(after.heapUsed - before.heapUsed);
      const statuses = [...histogram.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}:${count}`)
        .join(' ');
      console.log(
        `[mock fuzz] seed ${SEED}: ${plan.length} requests (${hostile} hostile) over ${operations.length} operations ` +
          `(${served.size} served by the mock), ` +
          `${CONCURRENCY} in flight, in ${seconds.toFixed(1)} s (${Math.round(plan.length / seconds)} req/s); ` +
          `statuses ${statuses}; 5xx ${documentedServerErrors} (documented triggers only); ` +
          `RSS ${megabytes(before.rss).toFixed(0)} → ${megabytes(after.rss).toFixed(0)} MB (${growthMb.toFixed(0)} MB more), ` +
          `heap after a collection ${megabytes(before.heapUsed).toFixed(0)} → ${megabytes(after.heapUsed).toFixed(0)} MB (${heapGrowthMb.toFixed(0)} MB more), ` +
          `buffers ${megabytes(before.arrayBuffers).toFixed(1)} → ${megabytes(after.arrayBuffers).toFixed(1)} MB`,
      );

      expect(problems).toEqual([]);
      expect([...histogram.values()].reduce((sum, count) => sum + count, 0)).toBe(plan.length);
      expect(plan.length).toBeGreaterThanOrEqual(10_000);
      const mockFailures = consoleErrors.mock.calls.filter((call) =>
        String(call[0]).includes('[staykit mock]'),
      );
      expect(mockFailures.map((call) => call.map(String).join(' ').slice(0, 300))).toEqual([]);
      expect(init.status).toBe(200);
      expect(({} as Record<string, unknown>)['notes']).toBeUndefined();
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(bufferGrowthMb).toBeLessThan(BUFFER_GROWTH_LIMIT_MB);
      // What the run kept on the heap (stored answers, bookings, tokens) stays small.
      expect(heapGrowthMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
      const reset = await fetch(`${mock.url()}/__staykit/reset`, { method: 'POST' });
      expect(reset.status).toBe(200);
    },
    FUZZ_TIMEOUT_MS,
  );

  it('refuses hostile control values with 400 or applies them within bounds; the clock stays in 2000-9998', async () => {
    const random = seededRandom(SEED + 1);
    const controls = [
      { method: 'PUT', path: '/__staykit/clock', field: 'now' },
      { method: 'POST', path: '/__staykit/reset', field: 'now' },
      { method: 'POST', path: '/__staykit/clock/advance', field: 'minutes' },
      { method: 'PATCH', path: '/__staykit/hotels/demo-tokyo/settings', field: 'closeable' },
      { method: 'PATCH', path: '/__staykit/hotels/demo-tokyo/settings', field: 'global_warning' },
    ] as const;
    const values = [
      ...HOSTILE_VALUES,
      1e9,
      -1e9,
      52_704_000,
      '9998-12-31T00:00:00Z',
      '0001-01-01T00:00:00Z',
      'x',
    ];
    const statuses = new Map<number, number>();
    for (let index = 0; index < 300; index += 1) {
      const control = random.pick(controls);
      const body = random.chance(0.9)
        ? JSON.stringify({ [control.field]: random.pick(values) })
        : JSON.stringify(random.pick(values));
      const response = await fetch(`${mock.url()}${control.path}`, {
        method: control.method,
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect([200, 400], `${control.method} ${control.path} ${body.slice(0, 80)}`).toContain(response.status);
      if (response.status === 400) expect(envelopeProblems(400, text)).toEqual([]);
      const clock = (await (await fetch(`${mock.url()}/__staykit/clock`)).json()) as { now: string };
      const year = Number(clock.now.slice(0, 4));
      expect(year >= 2000 && year <= 9998, clock.now).toBe(true);
    }
    console.log(
      `[mock fuzz] controls: 300 requests; statuses ${[...statuses.entries()].map(([status, count]) => `${status}:${count}`).join(' ')}`,
    );
    expect(statuses.get(400)).toBeGreaterThan(150);
    await fetch(`${mock.url()}/__staykit/reset`, { method: 'POST' });
    const init = await fetch(`${mock.url()}/hotels/demo-tokyo/booking_widget/init`, {
      headers: { 'Client-Session': await openSession(mock.url()) },
    });
    expect(init.status).toBe(200);
    expect(({} as Record<string, unknown>)['notes']).toBeUndefined();
  });
});

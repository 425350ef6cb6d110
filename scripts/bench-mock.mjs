// `npm run bench:mock`: the stateful mock's node server and Prism (on the bundled contract), side by
// side on free ports of 127.0.0.1, each loaded with the same requests for a fixed time over a fixed
// number of keep-alive connections; prints requests per second, the mock's rate as a multiple of
// Prism's, and the median and 99th-percentile latency of each operation. A figure, not a test: it
// fails only when a server does not start. Options: --seconds 6 (per server and operation, split in
// rounds that alternate the servers: two, four for bookings), --connections 10, --only search,price.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { freePort, privateBundleCopy, startPrism } from './prism.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '6' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = 2;

// The stay of the requests: demo-tokyo (101), one night on the default clock's 2026-12-10.
const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-11';
const STD_RO =
  'selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2';
// Bookings take a room each: they fill demo-tokyo's nights one room plan after another (STD-RO eight
// times, DBL-RO twice, FAM-RO once: the fewest rooms each has on a night), so about 3,900 find a room
// (the mock is reset before each round of them). The nights run from the stay above to the end of the
// seeded year, less the two lottery-only nights (2027-02-14 and 15).
const FILLS = [...Array(8).fill('STD'), 'DBL', 'DBL', 'FAM'];
const NIGHTS = Array.from({ length: 355 }, (_, day) => Date.UTC(2026, 11, 10 + day)).filter(
  (night) => night < Date.UTC(2027, 1, 14) || night > Date.UTC(2027, 1, 15),
);

function booking(serial) {
  const night = new Date(NIGHTS[serial % NIGHTS.length]);
  const next = new Date(night.getTime() + 86_400_000);
  const roomType = FILLS[Math.floor(serial / NIGHTS.length) % FILLS.length];
  return JSON.stringify({
    checkin_date: night.toISOString().slice(0, 10),
    checkout_date: next.toISOString().slice(0, 10),
    rooms: [
      {
        room_type_code: roomType,
        room_plan_code: `${roomType}-RO`,
        adults: 2,
        guest: { first_name: 'Hanako', last_name: 'Yamada' },
      },
    ],
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' },
    terms_accepted: true,
    acknowledge_overlapping_reservation: true,
    payment: { type: 'on_site' },
    additional_question_answers: [{ additional_question_id: 31, answer: { option_ids: [2] } }],
  });
}

/** The operations, each a request builder (`serial` counts the requests of a round). */
const OPERATIONS = [
  { name: 'init', method: 'GET', path: () => '/hotels/demo-tokyo/booking_widget/init' },
  { name: 'search', method: 'GET', path: () => `/hotels/101/rooms?${STAY}&adults=2` },
  { name: 'price', method: 'GET', path: () => `/hotels/101/rooms/price?${STAY}&${STD_RO}` },
  {
    name: 'create-reservation',
    method: 'POST',
    path: () => '/hotels/101/reservations',
    body: booking,
    // Shorter rounds, each on a fresh mock, so that no round runs out of rooms.
    fresh: true,
    rounds: 4,
  },
].filter((operation) => !values.only || values.only.split(',').includes(operation.name));

/** Builds the mock's node server from its TypeScript source and starts it on a free port. */
async function startMock() {
  const outdir = resolve(root, 'node_modules/.cache/staykit-bench');
  mkdirSync(outdir, { recursive: true });
  const outfile = resolve(outdir, 'mock-server.mjs');
  await build({
    entryPoints: [resolve(root, 'mocks/src/node/bin.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['staykit-source'],
    // Resolved at run time from the repository's node_modules, next to the output.
    external: ['msw', 'msw/*', '@mswjs/data', 'zod', 'zod/*'],
    outfile,
    logLevel: 'warning',
  });
  const port = await freePort();
  const child = spawn(process.execPath, [outfile, '--port', String(port), '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The mock exited (${child.exitCode})`);
    try {
      await fetch(`${url}/__staykit/clock`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The mock did not start on ${url}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

/** Sends one request and resolves with its status and answer once the whole answer is read. */
function send(agent, url, method, headers, body) {
  return new Promise((done, fail) => {
    const outgoing = httpRequest(url, { method, agent, headers }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () =>
        done({ status: incoming.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
      incoming.on('error', fail);
    });
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

let keys = 0;

/** Loads one server with one operation for `seconds` over `CONNECTIONS` connections. */
async function load(server, session, operation, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let failed = 0;
  let firstRefusal;
  let serial = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const n = serial++;
      const body = operation.body?.(n);
      keys += 1;
      const headers = {
        'Client-Session': session,
        'Accept-Language': 'en',
        ...(body === undefined
          ? {}
          : {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
              'Idempotency-Key': `bench-key-${String(keys).padStart(10, '0')}`,
            }),
      };
      const started = performance.now();
      const { status, text } = await send(
        agent,
        `${server.url}${operation.path(n)}`,
        operation.method,
        headers,
        body,
      );
      latencies.push(performance.now() - started);
      if (status >= 300) {
        failed += 1;
        firstRefusal ??= `${status} ${text.slice(0, 160)}`;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { count: latencies.length, elapsed, latencies, failed, firstRefusal };
}

async function clientSession(url) {
  const response = await fetch(`${url}/client_sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-session-${Date.now()}` },
    body: JSON.stringify({ key: 'demo-widget', secret: 'demo-secret' }),
  });
  const body = await response.json();
  return body.data.client_session;
}

function percentile(sorted, fraction) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function summary(runs) {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const count = runs.reduce((sum, run) => sum + run.count, 0);
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0);
  return {
    rate: count / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    firstRefusal: runs.find((run) => run.firstRefusal)?.firstRefusal,
    count,
  };
}

const load1 = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `load average before: ${load1()} (${SECONDS} s per server and operation, ${CONNECTIONS} connections)`,
);
const mock = await startMock();
const prism = await startPrism({ port: await freePort(), spec: privateBundleCopy(), log: 'silent' });
try {
  const sessions = { mock: await clientSession(mock.url), prism: 'bench-session' };
  const rows = [];
  for (const operation of OPERATIONS) {
    const runs = { mock: [], prism: [] };
    const rounds = operation.rounds ?? ROUNDS;
    for (let round = 0; round < rounds; round += 1) {
      for (const [name, server] of Object.entries({ mock, prism })) {
        // A short warm-up, not counted.
        await load(server, sessions[name], operation, 0.3);
        if (operation.fresh && name === 'mock') {
          await fetch(`${mock.url}/__staykit/reset`, { method: 'POST' });
          sessions.mock = await clientSession(mock.url);
        }
        runs[name].push(await load(server, sessions[name], operation, SECONDS / rounds));
      }
    }
    rows.push({ operation: operation.name, mock: summary(runs.mock), prism: summary(runs.prism) });
  }
  const ms = (value) => value.toFixed(1);
  const table = [
    [
      'operation',
      'mock req/s',
      'prism req/s',
      'ratio',
      'mock p50/p99 ms',
      'prism p50/p99 ms',
      'non-2xx mock/prism',
    ],
    ...rows.map(({ operation, mock: m, prism: p }) => [
      operation,
      m.rate.toFixed(0),
      p.rate.toFixed(0),
      `${(m.rate / p.rate).toFixed(2)}x`,
      `${ms(m.p50)} / ${ms(m.p99)}`,
      `${ms(p.p50)} / ${ms(p.p99)}`,
      `${m.failed}/${m.count} ${p.failed}/${p.count}`,
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  for (const { operation, mock: m, prism: p } of rows) {
    if (m.firstRefusal)
      console.log(`${operation}: the mock refused ${m.failed}, the first: ${m.firstRefusal}`);
    if (p.firstRefusal) console.log(`${operation}: Prism refused ${p.failed}, the first: ${p.firstRefusal}`);
  }
  console.log(`load average after: ${load1()}`);
} finally {
  await Promise.all([mock.stop(), prism.stop()]);
}

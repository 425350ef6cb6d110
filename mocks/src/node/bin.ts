#!/usr/bin/env node
// `staykit-mock` / `npm run mock`: the Staykit mock backend over HTTP on 127.0.0.1 (port 4010).
import { parseArgs } from 'node:util';
import { mockClock, setStartNow } from '../clock';
import { handlers, resetMock } from '../index';
import { startMockServer } from '../http/nodeServer';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    quiet: { type: 'boolean', short: 'q', default: false },
    // The mock's "now": an ISO 8601 instant, or `system` for the machine's clock (a demo on today's dates).
    // Without it the clock starts at the deterministic default the tests and docs use.
    now: { type: 'string' },
  },
});

if (values.now !== undefined) {
  setStartNow(values.now === 'system' ? Date.now() : values.now);
  // The seed's stock and scenarios count from the clock: seed again from the new start.
  resetMock();
}

const server = await startMockServer(handlers, {
  port: Number(values.port),
  host: values.host,
  onRequest: values.quiet
    ? undefined
    : (request, response, ms) =>
        console.log(
          `${response.status} ${request.method} ${new URL(request.url).pathname} ${ms.toFixed(1)} ms`,
        ),
});
console.log(`Staykit mock backend on ${server.url} (mock clock ${mockClock.now().toISOString()})
  demo hotel: curl -X POST -H 'Content-Type: application/json' -H 'Idempotency-Key: demo-key-0001' \\
                -d '{"key":"demo-widget","secret":"demo-secret"}' ${server.url}/client_sessions
  controls:   POST ${server.url}/__staykit/reset, GET/PUT ${server.url}/__staykit/clock
  triggers:   docs/mock-triggers.md
Ctrl+C to stop.`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

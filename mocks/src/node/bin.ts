#!/usr/bin/env node
// `staykit-mock` / `npm run mock`: the Staykit mock backend over HTTP on 127.0.0.1 (port 4010).
import { mockClock, setStartNow } from '../clock';
import { handlers, resetMock, setAgencySite } from '../index';
import { startMockServer } from '../http/nodeServer';
import { MOCK_USAGE, readMockArgs } from './readMockArgs';

const args = readMockArgs(process.argv.slice(2), process.env);
if (args.kind === 'help') {
  console.log(MOCK_USAGE);
  process.exit(0);
}
if (args.kind === 'refused') {
  console.error(`staykit-mock: ${args.reason}\n\n${MOCK_USAGE}`);
  process.exit(2);
}
const values = args;
if (values.agencySite !== undefined) {
  try {
    setAgencySite(values.agencySite);
  } catch (error) {
    console.error(`staykit-mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}

if (values.now !== undefined) {
  try {
    setStartNow(values.now === 'system' ? Date.now() : values.now);
  } catch (error) {
    // An instant outside the mock clock's range (docs/mock-triggers.md).
    console.error(`staykit-mock: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  // The seed's stock and scenarios count from the clock: seed again from the new start.
  resetMock();
}

const server = await startMockServer(handlers, {
  port: values.port,
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

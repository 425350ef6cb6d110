// The mock served the third way: by a service worker in a real browser, with the SDK calling it.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
let server: Server;
let origin = '';

test.beforeAll(async () => {
  const bundle = await build({
    entryPoints: [`${root}tests/e2e/fixtures/workerPage.ts`],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['staykit-source'],
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': [
      'text/html',
      '<!doctype html><html lang="en"><title>Staykit mock worker</title><script type="module" src="/page.js"></script></html>',
    ],
    '/page.js': ['text/javascript', bundle.outputFiles[0]?.contents ?? ''],
    '/mockServiceWorker.js': ['text/javascript', readFileSync(require.resolve('msw/mockServiceWorker.js'))],
  };
  server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': file[0] }).end(file[1]);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
});

test('the SDK loads demo-tokyo and searches rooms through the service-worker mock', async ({ page }) => {
  await page.goto(origin);
  await page.waitForFunction(() => window.staykitResult !== undefined, undefined, { timeout: 60_000 });
  const result = await page.evaluate(() => window.staykitResult);
  expect(result?.error).toBeUndefined();
  expect(result?.hotelName).toContain('Tokyo');
  expect(result?.roomTypes.length).toBeGreaterThan(0);
});

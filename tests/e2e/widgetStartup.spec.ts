// The widget's production build against the mock backend over HTTP. Why HTTP rather than the browser
// worker: the production bundle then holds no mock code at all, and the test goes through real CORS and
// fetch, as a deployment does. The mock listens on a free port, which the build gets as VITE_STAYKIT_API.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Under node_modules so that the bundle's external packages (msw, ...) resolve from the workspace.
const cacheDir = join(root, 'node_modules/.cache/staykit-widget-e2e');
const distDir = join(cacheDir, 'dist');

interface MockModule {
  handlers: Parameters<MockModule['startMockServer']>[0];
  startMockServer: (
    handlers: readonly unknown[],
    options: { port: number },
  ) => Promise<{ url: string; close(): Promise<void> }>;
}

let mock: Awaited<ReturnType<MockModule['startMockServer']>>;
let site: Server;
let origin = '';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

/** A static server for the build, answering index.html for any route (the widget routes in the browser). */
function serveStatic(dir: string): Server {
  return createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, pathname));
    const found = file.startsWith(dir) && existsSync(file) && extname(file) !== '';
    const path = found ? file : join(dir, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(cacheDir, { recursive: true });
  const bundlePath = join(cacheDir, 'mockServer.mjs');
  await esbuild({
    entryPoints: [join(root, 'tests/e2e/fixtures/widgetMockServer.ts')],
    outfile: bundlePath,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    conditions: ['source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-libraries',
        // Workspace packages are bundled from source; third-party libraries load from node_modules.
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@staykit/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const module = (await import(pathToFileURL(bundlePath).href)) as MockModule;
  mock = await module.startMockServer(module.handlers, { port: 0 });

  process.env['VITE_STAYKIT_API'] = mock.url;
  await viteBuild({
    configFile: join(root, 'reference-app/vite.config.ts'),
    build: { outDir: distDir, emptyOutDir: true },
    logLevel: 'warn',
  });
  site = serveStatic(distDir);
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => site.close(done));
  await mock.close();
});

test('opens demo-tokyo from / and lands on /booking/result with the hotel name', async ({ page }) => {
  await page.goto(`${origin}/?hotel_code=demo-tokyo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/booking/result');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('says "No hotel code" without a hotel code', async ({ page }) => {
  await page.goto(`${origin}/?`);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'No hotel code' })).toBeVisible();
});

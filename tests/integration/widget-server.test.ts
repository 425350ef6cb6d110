// The widget's production server (reference-app/scripts/serveWidget.mjs) against the mock over HTTP: the
// frame-ancestors header of each hotel's page, its cache, and the static files of a small build, with the
// ways out of the build a request may try.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '@staykit/mocks';
import { startMockServer, type MockServer } from '@staykit/mocks/node';
import {
  hotelCodeOf,
  startWidgetServer,
  type StartedWidgetServer,
  type WidgetServerOptions,
} from '../../reference-app/scripts/serveWidget.mjs';

const TOKYO = 'frame-ancestors https://demo-tokyo.example.com https://*.demo-tokyo.example.com';
const NONE = "frame-ancestors 'none'";

let mock: MockServer;
let root: string;
let distDir: string;
const started: StartedWidgetServer[] = [];

beforeAll(async () => {
  mock = await startMockServer(handlers, { port: 0 });
  // A build as `vite build` leaves it, and a file beside it that must never be served.
  root = mkdtempSync(join(tmpdir(), 'staykit-widget-server-'));
  distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="staykit-widget"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets/index-abc123.js'), 'console.log("widget");');
  writeFileSync(join(distDir, 'assets/index-abc123.css'), 'body{}');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'secret.txt'), 'outside the build');
  symlinkSync(join(root, 'secret.txt'), join(distDir, 'assets/linked.txt'));
});

afterAll(async () => {
  await mock.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
  await control('POST', 'reset');
});

const mockUrl = () => mock.url.replace(/\/+$/, '');

async function control(method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${mockUrl()}/__staykit/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

const allowParents = (hotelCode: string, origins: readonly string[]) =>
  control('PATCH', `hotels/${hotelCode}/settings`, { allowed_parent_origins: origins });

/** A widget server over the fixture build and the mock; every call to the API is counted. */
async function serve(options: Partial<WidgetServerOptions> = {}) {
  const apiCalls: string[] = [];
  const server = await startWidgetServer({
    distDir,
    apiUrl: mockUrl(),
    cacheMs: 0,
    log: () => undefined,
    fetch: (input, init) => {
      apiCalls.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
      return fetch(input, init);
    },
    ...options,
  });
  started.push(server);
  return { ...server, apiCalls };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with its path sent exactly as written (fetch would resolve `..` before sending). */
function raw(base: string, path: string, { method = 'GET', accept = 'text/html' } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const sent = httpRequest({ hostname, port, path, method, headers: { Accept: accept } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', fail);
    sent.end();
  });
}

const policyOf = async (base: string, path: string) =>
  (await raw(base, path)).headers['content-security-policy'];

describe("a page's frame-ancestors", () => {
  it("lists the hotel's allowed parent origins, on the page the widget starts from", async () => {
    const widget = await serve();
    const page = await raw(widget.url, '/booking/result?hotel_code=demo-tokyo&locale=en');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toBe(TOKYO);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // The widget talks to the API the server asked.
    expect(page.body).toContain(`<div id="staykit-widget" data-api-url="${mockUrl()}"></div>`);
  });

  it('follows a changed list, and an emptied one frames nowhere', async () => {
    const widget = await serve();
    await allowParents('demo-tokyo', ['http://127.0.0.1:8080', 'https://*.Hotel.example']);
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(
      'frame-ancestors http://127.0.0.1:8080 https://*.hotel.example',
    );
    await allowParents('demo-tokyo', []);
    const page = await raw(widget.url, '/?hotel_code=demo-tokyo');
    expect(page.headers['content-security-policy']).toBe(NONE);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it.each([
    ['no hotel code', '/booking/result'],
    ['an unknown hotel', '/booking/result?hotel_code=no-such-hotel'],
    ['a code that is not one', '/booking/result?hotel_code=..%2Fdemo-tokyo'],
    ['an empty code', '/booking/result?hotel_code=%20'],
    ['an exchange code beside a refresh token', '/?code=demo-tokyo&refresh_token=rt_1'],
    ['a pay link without a hotel', '/payments/PL1010001'],
  ])('frames nowhere for %s', async (_case, path) => {
    const widget = await serve();
    expect(await policyOf(widget.url, path)).toBe(NONE);
  });

  it('asks the API nothing for a code that cannot be a hotel', async () => {
    const widget = await serve();
    await raw(widget.url, '/?hotel_code=%3Cscript%3E');
    expect(widget.apiCalls).toEqual([]);
  });

  it.each([
    ['`code`', '/booking/result?code=demo-kyoto', 'demo-kyoto'],
    [
      'the last of repeated codes, as the widget',
      '/?hotel_code=demo-tokyo&hotel_code=demo-kyoto',
      'demo-kyoto',
    ],
    ['`hotel_code` over `code`', '/?code=demo-tokyo&hotel_code=demo-kyoto', 'demo-kyoto'],
    ["the agency storefront's hotel page", '/hotels/demo-kyoto', 'demo-kyoto'],
  ])('reads the hotel from %s', async (_case, path, hotelCode) => {
    const widget = await serve();
    expect(await policyOf(widget.url, path)).toBe(
      `frame-ancestors https://${hotelCode}.example.com https://*.${hotelCode}.example.com`,
    );
  });

  it("takes the host element's hotel when the address names none", async () => {
    const widget = await serve({ hostAttributes: { 'data-hotel-code': 'demo-kyoto' } });
    const page = await raw(widget.url, '/booking/result');
    expect(page.headers['content-security-policy']).toContain('https://demo-kyoto.example.com');
    expect(page.body).toContain('data-hotel-code="demo-kyoto"');
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(TOKYO);
  });

  it('asks the API once per hotel while its list is fresh, and again once it is not', async () => {
    let now = 0;
    const widget = await serve({ cacheMs: 60_000, now: () => now });
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => policyOf(widget.url, '/?hotel_code=demo-tokyo')),
    );
    expect(pages).toEqual(Array(5).fill(TOKYO));
    const settingsReads = () => widget.apiCalls.filter((call) => call.endsWith('/booking_widget/init'));
    expect(settingsReads()).toHaveLength(1);

    await allowParents('demo-tokyo', []);
    now = 59_000;
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(TOKYO);
    now = 60_000;
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(NONE);
    expect(settingsReads()).toHaveLength(2);
    // One client session for all of it.
    expect(widget.apiCalls.filter((call) => call === 'POST /client_sessions')).toHaveLength(1);
  });

  it('opens a new client session when the API has forgotten the old one', async () => {
    const widget = await serve();
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(TOKYO);
    await control('POST', 'reset');
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(TOKYO);
    expect(widget.apiCalls.filter((call) => call === 'POST /client_sessions')).toHaveLength(2);
  });

  it('frames nowhere while the API cannot say, says so, and asks again on the next page', async () => {
    const log = vi.fn();
    let down = true;
    const widget = await serve({
      cacheMs: 60_000,
      log,
      fetch: (input, init) => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : fetch(input, init)),
    });
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(NONE);
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('demo-tokyo'));
    down = false;
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(TOKYO);
  });
});

describe("the loader's settings, /staykit-embed.json", () => {
  const json = async (base: string, path: string) => {
    const answer = await raw(base, path, { accept: '*/*' });
    return { ...answer, json: JSON.parse(answer.body) as unknown };
  };

  it("answers the hotel's widget type to any page, and follows a change once the minute has passed", async () => {
    let now = 0;
    const widget = await serve({ cacheMs: 60_000, now: () => now });
    const first = await json(widget.url, '/staykit-embed.json?hotel_code=demo-tokyo');
    expect([first.status, first.json]).toEqual([200, { booking_widget_type: 'embedded' }]);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    await control('PATCH', 'hotels/demo-tokyo/settings', { booking_widget_type: 'standalone' });
    now = 60_000;
    const changed = await json(widget.url, '/staykit-embed.json?hotel_code=demo-tokyo');
    expect(changed.json).toEqual({ booking_widget_type: 'standalone' });
    // The page of the same hotel is served from the same reading.
    expect(await policyOf(widget.url, '/?hotel_code=demo-tokyo')).toBe(TOKYO);
    expect(widget.apiCalls.filter((call) => call.endsWith('/booking_widget/init'))).toHaveLength(2);
  });

  it.each([
    ['no code', '/staykit-embed.json', 400],
    ['a code that is not one', '/staykit-embed.json?hotel_code=%3Cscript%3E', 400],
    ['an unknown hotel', '/staykit-embed.json?hotel_code=no-such-hotel', 404],
  ])('answers %s with a JSON error', async (_case, path, status) => {
    const widget = await serve();
    const answer = await json(widget.url, path);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: expect.any(String) });
  });

  it('answers 503 while the API cannot say', async () => {
    const widget = await serve({ fetch: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    const answer = await json(widget.url, '/staykit-embed.json?hotel_code=demo-tokyo');
    expect(answer.status).toBe(503);
  });
});

describe('the build', () => {
  it('serves its files with their types, hashed assets for a year, never sniffed', async () => {
    const widget = await serve();
    const script = await raw(widget.url, '/assets/index-abc123.js', { accept: '*/*' });
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.body).toBe('console.log("widget");');
    const style = await raw(widget.url, '/assets/index-abc123.css', { accept: 'text/css' });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    const icon = await raw(widget.url, '/favicon.svg', { accept: 'image/*' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with a 404, not the page', async () => {
    const widget = await serve();
    const missing = await raw(widget.url, '/assets/index-gone.js', { accept: '*/*' });
    expect(missing.status).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.body).not.toContain('staykit-widget');
  });

  it('serves index.html only as the page, with its header', async () => {
    const widget = await serve();
    const page = await raw(widget.url, '/index.html?hotel_code=demo-tokyo', { accept: '*/*' });
    expect(page.headers['content-security-policy']).toBe(TOKYO);
    expect(page.body).toContain('data-api-url');
  });

  it.each([
    ['dot segments', '/../secret.txt'],
    ['dot segments under assets', '/assets/../../secret.txt'],
    ['encoded dots', '/%2e%2e/secret.txt'],
    ['encoded slashes', '/..%2fsecret.txt'],
    ['encoded slashes under assets', '/assets/..%2f..%2fsecret.txt'],
    ['double-encoded slashes', '/..%252fsecret.txt'],
    ['backslashes', '/..%5csecret.txt'],
    ['a NUL byte', '/assets/index-abc123.js%00.txt'],
    ['a link out of the build', '/assets/linked.txt'],
    ['an absolute path', '//etc/hostname.txt'],
  ])('never serves a file outside the build through %s', async (_case, path) => {
    const widget = await serve();
    const answer = await raw(widget.url, path, { accept: '*/*' });
    expect([400, 404]).toContain(answer.status);
    expect(answer.body).not.toContain('outside the build');
    expect(answer.body).not.toContain('root:');
  });

  it('answers GET and HEAD only', async () => {
    const widget = await serve();
    const post = await raw(widget.url, '/?hotel_code=demo-tokyo', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    const head = await raw(widget.url, '/?hotel_code=demo-tokyo', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-security-policy']).toBe(TOKYO);
    expect(head.body).toBe('');
  });

  it('answers a malformed address with a 400', async () => {
    const widget = await serve();
    expect((await raw(widget.url, '/%E0%A4%A')).status).toBe(400);
  });
});

describe('hotelCodeOf', () => {
  it('reads the hotel as the widget does at start-up', () => {
    const at = (path: string, host?: string) => hotelCodeOf(new URL(path, 'https://book.example'), host);
    expect(at('/?hotel_code=%20demo-tokyo%20')).toBe('demo-tokyo');
    expect(at('/?hotel_code=demo-tokyo&hotel_code=')).toBe(null);
    expect(at('/?code=x&refresh_token=t', 'demo-kyoto')).toBe('demo-kyoto');
    expect(at('/hotels/demo%2Dtokyo/rooms')).toBe('demo-tokyo');
    expect(at('/hotels/%E0%A4%A')).toBe(null);
    // After `#`: never sent to a server.
    expect(at('/#/booking/result?hotel_code=demo-tokyo')).toBe(null);
  });
});

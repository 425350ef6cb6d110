// The widget's production server: serves the built widget (`vite build` output) and sends, with every
// page, `Content-Security-Policy: frame-ancestors` made from the hotel's `allowed_parent_origins`, so that
// only the pages the hotel lists can frame it (docs/embedding.md "Who may frame the widget"), and
// `/staykit-embed.json`, how the hotel wants the host page's loader to open the widget. No
// dependency beyond Node: run it as it is (`npm run serve:widget` after `npm run build:widget`), or read it
// as the recipe for another server. Types: serveWidget.d.mts.
import { randomUUID } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { frameAncestorsPolicy } from '../src/lib/parentMessenger/allowedParentOrigins.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
// The contract's `HotelCode`.
const HOTEL_CODE = /^[A-Za-z0-9_-]{1,64}$/;
// The agency storefront's hotel page names its hotel in the path, as the widget reads it.
const ROUTE_HOTEL_CODE = /^\/hotels\/([^/?#]+)/;
const HOST_ELEMENT = '<div id="staykit-widget"';
// Enough hotels for any deployment; addresses with made-up codes cannot grow the cache without bound.
const MAX_CACHED_HOTELS = 1000;

const escapeAttribute = (value) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** index.html with attributes added to the widget's host element (those it already has are kept). */
function hostPage(html, attributes) {
  const at = html.indexOf(HOST_ELEMENT);
  if (at === -1) throw new Error(`The widget's index.html has no ${HOST_ELEMENT}>`);
  const tagEnd = html.indexOf('>', at);
  const tag = html.slice(at, tagEnd);
  const added = Object.entries(attributes)
    .filter(([name, value]) => value !== undefined && !new RegExp(`\\s${name}=`).test(tag))
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  const written = tag + added;
  const hotelCode = /\sdata-hotel-code="([^"]*)"/.exec(written)?.[1]?.trim() ?? '';
  return { html: html.slice(0, at) + written + html.slice(tagEnd), hotelCode };
}

/**
 * The hotel a page address opens, read as the widget reads it at start-up: the last `hotel_code`, else the
 * last `code` (unless a `refresh_token` makes it an exchange code), else the host element's
 * `data-hotel-code`, else `/hotels/{code}`. An address after `#` never reaches a server: an old hash-style
 * link (`/#/booking/result?hotel_code=x`) names no hotel here.
 */
export function hotelCodeOf(url, hostHotelCode = '') {
  // The widget merges the query into one URLSearchParams with `set`: the last of a repeated name wins.
  const last = (name) => url.searchParams.getAll(name).at(-1)?.trim() || null;
  const codeIsHotel = last('refresh_token') === null;
  let routeCode = null;
  const route = ROUTE_HOTEL_CODE.exec(url.pathname)?.[1];
  if (route !== undefined) {
    try {
      routeCode = decodeURIComponent(route).trim() || null;
    } catch {
      routeCode = null;
    }
  }
  return (
    last('hotel_code') ?? (codeIsHotel ? last('code') : null) ?? (hostHotelCode.trim() || null) ?? routeCode
  );
}

/**
 * What the server needs of a hotel, read from the API as the widget reads it: a client session
 * (`createClientSession`, kept and renewed once when refused), then `getBookingWidgetInit`. Null when
 * no hotel has the code.
 */
function createHotelReader({ apiUrl, credentials, fetch, timeoutMs }) {
  let session = null;
  const call = (path, init = {}) =>
    fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });

  const openSession = async () => {
    const response = await call('/client_sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(credentials),
    });
    if (!response.ok) throw new Error(`createClientSession answered ${response.status}`);
    const token = (await response.json())?.data?.client_session;
    if (typeof token !== 'string') throw new Error('createClientSession answered no client_session');
    return token;
  };

  const readInit = async (hotelCode, token) =>
    call(`/hotels/${encodeURIComponent(hotelCode)}/booking_widget/init`, {
      headers: { Accept: 'application/json', 'Client-Session': token },
    });

  return async function hotelOf(hotelCode) {
    session ??= openSession();
    let response;
    try {
      response = await readInit(hotelCode, await session);
      // An expired or forgotten session (403): one new session, one more try.
      if (response.status === 403) {
        session = openSession();
        response = await readInit(hotelCode, await session);
      }
    } catch (error) {
      session = null;
      throw error;
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`getBookingWidgetInit answered ${response.status}`);
    const init = (await response.json())?.data;
    const list = init?.booking_widget_setting_attributes?.allowed_parent_origins;
    return {
      allowedParentOrigins: Array.isArray(list) ? list : [],
      // Anything but the contract's `standalone` opens as the host page asks.
      bookingWidgetType: init?.booking_widget_type === 'standalone' ? 'standalone' : 'embedded',
    };
  };
}

/**
 * A reader of hotels through the API with a cache: see serveWidget.d.mts.
 *
 * @example
 * const hotels = createHotelSettings({ apiUrl: 'https://api.example.com' });
 * (await hotels.read('demo-tokyo'))?.bookingWidgetType; // 'embedded'
 */
export function createHotelSettings(options) {
  const apiUrl = String(options.apiUrl).replace(/\/+$/, '');
  const cacheMs = options.cacheMs ?? 60_000;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message) => console.warn(message));
  const hotelOf = createHotelReader({
    apiUrl,
    credentials: options.credentials ?? {
      key: process.env['STAYKIT_CLIENT_KEY'] || 'demo-widget',
      secret: process.env['STAYKIT_CLIENT_SECRET'] || 'demo-secret',
    },
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 5000,
  });

  // Per hotel: the reading and until when it holds; the reading itself while it runs, so that a burst of
  // pages of one hotel asks the API once.
  const cache = new Map();
  return {
    apiUrl,
    cacheMs,
    async read(hotelCode) {
      if (hotelCode === null || !HOTEL_CODE.test(hotelCode)) return null;
      let entry = cache.get(hotelCode);
      if (entry === undefined || entry.until <= now()) {
        entry = { hotel: hotelOf(hotelCode), until: now() + cacheMs };
        cache.delete(hotelCode);
        cache.set(hotelCode, entry);
        if (cache.size > MAX_CACHED_HOTELS) cache.delete(cache.keys().next().value);
      }
      try {
        return await entry.hotel;
      } catch (error) {
        // The next request asks again.
        if (cache.get(hotelCode) === entry) {
          cache.delete(hotelCode);
          log(`serveWidget: the settings of ${hotelCode} could not be read (${error?.message ?? error})`);
        }
        return undefined;
      }
    },
  };
}

const EMBED_SETTINGS_HEADERS = {
  'Content-Type': 'application/json',
  // Read by the loader on the hotel's pages, whatever their origin; nothing in it is private.
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The answer to `GET /staykit-embed.json?hotel_code=…`, what the host page's loader reads of the hotel
 * (docs/embedding.md): `{ "booking_widget_type" }`, 400 for a missing or malformed code, 404 for an
 * unknown hotel, 503 when the API cannot say.
 *
 * @example
 * const answer = await answerEmbedSettings(new URL('http://w.example/staykit-embed.json?hotel_code=demo-tokyo'), hotels);
 * answer.body; // '{"booking_widget_type":"embedded"}'
 */
export async function answerEmbedSettings(url, hotels) {
  const code = url.searchParams.get('hotel_code');
  // Kept by the browser as long as the server keeps it.
  const fresh = Math.floor(hotels.cacheMs / 1000);
  const answer = (status, body, cacheSeconds = 0) => ({
    status,
    headers: { ...EMBED_SETTINGS_HEADERS, 'Cache-Control': `public, max-age=${cacheSeconds}` },
    body: JSON.stringify(body),
  });
  if (code === null || !HOTEL_CODE.test(code)) {
    return answer(400, { error: 'hotel_code must be a hotel code' });
  }
  const hotel = await hotels.read(code);
  if (hotel === undefined) return answer(503, { error: 'the hotel could not be read' });
  if (hotel === null) return answer(404, { error: 'no hotel has this code' });
  return answer(200, { booking_widget_type: hotel.bookingWidgetType }, fresh);
}

/**
 * Creates the widget's server (not yet listening). See serveWidget.d.mts for the options and what it
 * answers.
 *
 * @example
 * const server = createWidgetServer({ distDir: 'reference-app/dist', apiUrl: 'https://api.example.com' });
 * server.listen(8080);
 */
export function createWidgetServer(options) {
  const distDir = realpathSync(resolve(options.distDir));
  const log = options.log ?? ((message) => console.warn(message));
  const hotels = createHotelSettings({ ...options, log });
  const indexFile = join(distDir, 'index.html');
  const page = hostPage(readFileSync(indexFile, 'utf8'), {
    'data-api-url': hotels.apiUrl,
    ...options.hostAttributes,
  });
  // No hotel, an unknown one, or one the API cannot say about (unknown is not allowed): unframeable.
  const policyFor = async (hotelCode) =>
    frameAncestorsPolicy((await hotels.read(hotelCode))?.allowedParentOrigins ?? []);

  const inside = (path) => path === distDir || path.startsWith(distDir + sep);
  /** The build file an address names, or null: never index.html itself, never outside the build. */
  const buildFile = (pathname) => {
    const file = resolve(distDir, `.${pathname}`);
    if (!inside(file) || file === indexFile) return null;
    try {
      // A link inside the build that points out of it is outside too.
      return statSync(file).isFile() && inside(realpathSync(file)) ? file : null;
    } catch {
      return null;
    }
  };

  const answer = async (request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return void response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    }
    let url;
    let pathname;
    try {
      // Joined, not resolved: `//x/y` is a path here, not another host.
      const target = request.url ?? '/';
      url = new URL(target.startsWith('/') ? `http://widget.invalid${target}` : target);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return void response.writeHead(400).end();
    }
    if (pathname.includes('\0') || pathname.includes('\\')) return void response.writeHead(400).end();
    const head = request.method === 'HEAD';

    if (pathname === '/staykit-embed.json') {
      const { status, headers, body } = await answerEmbedSettings(url, hotels);
      response.writeHead(status, headers);
      return void response.end(head ? undefined : body);
    }
    const file = buildFile(pathname);
    if (file !== null) {
      // Vite's hashed assets never change under their name.
      const immutable = pathname.startsWith('/assets/');
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      return void response.end(head ? undefined : readFileSync(file));
    }
    // Any other address a browser opens is a screen of the widget (it routes in the browser); a missing
    // script, style or image is a 404, not the page.
    const isPage =
      ['', '.html'].includes(extname(pathname)) || (request.headers.accept ?? '').includes('text/html');
    if (!isPage) return void response.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
    const policy = await policyFor(hotelCodeOf(url, page.hotelCode));
    response.writeHead(200, {
      'Content-Type': TYPES['.html'],
      'Content-Security-Policy': policy,
      // For browsers older than frame-ancestors; one that knows it ignores this header.
      ...(policy === frameAncestorsPolicy([]) ? { 'X-Frame-Options': 'DENY' } : {}),
      'Cache-Control': 'no-cache',
    });
    response.end(head ? undefined : page.html);
  };

  return createServer((request, response) => {
    answer(request, response).catch((error) => {
      log(`serveWidget: ${request.method} ${request.url} failed (${error?.message ?? error})`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
}

/**
 * Creates the widget's server and listens (`port` 0: a free one); answers its address and a way to stop.
 *
 * @example
 * const widget = await startWidgetServer({ distDir, apiUrl: mock.url, port: 0 });
 * await fetch(`${widget.url}/booking/result?hotel_code=demo-tokyo`);
 * await widget.close();
 */
export async function startWidgetServer({ port = 0, host = '127.0.0.1', ...options }) {
  const server = createWidgetServer(options);
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(undefined));
  });
  const address = server.address();
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${typeof address === 'object' && address !== null ? address.port : port}`,
    server,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(() => done(undefined)));
    },
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env['PORT'] ?? '8080' },
      host: { type: 'string', default: '127.0.0.1' },
      dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
      api: { type: 'string', default: process.env['STAYKIT_API_URL'] ?? 'http://127.0.0.1:4010' },
      'cache-seconds': { type: 'string', default: '60' },
    },
  });
  const widget = await startWidgetServer({
    port: Number(values.port),
    host: values.host,
    distDir: values.dist,
    apiUrl: values.api,
    cacheMs: Number(values['cache-seconds']) * 1000,
  });
  console.log(`Staykit widget: ${widget.url}/booking/result?hotel_code=demo-tokyo (API ${values.api})`);
  const stop = () => void widget.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

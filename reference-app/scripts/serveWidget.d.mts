// Types of serveWidget.mjs, the widget's production server.
import type { Server } from 'node:http';

/**
 * Options of `createWidgetServer`.
 *
 * @example
 * ```ts
 * const options: WidgetServerOptions = { distDir: 'reference-app/dist', apiUrl: 'https://api.example.com' };
 * ```
 */
export interface WidgetServerOptions {
  /** The widget's build (`vite build` output: index.html and assets/). */
  distDir: string;
  /**
   * The Staykit API: where each hotel's init is read (its `allowed_parent_origins` and
   * `booking_widget_type`), and the widget's `data-api-url` unless the build's index.html already sets one.
   */
  apiUrl: string;
  /** The widget client's key and secret (`createClientSession`); STAYKIT_CLIENT_KEY/SECRET, else the demo's. */
  credentials?: { key: string; secret: string };
  /** How long a hotel's settings are used before they are read again, in milliseconds (60 000 when not given). */
  cacheMs?: number;
  /** How long to wait for the API, in milliseconds (5000 when not given); no answer in time is `'none'`. */
  timeoutMs?: number;
  /** More attributes of the widget's host element (`data-hotel-code` for a one-hotel deployment). */
  hostAttributes?: Readonly<Record<string, string>>;
  /** The fetch to reach the API with (the global one when not given). */
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
  /** The clock of the cache (Date.now when not given). */
  now?: () => number;
  /** Where failures to read a hotel's settings are reported (console.warn when not given). */
  log?: (message: string) => void;
}

/** What the server reads of a hotel from its init. */
export interface HotelSettings {
  /** The pages that may frame the widget (`booking_widget_setting_attributes.allowed_parent_origins`). */
  allowedParentOrigins: string[];
  /** How the hotel's pages open the widget: `standalone` is a new tab. */
  bookingWidgetType: 'embedded' | 'standalone';
}

/**
 * The hotels as the API says, each read once while fresh (`createHotelSettings`).
 *
 * @example
 * ```ts
 * const hotels: HotelSettingsReader = createHotelSettings({ apiUrl: 'https://api.example.com' });
 * ```
 */
export interface HotelSettingsReader {
  /** The API, without a trailing slash. */
  apiUrl: string;
  /** How long a hotel's settings are kept, in milliseconds. */
  cacheMs: number;
  /**
   * The hotel's settings; null for no hotel, an unknown one or a code that cannot be one (the API is not
   * asked); undefined when the API cannot say (reported to `log`, and asked again next time).
   */
  read(hotelCode: string | null): Promise<HotelSettings | null | undefined>;
}

/**
 * A reader of hotels through the API (`createClientSession`, then `getBookingWidgetInit`): a hotel is
 * read once for `cacheMs`, a burst of requests for one hotel asks once, and at most 1000 hotels are kept.
 * The widget's server and its development server read the hotels through it.
 *
 * @example
 * ```ts
 * const hotels = createHotelSettings({ apiUrl: 'https://api.example.com' });
 * (await hotels.read('demo-tokyo'))?.bookingWidgetType; // 'embedded'
 * ```
 */
export function createHotelSettings(
  options: Pick<
    WidgetServerOptions,
    'apiUrl' | 'credentials' | 'cacheMs' | 'timeoutMs' | 'fetch' | 'now' | 'log'
  >,
): HotelSettingsReader;

/**
 * The answer to `GET /staykit-embed.json?hotel_code=…`, read by the host page's loader from any origin
 * (`Access-Control-Allow-Origin: *`): `{ "booking_widget_type": "embedded" | "standalone" }`, kept by
 * the browser as long as the server keeps the hotel (`cacheMs`, on top of the server's own); a JSON
 * `{ "error" }` with 400 for a missing or malformed code, 404 for an unknown hotel, 503 when the API
 * cannot say.
 *
 * @example
 * ```ts
 * const answer = await answerEmbedSettings(new URL('https://w.example/staykit-embed.json?hotel_code=demo-tokyo'), hotels);
 * answer.status; // 200
 * ```
 */
export function answerEmbedSettings(
  url: URL,
  hotels: HotelSettingsReader,
): Promise<{ status: number; headers: Record<string, string>; body: string }>;

/**
 * The widget's production server, not yet listening. It answers GET and HEAD only (405 otherwise), every
 * response with `X-Content-Type-Options: nosniff`:
 *
 * - a file of the build, with its content type (hashed `/assets/` cached for a year); never index.html
 *   itself, never anything outside the build (`..`, encoded slashes, links), which is a 404 or a 400;
 * - for any other address a browser opens (no file extension, or `Accept: text/html`), index.html with
 *   `data-api-url` on the host element and `Content-Security-Policy: frame-ancestors` listing the hotel's
 *   `allowed_parent_origins` (the hotel of the address, read as the widget reads it); `frame-ancestors
 *   'none'` (and `X-Frame-Options: DENY`) without a hotel, for an unknown one, an empty list, or when the
 *   API cannot say;
 * - `/staykit-embed.json?hotel_code=…`, what the host page's loader reads of the hotel
 *   (`answerEmbedSettings`);
 * - a 404 for any other missing file.
 *
 * @example
 * ```ts
 * createWidgetServer({ distDir: 'reference-app/dist', apiUrl: 'https://api.example.com' }).listen(8080);
 * ```
 */
export function createWidgetServer(options: WidgetServerOptions): Server;

/**
 * A started widget server.
 *
 * @example
 * ```ts
 * const widget: StartedWidgetServer = await startWidgetServer({ distDir, apiUrl, port: 0 });
 * ```
 */
export interface StartedWidgetServer {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Creates the widget's server and listens on `host` (127.0.0.1 when not given) and `port` (0: a free one).
 *
 * @example
 * ```ts
 * const widget = await startWidgetServer({ distDir, apiUrl: mock.url, port: 0 });
 * const page = await fetch(`${widget.url}/booking/result?hotel_code=demo-tokyo`);
 * page.headers.get('Content-Security-Policy'); // 'frame-ancestors https://demo-tokyo.example.com https://*.demo-tokyo.example.com'
 * await widget.close();
 * ```
 */
export function startWidgetServer(
  options: WidgetServerOptions & { port?: number; host?: string },
): Promise<StartedWidgetServer>;

/**
 * The hotel code a page address opens, read as the widget reads it at start-up: the last `hotel_code`,
 * else the last `code` (unless a `refresh_token` makes it an exchange code), else the host element's
 * `data-hotel-code`, else `/hotels/{code}`; null when none.
 *
 * @example
 * ```ts
 * hotelCodeOf(new URL('https://book.example/?hotel_code=a&hotel_code=b')); // 'b'
 * hotelCodeOf(new URL('https://book.example/?code=x&refresh_token=t'), 'demo-tokyo'); // 'demo-tokyo'
 * ```
 */
export function hotelCodeOf(url: URL, hostHotelCode?: string): string | null;

// Types of allowedParentOrigins.mjs (plain JavaScript, shared by the widget and its Node server).

/**
 * One entry of a hotel's `allowed_parent_origins`, normalised: lower case, no default port.
 *
 * @example
 * ```ts
 * const entry: ParentOriginEntry = { scheme: 'https', host: 'hotel.example', port: '', subdomains: true, source: 'https://*.hotel.example' };
 * ```
 */
export interface ParentOriginEntry {
  readonly scheme: 'http' | 'https';
  /** The host, or for a wildcard the domain under which any subdomain matches. */
  readonly host: string;
  /** The port when not the scheme's default, else ''. */
  readonly port: string;
  /** `https://*.host`: any subdomain of `host`, at any depth, but not `host` itself. */
  readonly subdomains: boolean;
  /** The entry as a `frame-ancestors` source, e.g. `https://*.hotel.example`. */
  readonly source: string;
}

/**
 * Reads one entry of a hotel's list: its normalised form, or null when it is not an entry the contract
 * allows (`https://www.hotel.example`, a port when not the default, or one wildcard level
 * `https://*.hotel.example`). Refused: `*` alone, paths, userinfo, empty labels and trailing dots, ports
 * outside 1-65535, hosts the URL parser would rewrite (`127.1`), wildcards over a top-level domain
 * (`https://*.com`) or an IP address.
 *
 * @example
 * ```ts
 * parseParentOriginEntry('https://WWW.Hotel.example:443')?.source; // 'https://www.hotel.example'
 * parseParentOriginEntry('https://hotel.example/stay'); // null
 * ```
 */
export function parseParentOriginEntry(entry: unknown): ParentOriginEntry | null;

/**
 * A hotel's list as the widget and its server use it: the entries that parse, normalised, each once, at
 * most 20 (the contract's `maxItems`). Anything that is not a list reads as an empty one.
 *
 * @example
 * ```ts
 * readAllowedParentOrigins(['https://hotel.example', 'HTTPS://hotel.example:443', '*']).length; // 1
 * ```
 */
export function readAllowedParentOrigins(list: unknown): ParentOriginEntry[];

/**
 * Whether a page at `origin` (as a browser serialises it: `MessageEvent.origin`, `URL.origin`) may talk
 * with the widget under the hotel's `list`. Scheme and port must equal an entry's; the host must be the
 * entry's host, or for `https://*.x.example` a subdomain of `x.example` at any depth (never
 * `x.example` itself), as a browser matches `frame-ancestors`. `null`, anything not in serialised form
 * (upper case, a path, userinfo) and a host with a trailing dot are never allowed.
 *
 * @example
 * ```ts
 * isAllowedParentOrigin('https://www.hotel.example', ['https://*.hotel.example']); // true
 * isAllowedParentOrigin('https://hotel.example', ['https://*.hotel.example']); // false
 * isAllowedParentOrigin('null', ['https://hotel.example']); // false
 * ```
 */
export function isAllowedParentOrigin(origin: unknown, list: unknown): boolean;

/**
 * The `Content-Security-Policy` value that lets exactly the hotel's list frame the widget:
 * `frame-ancestors` with each entry, or `'none'` for an empty (or unreadable) list.
 *
 * @example
 * ```ts
 * frameAncestorsPolicy(['https://hotel.example', 'https://*.hotel.example']);
 * // "frame-ancestors https://hotel.example https://*.hotel.example"
 * frameAncestorsPolicy([]); // "frame-ancestors 'none'"
 * ```
 */
export function frameAncestorsPolicy(list: unknown): string;

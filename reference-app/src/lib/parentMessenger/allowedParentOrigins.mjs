// The hotel's allowed parent origins (the contract's `BookingWidgetSettings.allowed_parent_origins`): the
// pages that may frame the widget and exchange messages with it. Plain JavaScript on purpose: the widget
// bundles it and the widget's Node server (reference-app/scripts/serveWidget.mjs) runs it as it is, so the
// widget's message checks and the server's `frame-ancestors` header read a hotel's list the same way.
// Types and the full description: allowedParentOrigins.d.mts; the rules for hosts: docs/embedding.md.

// An entry as the contract writes it: a scheme, one optional `*.` wildcard level, a host, a port.
const ENTRY = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::([0-9]{1,5}))?$/i;
// One DNS label: letters, digits and inner hyphens. Empty labels (`a..b`, a trailing dot) are refused.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const DEFAULT_PORT = { http: 80, https: 443 };
// The contract's `maxItems`: a longer list is cut here, the same way for the widget and the header.
const MAX_ENTRIES = 20;

const isHostName = (host) => host.length <= 253 && host.split('.').every((label) => LABEL.test(label));

/**
 * Reads one entry of a hotel's list: its normalised form, or null when it is not an entry the contract
 * allows (a path, userinfo, `*` alone, a wildcard over a top-level domain or an IP address...).
 *
 * @example
 * parseParentOriginEntry('https://WWW.Hotel.example:443'); // { scheme: 'https', host: 'www.hotel.example', port: '', subdomains: false, source: 'https://www.hotel.example' }
 * parseParentOriginEntry('*'); // null
 */
export function parseParentOriginEntry(entry) {
  if (typeof entry !== 'string' || entry.length > 255) return null;
  const match = ENTRY.exec(entry);
  if (match === null) return null;
  const [, writtenScheme = '', star, writtenHost = '', writtenPort] = match;
  const scheme = writtenScheme.toLowerCase();
  const host = writtenHost.toLowerCase();
  if (!isHostName(host)) return null;
  const subdomains = star !== undefined;
  const labels = host.split('.');
  // `*.com` or `*.0.0.1` would let in sites nobody at the hotel controls.
  if (subdomains && (labels.length < 2 || /^[0-9]+$/.test(labels[labels.length - 1] ?? ''))) return null;
  // The host as a browser writes it in an origin: one the URL parser rewrites (`127.1`, `0x7f.0.0.1`)
  // would never equal a real origin, so it is refused rather than silently matching nothing.
  try {
    if (new URL(`${scheme}://${host}`).hostname !== host) return null;
  } catch {
    return null;
  }
  let port = '';
  if (writtenPort !== undefined) {
    const number = Number(writtenPort);
    if (number < 1 || number > 65535) return null;
    port = number === DEFAULT_PORT[scheme] ? '' : String(number);
  }
  const source = `${scheme}://${subdomains ? '*.' : ''}${host}${port === '' ? '' : `:${port}`}`;
  return { scheme, host, port, subdomains, source };
}

/**
 * A hotel's list as the widget and its server use it: the entries that parse, normalised, each once, at
 * most 20. Anything that is not a list reads as an empty one.
 *
 * @example
 * readAllowedParentOrigins(['https://hotel.example', 'HTTPS://hotel.example:443', '*']).map((entry) => entry.source);
 * // ['https://hotel.example']
 */
export function readAllowedParentOrigins(list) {
  if (!Array.isArray(list)) return [];
  const seen = new Set();
  const entries = [];
  for (const written of list.slice(0, MAX_ENTRIES)) {
    const entry = parseParentOriginEntry(written);
    if (entry === null || seen.has(entry.source)) continue;
    seen.add(entry.source);
    entries.push(entry);
  }
  return entries;
}

/** An origin exactly as a browser serialises it (`MessageEvent.origin`, `URL.origin`), split; else null. */
function readOrigin(origin) {
  if (typeof origin !== 'string') return null;
  let url;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Anything but the serialised form (a path, userinfo, upper case, `:443`) is not an origin; neither is
  // a host with an empty label, which no name lookup answers.
  if (url.origin !== origin || !isHostName(url.hostname)) return null;
  return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port };
}

/**
 * Whether a page at `origin` may talk with the widget under the hotel's `list`: its scheme and port equal
 * an entry's and its host is the entry's host, or for `https://*.x.example` any subdomain of
 * `x.example` at any depth (never `x.example` itself), as `frame-ancestors` matches it.
 *
 * @example
 * isAllowedParentOrigin('https://www.hotel.example', ['https://*.hotel.example']); // true
 * isAllowedParentOrigin('https://hotel.example', ['https://*.hotel.example']); // false
 */
export function isAllowedParentOrigin(origin, list) {
  const candidate = readOrigin(origin);
  if (candidate === null) return false;
  return readAllowedParentOrigins(list).some(
    (entry) =>
      entry.scheme === candidate.scheme &&
      entry.port === candidate.port &&
      (entry.subdomains ? candidate.host.endsWith(`.${entry.host}`) : candidate.host === entry.host),
  );
}

/**
 * The `Content-Security-Policy` value that lets exactly the hotel's list frame the widget:
 * `frame-ancestors` with each entry, or `'none'` for an empty list.
 *
 * @example
 * frameAncestorsPolicy(['https://hotel.example', 'https://*.hotel.example']);
 * // "frame-ancestors https://hotel.example https://*.hotel.example"
 * frameAncestorsPolicy([]); // "frame-ancestors 'none'"
 */
export function frameAncestorsPolicy(list) {
  const sources = readAllowedParentOrigins(list).map((entry) => entry.source);
  return `frame-ancestors ${sources.length === 0 ? "'none'" : sources.join(' ')}`;
}

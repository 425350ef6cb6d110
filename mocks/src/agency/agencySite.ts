/**
 * Where the agency site is, for the links `createTemporaryStorage` gives (`agency_url`): configured, never
 * taken from the request, since a caller's `Origin` must not decide where the next guest is sent.
 * `https://agency.example.com` unless set; `npm start` sets it to the storefront it serves beside the
 * widget (`staykit-mock --agency-site`), so a booking moved there can be paid.
 */
const DEFAULT_AGENCY_SITE = 'https://agency.example.com';
let agencySite = DEFAULT_AGENCY_SITE;

/**
 * Sets the agency site's root address (http or https; its path is kept, its query and fragment are not).
 * It is configuration, not state: `resetMock` leaves it. Throws a `TypeError` for anything else.
 *
 * @example
 * ```ts
 * setAgencySite('http://127.0.0.1:5173/agency');
 * ```
 */
export function setAgencySite(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`The agency site must be an http(s) URL, not "${url.slice(0, 64)}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`The agency site must be an http(s) URL, not "${url.slice(0, 64)}"`);
  }
  agencySite = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/** The agency site's payment page, which restores stored booking data. */
export function agencyUrlOf(storageId: string): string {
  return `${agencySite}/reservation/payment?storage=${encodeURIComponent(storageId)}`;
}

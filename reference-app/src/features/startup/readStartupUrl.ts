import { TOKEN_PARAMS, cleanUrl } from '@staykit/sdk';

/**
 * What start-up reads from the address and the host element (B §1, §2 Query parameters read at start).
 *
 * @example
 * ```ts
 * const startup: StartupUrl = readStartupUrl('https://hotel.example/?hotel_code=demo-tokyo');
 * ```
 */
export interface StartupUrl {
  /** The hotel code, or null when none was given ("No hotel code"). */
  hotelCode: string | null;
  /** The raw `locale` query value; used only if the hotel books in it. */
  urlLocale: string | null;
  /** Inside the chatbot frame (`iframe` query parameter). */
  inChatbotFrame: boolean;
  /** A reservation is being modified (`current_reservation`). */
  modifyingReservation: boolean;
  /**
   * The framing page's address (`parentUrl`); its origin is the only one parent-window messages go to.
   * Raw: `createParentMessenger` decides whether it is a usable http(s) address.
   */
  parentUrl: string | null;
  /** The framing page's path (`parentPathname`), as the host sent it. */
  parentPathname: string | null;
  /** Opened from a chatbot link (`fromChatbot`). */
  fromChatbot: boolean;
  /** Sign-in tokens read from the query; they are removed from the address. */
  tokens: Readonly<Record<string, string>>;
  /** The relative URL to replace the current one with, or null when it is already clean. */
  cleanedUrl: string | null;
}

// A hotel code in the route: the agency storefront's hotel page, /hotels/{code}.
const ROUTE_HOTEL_CODE = /^\/hotels\/([^/?#]+)/;

const nonEmpty = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * Reads the start-up facts from a URL: the hotel code (query `hotel_code` or `code`, then the host
 * element's `data-hotel-code`, then the route), the URL locale, frame and update flags, the sign-in tokens,
 * and the cleaned URL (`cleanUrl` of the SDK, which also drops the tokens). Old hash-style addresses
 * (`/#/booking/result?hotel_code=x`) are read after unwrapping, so their query counts.
 *
 * @param href - the page's address.
 * @param hostHotelCode - the host element's `data-hotel-code`, if any.
 * @example
 * ```ts
 * readStartupUrl('https://h.example/?code=demo-tokyo&login_token=t').hotelCode; // 'demo-tokyo'
 * readStartupUrl('https://h.example/?code=demo-tokyo&login_token=t').cleanedUrl; // '/booking/result?code=demo-tokyo'
 * ```
 */
export function readStartupUrl(href: string, hostHotelCode?: string | null): StartupUrl {
  const original = new URL(href);
  const cleanedUrl = cleanUrl(original);
  // Read from the unwrapped form (hash routes) but keep tokens: cleanUrl has already dropped them.
  const unwrapped = original.hash.startsWith('#/')
    ? new URL(`${original.hash.slice(1)}`, original.origin)
    : original;
  const query = new URLSearchParams(original.search);
  unwrapped.searchParams.forEach((value, name) => query.set(name, value));

  const routeCode = ROUTE_HOTEL_CODE.exec(unwrapped.pathname)?.[1];
  const hotelCode =
    nonEmpty(query.get('hotel_code')) ??
    nonEmpty(query.get('code')) ??
    nonEmpty(hostHotelCode) ??
    nonEmpty(routeCode === undefined ? null : decodeURIComponent(routeCode));

  const tokens: Record<string, string> = {};
  for (const name of TOKEN_PARAMS) {
    const value = nonEmpty(query.get(name));
    if (value !== null) tokens[name] = value;
  }
  const frame = query.get('iframe');
  const fromChatbot = query.get('fromChatbot');
  return {
    hotelCode,
    urlLocale: nonEmpty(query.get('locale')),
    inChatbotFrame: frame !== null && frame !== 'false',
    modifyingReservation: nonEmpty(query.get('current_reservation')) !== null,
    parentUrl: nonEmpty(query.get('parentUrl')),
    parentPathname: nonEmpty(query.get('parentPathname')),
    fromChatbot: fromChatbot !== null && fromChatbot !== 'false',
    tokens,
    cleanedUrl,
  };
}

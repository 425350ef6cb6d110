import { TOKEN_PARAMS, cleanUrl } from '@staykit/sdk';

/**
 * What start-up reads from the address and the host element (docs/widget.md#screens).
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
  /** How the host-page loader framed the widget (`embed`: `inline` or `popup`), or null. */
  embed: 'inline' | 'popup' | null;
  /** The framing page's path (`parentPathname`), as the host sent it. */
  parentPathname: string | null;
  /** Opened from a chatbot link (`fromChatbot`). */
  fromChatbot: boolean;
  /** Sign-in tokens read from the query; they are removed from the address. */
  tokens: Readonly<Record<string, string>>;
  /** `hotel_id`, when the link names the hotel by id too. */
  hotelId: number | null;
  /** Results by room or by plan (`type`; `rooms` is accepted for room), for the first screen. */
  resultType: 'room' | 'plan' | null;
  /** `metasearch_source` (google_hotel_ads turns off the first search's next-available-date search). */
  metasearchSource: string | null;
  /**
   * The guest's customer segments (`segment_ids`, a comma list, at most 50) and the icon message
   * (`icon_message_id`): only ids the contract's `CustomerSegmentId` takes, so that a malformed campaign
   * link still opens the hotel rather than an init refused with 422.
   */
  segmentIds: readonly string[];
  iconMessageId: string | null;
  /** The chatbot's automatic sign-in message (`auth_auto_message_id`) and user (`chatbot_user_id`). */
  authAutoMessageId: string | null;
  chatbotUserId: string | null;
  /** The chatbot asks the widget to keep its session in sync (`chatbot_sync`). */
  chatbotSync: boolean;
  /** The hotel previews its settings (`preview=true`). */
  preview: boolean;
  /** The hotel's OTA channel is on for this visit (`ota_enabled`). */
  otaEnabled: boolean;
  /** A confirmation link's token (`bypass_token`), for the reservation it names. */
  bypassToken: string | null;
  /** Campaign tracking (`utm_*`, the ad click ids, `medium`, `source`, `email_id`, Google Hotel Ads' site and promo code), kept for the searches and the booking. */
  tracking: Readonly<Record<string, string>>;
  /** The relative URL to replace the current one with, or null when it is already clean. */
  cleanedUrl: string | null;
}

// A hotel code in the route: the agency storefront's hotel page, /hotels/{code}.
const ROUTE_HOTEL_CODE = /^\/hotels\/([^/?#]+)/;

// The tracking parameters (docs/widget.md#screens); `utm_*` is matched by prefix.
const TRACKING = [
  'campaignid',
  'adgroupid',
  'keyword',
  'gclid',
  'yclid',
  'medium',
  'source',
  'email_id',
  'google_site',
  'google_promo_code',
];
// The contract's CustomerSegmentId.
const SEGMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const isTrue = (value: string | null) => value === 'true' || value === '1';

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
  const cleaned = cleanUrl(original);
  // Read from the unwrapped form (hash routes) but keep tokens: cleanUrl has already dropped them.
  const unwrapped = original.hash.startsWith('#/')
    ? new URL(`${original.hash.slice(1)}`, original.origin)
    : original;
  const query = new URLSearchParams(original.search);
  unwrapped.searchParams.forEach((value, name) => query.set(name, value));

  const routeCode = ROUTE_HOTEL_CODE.exec(unwrapped.pathname)?.[1];
  // Beside a refresh token, `code` is the token's exchange code, never a hotel code.
  const codeIsHotel = nonEmpty(query.get('refresh_token')) === null;
  const hotelCode =
    nonEmpty(query.get('hotel_code')) ??
    (codeIsHotel ? nonEmpty(query.get('code')) : null) ??
    nonEmpty(hostHotelCode) ??
    nonEmpty(routeCode === undefined ? null : decodeURIComponent(routeCode));

  const tokens: Record<string, string> = {};
  for (const name of TOKEN_PARAMS) {
    const value = nonEmpty(query.get(name));
    if (value !== null) tokens[name] = value;
  }
  const frame = query.get('iframe');
  const type = query.get('type');
  // `/` goes to the results (cleanUrl): by plan when the link says `type=plan`.
  const cleanedUrl =
    type === 'plan' && unwrapped.pathname === '/' && cleaned?.startsWith('/booking/result')
      ? cleaned.replace('/booking/result', '/booking/recommender')
      : cleaned;
  const fromChatbot = query.get('fromChatbot');
  const iconMessageId = query.get('icon_message_id');
  return {
    hotelCode,
    urlLocale: nonEmpty(query.get('locale')),
    inChatbotFrame: frame !== null && frame !== 'false',
    modifyingReservation: nonEmpty(query.get('current_reservation')) !== null,
    parentUrl: nonEmpty(query.get('parentUrl')),
    embed: query.get('embed') === 'inline' ? 'inline' : query.get('embed') === 'popup' ? 'popup' : null,
    parentPathname: nonEmpty(query.get('parentPathname')),
    fromChatbot: fromChatbot !== null && fromChatbot !== 'false',
    tokens,
    hotelId: /^[1-9]\d{0,9}$/.test(query.get('hotel_id') ?? '') ? Number(query.get('hotel_id')) : null,
    resultType: type === 'plan' ? 'plan' : type === 'room' || type === 'rooms' ? 'room' : null,
    metasearchSource: nonEmpty(query.get('metasearch_source')),
    // Each id once, then the first 50: repeats must not push out ids that follow them.
    segmentIds: [
      ...new Set(
        (query.get('segment_ids') ?? '')
          .split(',')
          .map((id) => id.trim())
          .filter((id) => SEGMENT_ID.test(id)),
      ),
    ].slice(0, 50),
    iconMessageId: SEGMENT_ID.test(iconMessageId ?? '') ? iconMessageId : null,
    authAutoMessageId: nonEmpty(query.get('auth_auto_message_id')),
    chatbotUserId: nonEmpty(query.get('chatbot_user_id')),
    chatbotSync: isTrue(query.get('chatbot_sync')),
    preview: query.get('preview') === 'true',
    otaEnabled: isTrue(query.get('ota_enabled')),
    bypassToken: nonEmpty(query.get('bypass_token')),
    tracking: Object.fromEntries(
      [...query.entries()].filter(
        ([name, value]) => (name.startsWith('utm_') || TRACKING.includes(name)) && value.trim() !== '',
      ),
    ),
    cleanedUrl,
  };
}

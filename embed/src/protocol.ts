// The message protocol between the booking widget and the page that frames it, from the host page's side.
// Messages are plain objects with a `type`: they survive the structured clone of `postMessage` and read
// the same in any host script. docs/embedding.md describes each one and the origin rules around them; the
// widget posts and reads exactly these types.

/**
 * A value of a GA4 event parameter; only what `gtag('event', ...)` takes and a structured clone keeps.
 *
 * @example
 * ```ts
 * const value: Ga4ParamValue = 'JPY';
 * ```
 */
export type Ga4ParamValue = string | number | boolean;

/**
 * One product of a GA4 e-commerce event's `items` (`item_id`, `item_name`, `price`, `quantity`...).
 *
 * @example
 * ```ts
 * const item: Ga4Item = { item_id: 'STD-RO', item_name: 'Standard Double, room only', price: 15800, quantity: 1 };
 * ```
 */
export type Ga4Item = Readonly<Record<string, Ga4ParamValue>>;

/**
 * The parameters of a GA4 event, as `gtag('event', name, params)` takes them: plain values, and the
 * `items` list of the e-commerce events.
 *
 * @example
 * ```ts
 * const params: Ga4Params = { currency: 'JPY', value: 15800, items: [{ item_id: 'STD-RO', quantity: 1 }] };
 * ```
 */
export type Ga4Params = Readonly<Record<string, Ga4ParamValue | readonly Ga4Item[]>>;

/**
 * A companion tier of the hotel's membership programme, as sent to the host (`receiveCompanionInfo`).
 *
 * @example
 * ```ts
 * const companion: CompanionTier = { code: 'adult_companion', name: 'Adult companion' };
 * ```
 */
export interface CompanionTier {
  code: 'adult_companion' | 'kid_tier_A_companion';
  /** The tier's name in the guest's locale. */
  name: string;
}

/**
 * A message the widget sends to the page that frames it. Each member is one `type` with its payload:
 *
 * - `booking-widget-opened` `{ hotelCode, locale }`: the hotel's settings have loaded and the first screen
 *   shows; from now on the widget listens to the host (send `change-locale` after this, not before).
 * - `close`: the guest pressed the widget's close button, or Escape in a popup (or a chatbot session could
 *   not be opened); the host should hide or remove the frame.
 * - `resize` `{ height }`: the widget's content is now `height` CSS pixels tall (sent in an inline frame,
 *   `embed=inline`, so that the frame can follow it).
 * - `ga4Event` `{ event, params }`: an analytics event for the host's GA4 tag, which the frame cannot
 *   reach; the host calls `gtag('event', event, params)`. The checkout sends GA4's e-commerce events
 *   (`begin_checkout`, `add_payment_info`, `purchase`) with their `items`.
 * - `login`: the guest has signed in. No token or identity travels: the host asks its own backend.
 * - `logout`: the guest has signed out (or was signed out: an expired sign-in, a removed account).
 * - `receiveCompanionInfo` `{ companions }`: the membership programme's companion tiers, for a chatbot that
 *   asks for the guest mix.
 * - `show-chatbot`: asks the host to open its chatbot.
 * - `receiveChatbotSession` `{ session }`: the chatbot session the widget obtained for the chatbot user.
 * - `chatbotSynced`: the widget has re-read the sign-in state after a chatbot sync.
 * - `getChatbotUserId`: a chatbot's sign-in framed without `chatbot_user_id` asks the chatbot for its
 *   user; answer `chatbotUserId` within 2 seconds.
 * - `receiveLiffUser` `{ lineUserId, linked }`: the LINE page (`/iframe-liff-token`) registered the guest's
 *   LINE user with the hotel; `linked` when it is linked to the member signed in at the widget.
 *
 * @example
 * ```ts
 * const message: WidgetMessage = { type: 'ga4Event', event: 'view_item_list', params: { currency: 'JPY' } };
 * ```
 */
export type WidgetMessage =
  | { type: 'booking-widget-opened'; hotelCode: string; locale: string }
  | { type: 'close' }
  | { type: 'resize'; height: number }
  | { type: 'ga4Event'; event: string; params: Ga4Params }
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'receiveCompanionInfo'; companions: readonly CompanionTier[] }
  | { type: 'show-chatbot' }
  | { type: 'receiveChatbotSession'; session: string }
  | { type: 'chatbotSynced' }
  | { type: 'getChatbotUserId' }
  | { type: 'receiveLiffUser'; lineUserId: string; linked: boolean };

/**
 * The `type` of a message from the widget.
 *
 * @example
 * ```ts
 * const type: WidgetMessageType = 'close';
 * ```
 */
export type WidgetMessageType = WidgetMessage['type'];

/**
 * The message of one `type`, e.g. `WidgetMessageOf<'ga4Event'>` is `{ type: 'ga4Event'; event; params }`.
 *
 * @example
 * ```ts
 * const opened: WidgetMessageOf<'booking-widget-opened'> = { type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' };
 * ```
 */
export type WidgetMessageOf<T extends WidgetMessageType> = Extract<WidgetMessage, { type: T }>;

/**
 * A message the widget accepts from the page that frames it (only from an origin the hotel allows). The
 * set is small on purpose: each type is one more thing a host can make the widget do.
 *
 * - `change-locale` `{ locale }`: switch the UI to `locale` (`ja`, `en`, `zh_Hans`, ...); honoured only
 *   when the hotel books in that locale, ignored otherwise.
 * - `logout`: a chatbot's sync: the member signed out in another frame of the widget (the chatbot's);
 *   this one signs out too, without calling the server again, and answers `chatbotSynced`.
 * - `refresh-login-from-chatbot`: a chatbot's sync: the member signed in (or out) in another frame; this
 *   one reads who is signed in again, leaves a sign-in, sign-up or forgotten-password screen for the room
 *   search (with nobody signed in, goes to the room search from any screen), and answers `chatbotSynced`.
 * - `chatbotUserId` `{ userId }`: the chatbot's answer to `getChatbotUserId`: the user to exchange the
 *   member's sign-in for a chatbot session for.
 *
 * @example
 * ```ts
 * const message: HostMessage = { type: 'change-locale', locale: 'en' };
 * ```
 */
export type HostMessage =
  | { type: 'change-locale'; locale: string }
  | { type: 'logout' }
  | { type: 'refresh-login-from-chatbot' }
  | { type: 'chatbotUserId'; userId: string };

const WIDGET_MESSAGE_TYPES: readonly WidgetMessageType[] = [
  'booking-widget-opened',
  'close',
  'resize',
  'ga4Event',
  'login',
  'logout',
  'receiveCompanionInfo',
  'show-chatbot',
  'receiveChatbotSession',
  'chatbotSynced',
  'getChatbotUserId',
  'receiveLiffUser',
];

/**
 * Whether `data` has the shape of a widget message: an object whose `type` is one of the protocol's (the
 * payload is the widget's; the loader checks the sender's origin and frame before it reads anything).
 *
 * @example
 * ```ts
 * isWidgetMessage({ type: 'close' }); // true
 * isWidgetMessage({ type: 'something-else' }); // false
 * ```
 */
export function isWidgetMessage(data: unknown): data is WidgetMessage {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false;
  return WIDGET_MESSAGE_TYPES.some((known) => known === data.type);
}

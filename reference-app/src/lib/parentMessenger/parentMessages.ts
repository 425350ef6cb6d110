// The message protocol between the widget and the page that frames it.
// Messages are plain objects with a `type`: they survive the structured clone of `postMessage` and read
// the same in any host script. docs/embedding.md is the host-side description of the same protocol.

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
 * A companion tier of the hotel's membership programme, as sent to the parent (`receiveCompanionInfo`).
 *
 * @example
 * ```ts
 * const companion: ParentCompanionTier = { code: 'adult_companion', name: 'Adult companion' };
 * ```
 */
export interface ParentCompanionTier {
  code: 'adult_companion' | 'kid_tier_A_companion';
  /** The tier's name in the guest's locale. */
  name: string;
}

/**
 * A message the widget sends to the page that frames it. Each member is one `type` with its payload:
 *
 * - `booking-widget-opened` `{ hotelCode, locale }`: the hotel's settings have loaded and the first screen
 *   shows; from now on the widget listens to the parent (send `change-locale` after this, not before).
 * - `close`: the guest pressed the widget's close button (or a chatbot session could not be opened); the
 *   parent should hide or remove the frame.
 * - `ga4Event` `{ event, params }`: an analytics event for the parent's GA4 tag, which the frame cannot
 *   reach; the parent calls `gtag('event', event, params)`. The checkout sends GA4's e-commerce events
 *   (`begin_checkout`, `add_payment_info`, `purchase`) with their `items`.
 * - `login`: the guest has signed in. No token or identity travels: the parent asks its own backend.
 * - `logout`: the guest has signed out (or was signed out: an expired sign-in, a removed account).
 * - `receiveCompanionInfo` `{ companions }`: the membership programme's companion tiers, for a chatbot that
 *   asks for the guest mix.
 * - `show-chatbot`: asks the parent to open its chatbot.
 * - `receiveChatbotSession` `{ session }`: the chatbot session the widget obtained for the chatbot user.
 * - `chatbotSynced`: the widget has re-read the sign-in state after a chatbot sync.
 *
 * @example
 * ```ts
 * const message: OutgoingParentMessage = { type: 'ga4Event', event: 'view_item_list', params: { currency: 'JPY' } };
 * ```
 */
export type OutgoingParentMessage =
  | { type: 'booking-widget-opened'; hotelCode: string; locale: string }
  | { type: 'close' }
  | { type: 'ga4Event'; event: string; params: Ga4Params }
  | { type: 'login' }
  | { type: 'logout' }
  | { type: 'receiveCompanionInfo'; companions: readonly ParentCompanionTier[] }
  | { type: 'show-chatbot' }
  | { type: 'receiveChatbotSession'; session: string }
  | { type: 'chatbotSynced' };

/**
 * The `type` of an outgoing message.
 *
 * @example
 * ```ts
 * const type: OutgoingParentMessageType = 'close';
 * ```
 */
export type OutgoingParentMessageType = OutgoingParentMessage['type'];

/**
 * A message the widget accepts from the page that frames it (only from an accepted origin, see
 * `createParentMessenger`). The set is small on purpose: each type is one more thing a parent can make the
 * widget do.
 *
 * - `change-locale` `{ locale }`: switch the UI to `locale` (`ja`, `en`, `zh_Hans`, ...); honoured only
 *   when the hotel books in that locale, ignored otherwise.
 *
 * @example
 * ```ts
 * const message: IncomingParentMessage = { type: 'change-locale', locale: 'en' };
 * ```
 */
export type IncomingParentMessage = { type: 'change-locale'; locale: string };

// Longer than any locale code of the product; a longer string is not a locale.
const MAX_LOCALE_LENGTH = 16;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads an incoming message's data: the typed message if it is well formed, otherwise null. Never throws,
 * whatever arrives (other scripts on the parent page post their own messages to every frame).
 *
 * @example
 * ```ts
 * parseIncomingParentMessage({ type: 'change-locale', locale: 'en' }); // { type: 'change-locale', locale: 'en' }
 * parseIncomingParentMessage('change-locale'); // null
 * ```
 */
export function parseIncomingParentMessage(data: unknown): IncomingParentMessage | null {
  if (!isRecord(data)) return null;
  if (data['type'] === 'change-locale') {
    const locale = data['locale'];
    if (typeof locale !== 'string' || locale === '' || locale.length > MAX_LOCALE_LENGTH) return null;
    // A fresh object: nothing else the sender put in travels further into the widget.
    return { type: 'change-locale', locale };
  }
  return null;
}

// The message protocol between the widget and the page that frames it, read from the widget's side.
// docs/embedding.md is the host-side description of the same protocol.

import type { CompanionTier, HostMessage, WidgetMessage } from '@staykit/embed';

// The protocol's types are the host-page loader's (`@staykit/embed`, embed/src/protocol.ts), published for
// hosts; the widget names them from its own side: it sends `OutgoingParentMessage`s and reads
// `IncomingParentMessage`s.
export type { Ga4Item, Ga4ParamValue, Ga4Params } from '@staykit/embed';

/**
 * A companion tier of the hotel's membership programme, as sent to the parent (`receiveCompanionInfo`).
 *
 * @example
 * ```ts
 * const companion: ParentCompanionTier = { code: 'adult_companion', name: 'Adult companion' };
 * ```
 */
export type ParentCompanionTier = CompanionTier;

/**
 * A message the widget sends to the page that frames it (`WidgetMessage` of `@staykit/embed`, which lists
 * each type and its payload).
 *
 * @example
 * ```ts
 * const message: OutgoingParentMessage = { type: 'ga4Event', event: 'view_item_list', params: { currency: 'JPY' } };
 * ```
 */
export type OutgoingParentMessage = WidgetMessage;

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
 * `createParentMessenger`): `HostMessage` of `@staykit/embed`. The set is small on purpose: each type is
 * one more thing a parent can make the widget do.
 *
 * @example
 * ```ts
 * const message: IncomingParentMessage = { type: 'change-locale', locale: 'en' };
 * ```
 */
export type IncomingParentMessage = HostMessage;

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
  const type = data['type'];
  if (type === 'change-locale') {
    const locale = data['locale'];
    if (typeof locale !== 'string' || locale === '' || locale.length > MAX_LOCALE_LENGTH) return null;
    // A fresh object: nothing else the sender put in travels further into the widget.
    return { type: 'change-locale', locale };
  }
  if (type === 'chatbotUserId') {
    const userId = data['userId'];
    // The contract's user ids are at most 255 characters; the API checks the rest of its rule.
    if (typeof userId !== 'string' || userId === '' || userId.length > 255) return null;
    return { type, userId };
  }
  // The chatbot's sync messages carry nothing but their type.
  if (type === 'logout' || type === 'refresh-login-from-chatbot') return { type };
  return null;
}

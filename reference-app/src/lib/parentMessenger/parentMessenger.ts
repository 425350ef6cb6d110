// Messaging with the page that frames the widget, only with a parent the hotel allows (the contract's
// `allowed_parent_origins`; docs/embedding.md). Pure: the window is passed in, so every rule is tested
// with a stand-in parent and hostile senders.
import { isAllowedParentOrigin } from './allowedParentOrigins.mjs';
import {
  parseIncomingParentMessage,
  type IncomingParentMessage,
  type OutgoingParentMessage,
} from './parentMessages';

/**
 * The parts of a message event the messenger reads.
 *
 * @example
 * ```ts
 * const event: ParentMessageEvent = { data: { type: 'change-locale', locale: 'en' }, origin: 'https://hotel.example', source: window.parent };
 * ```
 */
export type ParentMessageEvent = Pick<MessageEvent, 'data' | 'origin' | 'source'>;

/**
 * What the messenger needs from the widget's window (the real `window` fits).
 *
 * @example
 * ```ts
 * const frame: ParentMessengerWindow = window;
 * ```
 */
export interface ParentMessengerWindow {
  /** The framing window; the window itself when the widget is not in a frame. */
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  readonly location: { readonly pathname: string };
  addEventListener(type: 'message', listener: (event: ParentMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: ParentMessageEvent) => void): void;
}

/**
 * Options of `createParentMessenger`.
 *
 * @example
 * ```ts
 * const options: ParentMessengerOptions = { window, parentUrl: 'https://hotel.example/stay' };
 * ```
 */
export interface ParentMessengerOptions {
  window: ParentMessengerWindow;
  /** The `parentUrl` query parameter read at start-up (the framing page's address), or null. */
  parentUrl: string | null;
}

/**
 * The widget's side of the parent-window protocol.
 *
 * @example
 * ```ts
 * const messenger: ParentMessenger = useParentMessenger();
 * messenger.post({ type: 'close' });
 * ```
 */
export interface ParentMessenger {
  /** `parentUrl`'s origin, the only one messages may go to; null when nothing is ever posted. */
  readonly targetOrigin: string | null;
  /**
   * Whether a message would be posted now: in a frame, off excluded routes, with a `parentUrl` whose
   * origin the hotel's list allows (so never before the list has arrived).
   */
  canPost(): boolean;
  /** Posts to the parent, to `targetOrigin` only, when `canPost()`; returns whether it was posted. */
  post(message: OutgoingParentMessage): boolean;
  /**
   * Calls `listener` with every well-formed message from the parent window at `targetOrigin`, once the
   * hotel's list allows it; returns the function that stops it.
   */
  subscribe(listener: (message: IncomingParentMessage) => void): () => void;
}

/**
 * The messenger the widget starts with: a `ParentMessenger` that also learns the hotel's allowed parent
 * origins when its init arrives.
 *
 * @example
 * ```ts
 * const messenger: StartedParentMessenger = createParentMessenger({ window, parentUrl });
 * messenger.allowOrigins(init.booking_widget_setting_attributes.allowed_parent_origins);
 * ```
 */
export interface StartedParentMessenger extends ParentMessenger {
  /**
   * Sets the hotel's `allowed_parent_origins` (absent: none). Until it is called nothing is posted and
   * nothing is heard: messages meanwhile are dropped, not queued, so none can reach a parent the list
   * turns out not to allow.
   */
  allowOrigins(list: readonly string[] | undefined): void;
}

// The recommender widget renders only its own view and talks to no parent.
const EXCLUDED_PATHS = ['/recommender-widget'];

const isExcludedPath = (pathname: string) =>
  EXCLUDED_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The origin of a page address, for posting to it: null unless it is an absolute http(s) URL (a
 * `javascript:` or `data:` address has no origin to trust, and `'*'` is never an answer). Userinfo is
 * not part of an origin: `https://hotel.example@evil.example` is `https://evil.example`.
 *
 * @example
 * ```ts
 * parentOrigin('https://hotel.example/rooms?x=1'); // 'https://hotel.example'
 * parentOrigin('javascript:alert(1)'); // null
 * ```
 */
export function parentOrigin(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
}

/**
 * Creates the widget's messenger with the page that frames it. Its one partner is the page at
 * `parentUrl`'s origin, and only once the hotel's list (`allowOrigins`) allows that origin
 * (`isAllowedParentOrigin`: exact origins, `https://*.x.example` for subdomains).
 *
 * Outgoing: posted only to that origin (never `'*'`), so a page that frames the widget under someone
 * else's `parentUrl` receives nothing, and a page that names itself in `parentUrl` receives nothing unless
 * the hotel lists it. Nothing is posted before the list arrives, outside a frame, or on /recommender-widget.
 *
 * Incoming: a message is passed on only when it comes from the parent window itself (`event.source`) at
 * that same allowed origin, off /recommender-widget, and is well formed (`parseIncomingParentMessage`);
 * anything else is ignored silently.
 *
 * @example
 * ```ts
 * const messenger = createParentMessenger({ window, parentUrl: 'https://www.hotel.example/stay' });
 * messenger.post({ type: 'close' }); // false: the hotel's list is not known yet
 * messenger.allowOrigins(['https://*.hotel.example']);
 * messenger.post({ type: 'close' }); // to https://www.hotel.example only
 * const stop = messenger.subscribe((message) => console.log(message.type));
 * ```
 */
export function createParentMessenger(options: ParentMessengerOptions): StartedParentMessenger {
  const { window: frame } = options;
  const targetOrigin = parentOrigin(options.parentUrl);
  const listeners = new Set<(message: IncomingParentMessage) => void>();
  // The origin messages go to and come from, once the hotel's list allows it.
  let partner: string | null = null;
  const inFrame = () => frame.parent !== (frame as unknown);
  const active = () => partner !== null && inFrame() && !isExcludedPath(frame.location.pathname);

  const onMessage = (event: ParentMessageEvent) => {
    if (!active() || event.source !== frame.parent || event.origin !== partner) return;
    const message = parseIncomingParentMessage(event.data);
    if (message === null) return;
    // A copy: a listener that unsubscribes while being called does not skip the next one.
    for (const listener of [...listeners]) listener(message);
  };

  return {
    targetOrigin,
    canPost: active,
    post(message) {
      if (partner === null || !active()) return false;
      frame.parent.postMessage(message, partner);
      return true;
    },
    subscribe(listener) {
      // One window listener however many subscribers, and none once the last one leaves.
      if (listeners.size === 0) frame.addEventListener('message', onMessage);
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) frame.removeEventListener('message', onMessage);
      };
    },
    allowOrigins(list) {
      partner =
        targetOrigin !== null && isAllowedParentOrigin(targetOrigin, list ?? []) ? targetOrigin : null;
    },
  };
}

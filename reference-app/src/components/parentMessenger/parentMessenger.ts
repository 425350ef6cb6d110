// Messaging with the page that frames the widget, with origin checks (B §2 Parent-window messages).
// Pure: the window is passed in, so every rule is tested with a stand-in parent and hostile senders.
import {
  parseIncomingParentMessage,
  type IncomingParentMessage,
  type OutgoingParentMessage,
} from './parentMessages';

/**
 * The origins whose messages the widget accepts besides `parentUrl`'s: `'*'` for any origin, or a list of
 * origins (`https://hotel.example`).
 *
 * @example
 * ```ts
 * const origins: AcceptedParentOrigins = ['https://chat.hotel.example'];
 * ```
 */
export type AcceptedParentOrigins = '*' | readonly string[];

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
 * const options: ParentMessengerOptions = { window, parentUrl: 'https://hotel.example/stay', acceptedOrigins: [] };
 * ```
 */
export interface ParentMessengerOptions {
  window: ParentMessengerWindow;
  /** The `parentUrl` query parameter read at start-up (the framing page's address), or null. */
  parentUrl: string | null;
  /**
   * Further origins to accept incoming messages from (`readAcceptedParentOrigins`). They come from the page
   * that serves the widget, never from the URL: whoever can edit a link must not be able to widen them.
   */
  acceptedOrigins: AcceptedParentOrigins;
}

/**
 * The widget's side of the parent-window protocol.
 *
 * @example
 * ```ts
 * const messenger: ParentMessenger = createParentMessenger({ window, parentUrl, acceptedOrigins: [] });
 * messenger.post({ type: 'close' });
 * ```
 */
export interface ParentMessenger {
  /** The only origin messages are posted to (`parentUrl`'s), or null when nothing is ever posted. */
  readonly targetOrigin: string | null;
  /** Whether a message would be posted now: in a frame, with a parent origin, off excluded routes. */
  canPost(): boolean;
  /** Posts to the parent, to `targetOrigin` only; returns whether it was posted. */
  post(message: OutgoingParentMessage): boolean;
  /**
   * Calls `listener` with every well-formed message from the parent window at an accepted origin; returns
   * the function that stops it.
   */
  subscribe(listener: (message: IncomingParentMessage) => void): () => void;
}

// B §2: the recommender widget renders only its own view and talks to no parent.
const EXCLUDED_PATHS = ['/recommender-widget'];

const isExcludedPath = (pathname: string) =>
  EXCLUDED_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The origin of a page address, for posting to it: null unless it is an absolute http(s) URL (a
 * `javascript:` or `data:` address has no origin to trust, and `'*'` is never an answer).
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
 * Reads the host element's `data-parent-origin`: `*` accepts incoming messages from any origin; otherwise a
 * space-separated list of http(s) origins to accept besides `parentUrl`'s (anything else in it is dropped).
 * Only the page that serves the widget sets it, so a link cannot widen what the widget listens to.
 *
 * @example
 * ```ts
 * readAcceptedParentOrigins('*'); // '*'
 * readAcceptedParentOrigins('https://a.example https://b.example/'); // ['https://a.example', 'https://b.example']
 * readAcceptedParentOrigins(undefined); // []
 * ```
 */
export function readAcceptedParentOrigins(attribute: string | null | undefined): AcceptedParentOrigins {
  const value = attribute?.trim() ?? '';
  if (value === '*') return '*';
  const origins = value
    .split(/\s+/)
    .map(parentOrigin)
    .filter((origin) => origin !== null);
  return [...new Set(origins)];
}

/**
 * Creates the widget's messenger with the page that frames it.
 *
 * Outgoing: posted only to the origin of `parentUrl` (never `'*'`), so a page that frames the widget under
 * someone else's `parentUrl` receives nothing. Nothing is posted without a valid http(s) `parentUrl`, outside
 * a frame, or on /recommender-widget.
 *
 * Incoming: a message is passed on only when it comes from the parent window itself (`event.source`), from
 * `parentUrl`'s origin or one of `acceptedOrigins` (any origin for `'*'`), off /recommender-widget, and is
 * well formed (`parseIncomingParentMessage`); anything else is ignored silently.
 *
 * @example
 * ```ts
 * const messenger = createParentMessenger({
 *   window,
 *   parentUrl: 'https://hotel.example/stay',
 *   acceptedOrigins: readAcceptedParentOrigins(hostElement.dataset['parentOrigin']),
 * });
 * messenger.post({ type: 'close' }); // to https://hotel.example only
 * const stop = messenger.subscribe((message) => console.log(message.type));
 * ```
 */
export function createParentMessenger(options: ParentMessengerOptions): ParentMessenger {
  const { window: frame, acceptedOrigins } = options;
  const targetOrigin = parentOrigin(options.parentUrl);
  const listeners = new Set<(message: IncomingParentMessage) => void>();
  const inFrame = () => frame.parent !== (frame as unknown);
  const active = () => inFrame() && !isExcludedPath(frame.location.pathname);
  const acceptsOrigin = (origin: string) =>
    acceptedOrigins === '*' || origin === targetOrigin || acceptedOrigins.includes(origin);

  const onMessage = (event: ParentMessageEvent) => {
    if (!active() || event.source !== frame.parent || !acceptsOrigin(event.origin)) return;
    const message = parseIncomingParentMessage(event.data);
    if (message === null) return;
    // A copy: a listener that unsubscribes while being called does not skip the next one.
    for (const listener of [...listeners]) listener(message);
  };

  return {
    targetOrigin,
    canPost: () => targetOrigin !== null && active(),
    post(message) {
      if (targetOrigin === null || !active()) return false;
      frame.parent.postMessage(message, targetOrigin);
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
  };
}

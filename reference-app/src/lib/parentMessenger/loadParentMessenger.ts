import type { IncomingParentMessage } from './parentMessages';
import type { ParentMessengerOptions, StartedParentMessenger } from './parentMessenger';
import { INERT_PARENT_MESSENGER } from './parentMessengerContext';

type Listener = (message: IncomingParentMessage) => void;

/**
 * The widget's messenger with the page that frames it, without the messenger's code on the first route
 * for the guests who have no such page (`npm run size`):
 *
 * - no `parentUrl`: the inert messenger, which is what `createParentMessenger` amounts to then (no origin
 *   to post to or hear from);
 * - a `parentUrl`: the messenger (parentMessenger.ts) loads at once and takes over; `ready` settles then.
 *   Until it has loaded it posts and hears nothing, so the widget renders after `ready` (main.tsx); the
 *   hotel's list and the subscribers of that moment are handed over.
 *
 * @example
 * ```ts
 * const messenger = loadParentMessenger({ window, parentUrl: startup.parentUrl });
 * ```
 */
export function loadParentMessenger(
  options: ParentMessengerOptions,
): StartedParentMessenger & { ready: Promise<void> } {
  if (options.parentUrl === null) {
    return { ...INERT_PARENT_MESSENGER, allowOrigins: () => undefined, ready: Promise.resolve() };
  }
  let messenger: StartedParentMessenger | undefined;
  let origins: { list: readonly string[] | undefined } | undefined;
  // Each early subscriber, with what stops it once handed over.
  const early = new Map<Listener, () => void>();
  const ready = import('./parentMessenger').then(
    ({ createParentMessenger }) => {
      const started = createParentMessenger(options);
      if (origins) started.allowOrigins(origins.list);
      for (const listener of early.keys()) early.set(listener, started.subscribe(listener));
      messenger = started;
    },
    // Its code could not load (a deployment replaced it meanwhile): the widget works on, talking to no one.
    () => undefined,
  );
  return {
    ready,
    get targetOrigin() {
      return messenger?.targetOrigin ?? null;
    },
    canPost: () => messenger?.canPost() ?? false,
    post: (message) => messenger?.post(message) ?? false,
    subscribe(listener) {
      if (messenger) return messenger.subscribe(listener);
      early.set(listener, () => undefined);
      return () => {
        early.get(listener)?.();
        early.delete(listener);
      };
    },
    allowOrigins(list) {
      if (messenger) messenger.allowOrigins(list);
      else origins = { list };
    },
  };
}

import { createContext } from 'react';
import type { ParentMessenger } from './parentMessenger';

/**
 * A messenger that posts nothing and hears nothing: what features get without `ParentMessagesProvider`
 * (a screen rendered on its own in a test, a page that is not embedded).
 *
 * @example
 * ```ts
 * INERT_PARENT_MESSENGER.post({ type: 'close' }); // false
 * ```
 */
export const INERT_PARENT_MESSENGER: ParentMessenger = {
  targetOrigin: null,
  canPost: () => false,
  post: () => false,
  subscribe: () => () => undefined,
};

/**
 * The widget's messenger with its parent window; set by `ParentMessagesProvider`, read with
 * `useParentMessenger`.
 *
 * @example
 * ```tsx
 * <ParentMessengerContext.Provider value={messenger}>{children}</ParentMessengerContext.Provider>
 * ```
 */
export const ParentMessengerContext = createContext<ParentMessenger>(INERT_PARENT_MESSENGER);

import type { ReactNode } from 'react';
import type { ParentMessenger } from './parentMessenger';
import { ParentMessengerContext } from './parentMessengerContext';

/** Props of `ParentMessagesProvider`. */
export interface ParentMessagesProviderProps {
  /** The widget's messenger, made once at start-up by `createParentMessenger`. */
  messenger: ParentMessenger;
  children: ReactNode;
}

/**
 * Gives every screen below it the widget's messenger with the page that frames it (`useParentMessenger`).
 *
 * @example
 * ```tsx
 * <ParentMessagesProvider messenger={widget.parentMessenger}>
 *   <HistoryRoutes router={widget.router} />
 * </ParentMessagesProvider>
 * ```
 */
export function ParentMessagesProvider({ messenger, children }: ParentMessagesProviderProps) {
  return <ParentMessengerContext.Provider value={messenger}>{children}</ParentMessengerContext.Provider>;
}

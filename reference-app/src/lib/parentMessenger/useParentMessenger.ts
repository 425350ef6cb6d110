import { useContext } from 'react';
import type { ParentMessenger } from './parentMessenger';
import { ParentMessengerContext } from './parentMessengerContext';

/**
 * The widget's messenger with the page that frames it: `post` a typed message (to `parentUrl`'s origin
 * only, and only when the hotel's `allowed_parent_origins` lists it), `subscribe` to the parent's accepted
 * messages. Without `ParentMessagesProvider` above, a messenger that posts nothing.
 *
 * @example
 * ```tsx
 * function ShowChatbotButton() {
 *   const messenger = useParentMessenger();
 *   if (!messenger.canPost()) return null;
 *   return <button onClick={() => messenger.post({ type: 'show-chatbot' })}>Chat with us</button>;
 * }
 * ```
 */
export function useParentMessenger(): ParentMessenger {
  return useContext(ParentMessengerContext);
}

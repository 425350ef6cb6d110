import type { IdentityContext, IdentityStore } from '../features/identity/identityStore';
import type { ParentMessenger } from '../lib/parentMessenger/parentMessenger';
import type { MemberNotices } from './parentMemberNotices';

/**
 * What `followChatbotSync` works with.
 *
 * @example
 * ```ts
 * const options: ChatbotSyncOptions = {
 *   identity,
 *   messenger: parentMessenger,
 *   notices,
 *   context: () => ({ client, hotel }),
 *   pathname: () => router.location().pathname,
 *   navigate: (to) => router.navigate(to),
 *   hotelCode: 'demo-tokyo',
 * };
 * ```
 */
export interface ChatbotSyncOptions {
  readonly identity: Pick<IdentityStore, 'getState' | 'resync' | 'signedOutElsewhere'>;
  readonly messenger: Pick<ParentMessenger, 'post' | 'subscribe'>;
  readonly notices: MemberNotices;
  /** The API client and the hotel's init, once the init has arrived. */
  readonly context: () => Omit<IdentityContext, 'pathname'> | null;
  /** The screen the widget shows now. */
  readonly pathname: () => string;
  readonly navigate: (to: string) => void;
  readonly hotelCode: string;
}

// The screens a guest opens to sign in: a sign-in made elsewhere leaves them for the room search.
const SIGN_IN_SCREENS = new Set([
  '/sign-in',
  '/organization-sign-in',
  '/chat-sign-in',
  '/sign-up',
  '/sign-up-result',
  '/chat-sign-up',
  '/chat-sign-up-form',
  '/chat-sign-up-result',
  '/forgot-password',
  '/resend-confirmation-email',
]);

/**
 * The chatbot's sync messages (docs/embedding.md, "Messages to the widget"). A chatbot frames the widget
 * beside the hotel's own frame of it, and both frames share the widget origin's storage; when the member
 * signs in or out in one, the chatbot tells the other:
 *
 * - `logout`: a local logout (the other frame has called the server), unless a newer sign-in is stored;
 * - `refresh-login-from-chatbot`: who is signed in is read again; someone signed in, a sign-in, sign-up
 *   or forgotten-password screen gives way to the room search; someone signed out, any screen does.
 *
 * Each is answered `chatbotSynced` once done, and the sign-in or sign-out it makes is not echoed as
 * `login` or `logout`. Messages are handled one after the other, in the order they came.
 *
 * @example
 * ```ts
 * const stop = followChatbotSync({ identity, messenger, notices, context, pathname, navigate, hotelCode });
 * ```
 */
export function followChatbotSync({
  identity,
  messenger,
  notices,
  context,
  pathname,
  navigate,
  hotelCode,
}: ChatbotSyncOptions): () => void {
  const roomSearch = `/booking/result?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
  let queue: Promise<void> = Promise.resolve();

  const refresh = async (hotel: Omit<IdentityContext, 'pathname'>) => {
    const wasSignedIn = identity.getState().user !== null;
    const signedIn = await notices.withoutEcho(() => identity.resync(hotel));
    // A sign-in leaves the screens that ask for one; a sign-out leaves what was the member's. A guest
    // who was not signed in and still is not stays where they are (a checkout is not lost).
    if (signedIn ? SIGN_IN_SCREENS.has(pathname()) : wasSignedIn) navigate(roomSearch);
  };

  return messenger.subscribe((message) => {
    if (message.type !== 'logout' && message.type !== 'refresh-login-from-chatbot') return;
    queue = queue
      .then(async () => {
        const hotel = context();
        // The messenger hears nothing before the init has arrived: a missing one is a page going away.
        if (hotel !== null && message.type === 'logout') {
          await notices.withoutEcho(() => identity.signedOutElsewhere(hotel));
        } else if (hotel !== null) {
          await refresh(hotel);
        }
        messenger.post({ type: 'chatbotSynced' });
      })
      // A sync that failed is answered too: the chatbot is not left waiting.
      .catch(() => void messenger.post({ type: 'chatbotSynced' }));
  });
}

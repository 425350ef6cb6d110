import { bookingWidgetInitQuery, type BookingWidgetInitData } from '@staykit/react';
import type { StaykitClient } from '@staykit/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { IdentityStore } from '../features/identity/identityStore';
import type { StartupUrl } from '../features/startup/readStartupUrl';
import { hotelInitInput, type HotelInitQuery } from '../lib/hotelInitInput';
import type { ParentMessenger } from '../lib/parentMessenger/parentMessenger';
import { followChatbotSync } from './followChatbotSync';
import type { WidgetRouter } from './createWidgetRouter';
import { tellParentWhoIsSignedIn } from './parentMemberNotices';

/**
 * What `syncMemberWithParent` takes of the started widget.
 *
 * @example
 * ```ts
 * const parts: MemberSyncParts = { identity, parentMessenger, client, queryClient, router, startup, initQuery };
 * ```
 */
export interface MemberSyncParts {
  readonly identity: IdentityStore;
  readonly parentMessenger: ParentMessenger;
  readonly client: StaykitClient;
  readonly queryClient: QueryClient;
  readonly router: WidgetRouter;
  readonly startup: Pick<StartupUrl, 'hotelCode' | 'chatbotSync'>;
  readonly initQuery: HotelInitQuery;
}

/**
 * A framed widget and its parent keep each other told of who is signed in (docs/embedding.md): the
 * widget posts `login`, `logout` and the companions (`tellParentWhoIsSignedIn`), and, opened with
 * `chatbot_sync=true`, follows a chatbot's sync messages (`followChatbotSync`). Loaded only in a frame,
 * so the first screen does not carry it.
 *
 * @example
 * ```ts
 * void import('./syncMemberWithParent').then((sync) => sync.syncMemberWithParent(parts));
 * ```
 */
export function syncMemberWithParent(parts: MemberSyncParts): void {
  const { identity, parentMessenger, client, queryClient, router, startup, initQuery } = parts;
  const notices = tellParentWhoIsSignedIn(identity, parentMessenger);
  const hotelCode = startup.hotelCode;
  // A chatbot's sync is followed only where the frame's address asks for it (`chatbot_sync=true`).
  if (hotelCode === null || !startup.chatbotSync) return;
  // The init's key without its last part, the locale and query (react-hooks/hooks.yaml).
  const initKey = bookingWidgetInitQuery(client, hotelInitInput(hotelCode, initQuery)).queryKey.slice(0, -1);
  followChatbotSync({
    identity,
    messenger: parentMessenger,
    notices,
    // The init in any locale (a language being switched to may still be loading): the hotel is the same.
    context: () => {
      const answer = queryClient
        .getQueriesData<BookingWidgetInitData>({ queryKey: initKey })
        .find(([, data]) => data !== undefined)?.[1];
      return answer === undefined ? null : { client, hotel: answer.data };
    },
    pathname: () => router.location().pathname,
    navigate: (to) => router.navigate(to),
    hotelCode,
  });
}

import { programCompanions } from '@staykit/sdk';
import type { IdentityState, IdentityStore } from '../features/identity/identityStore';
import type { ParentCompanionTier } from '../lib/parentMessenger/parentMessages';
import type { ParentMessenger } from '../lib/parentMessenger/parentMessenger';

/**
 * What `tellParentWhoIsSignedIn` answers: a way to change who is signed in without telling the parent.
 *
 * @example
 * ```ts
 * const notices: MemberNotices = tellParentWhoIsSignedIn(identity, parentMessenger);
 * ```
 */
export interface MemberNotices {
  /**
   * Runs `task`, a change the parent itself asked for (a chatbot's sync), without posting the `login` or
   * `logout` it makes: the parent knows, and an echo could bounce between the chatbot's frames.
   */
  withoutEcho<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Tells the page that frames the widget (a chatbot beside it) who is signed in, as it changes
 * (docs/embedding.md, "Messages"): `login` when someone signs in, `logout` when they sign out (a sign-out,
 * a 401, a removed account), and `receiveCompanionInfo` with the programme's active companion tiers once
 * the programme has loaded, or none after a sign-out. No token or identity travels. Nothing is posted
 * before the hotel's init allows the parent's origin. Started after sign-in, it tells at once what is
 * already so.
 *
 * @example
 * ```ts
 * const notices = tellParentWhoIsSignedIn(identity, parentMessenger);
 * ```
 */
export function tellParentWhoIsSignedIn(
  identity: Pick<IdentityStore, 'getState' | 'subscribe'>,
  messenger: Pick<ParentMessenger, 'post'>,
): MemberNotices {
  // From nobody: a late start (the module loads only in a frame) still tells what is already so.
  let before: Pick<IdentityState, 'user' | 'program'> = { user: null, program: null };
  let quiet = 0;
  const tell = () => {
    const now = identity.getState();
    if (before.user === null && now.user !== null && quiet === 0) messenger.post({ type: 'login' });
    if (before.user !== null && now.user === null) {
      if (quiet === 0) messenger.post({ type: 'logout' });
      messenger.post({ type: 'receiveCompanionInfo', companions: [] });
    }
    if (now.program !== null && now.program !== before.program) {
      messenger.post({ type: 'receiveCompanionInfo', companions: companionTiers(now.program) });
    }
    before = now;
  };
  identity.subscribe(tell);
  tell();
  return {
    async withoutEcho(task) {
      quiet += 1;
      try {
        return await task();
      } finally {
        quiet -= 1;
      }
    },
  };
}

function companionTiers(program: Parameters<typeof programCompanions>[0]): ParentCompanionTier[] {
  const { adult, kid } = programCompanions(program);
  return [adult, kid].flatMap((tier) => (tier ? [{ code: tier.code, name: tier.name }] : []));
}

import { programCompanions } from '@staykit/sdk';
import type { IdentityState, IdentityStore } from '../features/identity/identityStore';
import type { ParentCompanionTier } from '../lib/parentMessenger/parentMessages';
import type { ParentMessenger } from '../lib/parentMessenger/parentMessenger';

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
 * tellParentWhoIsSignedIn(identity, parentMessenger);
 * ```
 */
export function tellParentWhoIsSignedIn(
  identity: Pick<IdentityStore, 'getState' | 'subscribe'>,
  messenger: Pick<ParentMessenger, 'post'>,
): void {
  // From nobody: a late start (the module loads only in a frame) still tells what is already so.
  let before: Pick<IdentityState, 'user' | 'program'> = { user: null, program: null };
  const tell = () => {
    const now = identity.getState();
    if (before.user === null && now.user !== null) messenger.post({ type: 'login' });
    if (before.user !== null && now.user === null) {
      messenger.post({ type: 'logout' });
      messenger.post({ type: 'receiveCompanionInfo', companions: [] });
    }
    if (now.program !== null && now.program !== before.program) {
      messenger.post({ type: 'receiveCompanionInfo', companions: companionTiers(now.program) });
    }
    before = now;
  };
  identity.subscribe(tell);
  tell();
}

function companionTiers(program: Parameters<typeof programCompanions>[0]): ParentCompanionTier[] {
  const { adult, kid } = programCompanions(program);
  return [adult, kid].flatMap((tier) => (tier ? [{ code: tier.code, name: tier.name }] : []));
}

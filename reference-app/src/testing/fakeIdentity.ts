// Test support (not part of the widget): an identity store's state and subscription, which a test
// changes by hand, for code that only watches who is signed in.
import { INITIAL_IDENTITY_STATE, type IdentityState } from '../features/identity/identityStore';

/**
 * A settled identity with nobody signed in (or `initial`), whose `set` changes it and tells the
 * subscribers, as the widget's identity store does.
 *
 * @example
 * ```ts
 * const identity = fakeIdentity();
 * identity.set({ user });
 * ```
 */
export function fakeIdentity(initial: Partial<IdentityState> = {}) {
  let state: IdentityState = { ...INITIAL_IDENTITY_STATE, phase: 'settled', ...initial };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
    set(change: Partial<IdentityState>) {
      state = { ...state, ...change };
      for (const listener of listeners) listener();
    },
  };
}

import type { components, StaykitClient } from '@staykit/sdk';
import { describe, expect, it, vi } from 'vitest';
import type { IncomingParentMessage, OutgoingParentMessage } from '../lib/parentMessenger/parentMessages';
import { fakeIdentity } from '../testing/fakeIdentity';
import { followChatbotSync } from './followChatbotSync';
import { tellParentWhoIsSignedIn } from './parentMemberNotices';

type Schemas = components['schemas'];

const USER = { id: 58231, name: 'Hanako Yamada', organization: null } as Schemas['User'];
const CONTEXT = {
  client: {} as StaykitClient,
  hotel: { hotel_id: 101, hotel_code: 'demo-tokyo' } as Schemas['BookingWidgetInit'],
};
const ROOM_SEARCH = '/booking/result?hotel_code=demo-tokyo';

/**
 * A framed widget's identity, parent and router, with the sync followed: `storedUser` is who the shared
 * storage says is signed in (what `resync` finds), `screen` the screen shown.
 */
function framedWidget({ signedIn = false, screen = '/booking/result' } = {}) {
  const { getState, subscribe, set } = fakeIdentity({ user: signedIn ? USER : null });
  const world = {
    storedUser: signedIn ? USER : null,
    resyncFails: false,
    screen,
    posted: [] as OutgoingParentMessage[],
    navigations: [] as string[],
  };
  const identity = {
    getState,
    subscribe,
    resync: vi.fn(async () => {
      await Promise.resolve();
      if (world.resyncFails) throw new Error('the identity store failed');
      set({ user: world.storedUser });
      return world.storedUser !== null;
    }),
    signedOutElsewhere: vi.fn(async () => {
      await Promise.resolve();
      set({ user: null });
    }),
  };
  let hear: (message: IncomingParentMessage) => void = () => undefined;
  const messenger = {
    post: (message: OutgoingParentMessage) => (world.posted.push(message), true),
    subscribe: (listener: (message: IncomingParentMessage) => void) => {
      hear = listener;
      return () => undefined;
    },
  };
  const notices = tellParentWhoIsSignedIn(identity, messenger);
  world.posted.length = 0;
  followChatbotSync({
    identity,
    messenger,
    notices,
    context: () => CONTEXT,
    pathname: () => world.screen,
    navigate: (to) => {
      world.navigations.push(to);
      world.screen = new URL(to, 'https://widget.test').pathname;
    },
    hotelCode: 'demo-tokyo',
  });
  const synced = () => world.posted.filter((message) => message.type === 'chatbotSynced').length;
  return { identity, world, hear: (message: IncomingParentMessage) => hear(message), synced, set };
}

describe('followChatbotSync', () => {
  it('signs out on the chatbot’s logout, answers chatbotSynced, and does not echo logout', async () => {
    const widget = framedWidget({ signedIn: true, screen: '/reservation/guest-detail' });
    widget.hear({ type: 'logout' });
    await vi.waitFor(() => expect(widget.synced()).toBe(1));
    expect(widget.identity.signedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(widget.identity.getState().user).toBeNull();
    expect(widget.world.posted.map((message) => message.type)).not.toContain('logout');
    // The member's companions are gone for the chatbot as well.
    expect(widget.world.posted).toContainEqual({ type: 'receiveCompanionInfo', companions: [] });
    expect(widget.world.navigations).toEqual([]);
  });

  it('takes a sign-in made in the chatbot’s frame and leaves the sign-in screen for the room search', async () => {
    const widget = framedWidget({ screen: '/sign-in' });
    widget.world.storedUser = USER;
    widget.hear({ type: 'refresh-login-from-chatbot' });
    await vi.waitFor(() => expect(widget.synced()).toBe(1));
    expect(widget.identity.resync).toHaveBeenCalledWith(CONTEXT);
    expect(widget.identity.getState().user?.name).toBe('Hanako Yamada');
    expect(widget.world.navigations).toEqual([ROOM_SEARCH]);
    expect(widget.world.posted.map((message) => message.type)).not.toContain('login');
  });

  it.each(['/chat-sign-in', '/sign-up', '/chat-sign-up-form', '/forgot-password', '/organization-sign-in'])(
    'leaves %s for the room search once someone is signed in',
    async (screen) => {
      const widget = framedWidget({ screen });
      widget.world.storedUser = USER;
      widget.hear({ type: 'refresh-login-from-chatbot' });
      await vi.waitFor(() => expect(widget.synced()).toBe(1));
      expect(widget.world.navigations).toEqual([ROOM_SEARCH]);
    },
  );

  it('stays on any other screen when someone is signed in', async () => {
    const widget = framedWidget({ screen: '/reservation/guest-detail' });
    widget.world.storedUser = USER;
    widget.hear({ type: 'refresh-login-from-chatbot' });
    await vi.waitFor(() => expect(widget.synced()).toBe(1));
    expect(widget.world.navigations).toEqual([]);
  });

  it('goes to the room search from any screen when the member is signed in no more', async () => {
    const widget = framedWidget({ signedIn: true, screen: '/my-account' });
    widget.world.storedUser = null;
    widget.hear({ type: 'refresh-login-from-chatbot' });
    await vi.waitFor(() => expect(widget.synced()).toBe(1));
    expect(widget.identity.getState().user).toBeNull();
    expect(widget.world.navigations).toEqual([ROOM_SEARCH]);
    expect(widget.world.posted.map((message) => message.type)).not.toContain('logout');
  });

  it('handles the messages one at a time, in the order they came', async () => {
    const widget = framedWidget({ signedIn: false, screen: '/booking/result' });
    widget.world.storedUser = USER;
    // The refresh waits on the API while the logout arrives: the logout still comes second.
    widget.hear({ type: 'refresh-login-from-chatbot' });
    widget.hear({ type: 'logout' });
    await vi.waitFor(() => expect(widget.synced()).toBe(2));
    expect(widget.identity.getState().user).toBeNull();
    expect(widget.identity.resync.mock.invocationCallOrder[0]).toBeLessThan(
      widget.identity.signedOutElsewhere.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('leaves a guest who was not signed in, and still is not, on the screen (a checkout is not lost)', async () => {
    const widget = framedWidget({ screen: '/reservation/guest-detail' });
    widget.hear({ type: 'refresh-login-from-chatbot' });
    await vi.waitFor(() => expect(widget.synced()).toBe(1));
    expect(widget.world.navigations).toEqual([]);
  });

  it('answers chatbotSynced when the sync fails, so the chatbot is not left waiting', async () => {
    const widget = framedWidget({ screen: '/sign-in' });
    widget.world.resyncFails = true;
    widget.hear({ type: 'refresh-login-from-chatbot' });
    await vi.waitFor(() => expect(widget.synced()).toBe(1));
    expect(widget.world.navigations).toEqual([]);
  });

  it('still tells the parent of a sign-in or sign-out the parent did not ask for', () => {
    const widget = framedWidget();
    widget.set({ user: USER });
    widget.set({ user: null });
    expect(widget.world.posted.map((message) => message.type)).toEqual([
      'login',
      'logout',
      'receiveCompanionInfo',
    ]);
  });
});

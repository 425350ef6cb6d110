import { describe, expect, it, vi } from 'vitest';
import { loadParentMessenger } from './loadParentMessenger';
import type { ParentMessageEvent, ParentMessengerWindow } from './parentMessenger';

const HOTEL = 'https://hotel.example';

/** A framed window whose parent records what it is sent, and a way to deliver the parent's messages. */
function framedWindow() {
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const handlers = new Set<(event: ParentMessageEvent) => void>();
  const frame: ParentMessengerWindow = {
    parent,
    location: { pathname: '/booking/result' },
    addEventListener: (_type, handler) => handlers.add(handler),
    removeEventListener: (_type, handler) => handlers.delete(handler),
  };
  const deliver = (data: unknown, source: unknown = parent) => {
    for (const handler of handlers) handler({ data, origin: HOTEL, source } as ParentMessageEvent);
  };
  return { frame, parent, deliver };
}

describe('loadParentMessenger', () => {
  it('without a parentUrl, posts and hears nothing, and loads nothing', () => {
    const { frame, parent } = framedWindow();
    const messenger = loadParentMessenger({ window: frame, parentUrl: null });
    messenger.allowOrigins([HOTEL]);
    expect(messenger.canPost()).toBe(false);
    expect(messenger.post({ type: 'close' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(messenger.targetOrigin).toBeNull();
  });

  it('hands the hotel’s list and the early subscribers to the messenger once it has loaded', async () => {
    const { frame, parent, deliver } = framedWindow();
    const messenger = loadParentMessenger({ window: frame, parentUrl: `${HOTEL}/stay` });
    const heard = vi.fn();
    const left = vi.fn();
    messenger.subscribe(heard);
    const leave = messenger.subscribe(left);
    leave();
    messenger.allowOrigins([HOTEL]);
    // Not loaded yet: nothing goes out, as before the hotel's init.
    expect(messenger.post({ type: 'close' })).toBe(false);

    await vi.waitFor(() => expect(messenger.canPost()).toBe(true));
    expect(messenger.targetOrigin).toBe(HOTEL);
    expect(messenger.post({ type: 'close' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'close' }, HOTEL);
    deliver({ type: 'change-locale', locale: 'en' });
    expect(heard).toHaveBeenCalledWith({ type: 'change-locale', locale: 'en' });
    expect(left).not.toHaveBeenCalled();
  });
});

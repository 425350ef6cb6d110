import { describe, expect, it, vi } from 'vitest';
import { parseIncomingParentMessage } from './parentMessages';
import {
  createParentMessenger,
  parentOrigin,
  readAcceptedParentOrigins,
  type AcceptedParentOrigins,
  type ParentMessageEvent,
  type ParentMessengerWindow,
} from './parentMessenger';

const HOTEL = 'https://hotel.example';
const EVIL = 'https://evil.example';
const CHANGE_TO_EN = { type: 'change-locale', locale: 'en' };

/** A widget window inside a frame whose parent records what it is sent, and a way to deliver messages. */
function framedWindow(pathname = '/booking/result') {
  const parent = { postMessage: vi.fn<(message: unknown, targetOrigin: string) => void>() };
  const handlers = new Set<(event: ParentMessageEvent) => void>();
  const frame: ParentMessengerWindow = {
    parent,
    location: { pathname },
    addEventListener: (_type, handler) => handlers.add(handler),
    removeEventListener: (_type, handler) => handlers.delete(handler),
  };
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    for (const handler of handlers) handler({ data, origin, source } as ParentMessageEvent);
  };
  return { frame, parent, handlers, deliver };
}

function messengerIn(
  parentUrl: string | null,
  acceptedOrigins: AcceptedParentOrigins = [],
  pathname?: string,
) {
  const framed = framedWindow(pathname);
  const messenger = createParentMessenger({ window: framed.frame, parentUrl, acceptedOrigins });
  const received = vi.fn();
  messenger.subscribe(received);
  return { ...framed, messenger, received };
}

describe('posting to the parent', () => {
  it("posts only to the origin of parentUrl, never '*'", () => {
    const { messenger, parent } = messengerIn(`${HOTEL}/stay/tokyo?room=2#top`);
    expect(messenger.canPost()).toBe(true);
    expect(messenger.post({ type: 'close' })).toBe(true);
    expect(
      messenger.post({ type: 'ga4Event', event: 'view_item_list', params: { currency: 'JPY', value: 1 } }),
    ).toBe(true);
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'close' }, HOTEL],
      [{ type: 'ga4Event', event: 'view_item_list', params: { currency: 'JPY', value: 1 } }, HOTEL],
    ]);
  });

  it.each([
    ['no parentUrl', null],
    ['an empty parentUrl', ''],
    ['a relative parentUrl', '/stay'],
    ['an unparsable parentUrl', 'https://'],
    ['a javascript: parentUrl', 'javascript:alert(1)'],
    ['a data: parentUrl', 'data:text/html,<p>x</p>'],
    ['a wildcard parentUrl', '*'],
  ])('posts nothing with %s', (_case, parentUrl) => {
    const { messenger, parent } = messengerIn(parentUrl);
    expect(messenger.targetOrigin).toBeNull();
    expect(messenger.canPost()).toBe(false);
    expect(messenger.post({ type: 'close' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing outside a frame, where the parent is the window itself', () => {
    const self = {
      location: { pathname: '/booking/result' },
      postMessage: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    const frame = Object.assign(self, { parent: self });
    const messenger = createParentMessenger({ window: frame, parentUrl: HOTEL, acceptedOrigins: '*' });
    expect(messenger.canPost()).toBe(false);
    expect(messenger.post({ type: 'close' })).toBe(false);
    expect(self.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing and hears nothing on /recommender-widget', () => {
    const { messenger, parent, deliver, received } = messengerIn(HOTEL, '*', '/recommender-widget/');
    expect(messenger.post({ type: 'close' })).toBe(false);
    deliver(CHANGE_TO_EN, HOTEL);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(received).not.toHaveBeenCalled();
  });
});

describe('messages from the parent', () => {
  it("passes on a well-formed message from the parent window at parentUrl's origin", () => {
    const { deliver, received } = messengerIn(`${HOTEL}/stay`);
    deliver(CHANGE_TO_EN, HOTEL);
    expect(received).toHaveBeenCalledExactlyOnceWith({ type: 'change-locale', locale: 'en' });
  });

  it('ignores a message from another origin, even one naming the right parent in its data', () => {
    const { deliver, received } = messengerIn(`${HOTEL}/stay`);
    deliver(CHANGE_TO_EN, EVIL);
    deliver(CHANGE_TO_EN, 'https://hotel.example.evil.example');
    deliver(CHANGE_TO_EN, 'http://hotel.example');
    deliver(CHANGE_TO_EN, 'null');
    deliver({ ...CHANGE_TO_EN, origin: HOTEL }, EVIL);
    expect(received).not.toHaveBeenCalled();
  });

  it('ignores a message at the right origin from a window other than the parent', () => {
    const { deliver, received } = messengerIn(HOTEL, '*');
    deliver(CHANGE_TO_EN, HOTEL, { postMessage: () => undefined });
    deliver(CHANGE_TO_EN, HOTEL, null);
    expect(received).not.toHaveBeenCalled();
  });

  it.each([
    ['a string', 'change-locale'],
    ['null', null],
    ['an array', [CHANGE_TO_EN]],
    ['no locale', { type: 'change-locale' }],
    ['a numeric locale', { type: 'change-locale', locale: 7 }],
    ['an empty locale', { type: 'change-locale', locale: '' }],
    ['an overlong locale', { type: 'change-locale', locale: 'x'.repeat(500) }],
    ['an unknown type', { type: 'logout' }],
    ['a type in another case', { type: 'CHANGE-LOCALE', locale: 'en' }],
  ])('ignores a malformed message: %s', (_case, data) => {
    const { deliver, received } = messengerIn(HOTEL);
    expect(() => deliver(data, HOTEL)).not.toThrow();
    expect(received).not.toHaveBeenCalled();
  });

  it('keeps nothing of a message but its protocol fields', () => {
    expect(parseIncomingParentMessage({ type: 'change-locale', locale: 'ko', script: '<img>' })).toEqual({
      type: 'change-locale',
      locale: 'ko',
    });
  });

  it("with the wildcard, accepts any origin, still only from the parent window, and posts only to parentUrl's", () => {
    const { messenger, deliver, received, parent } = messengerIn(HOTEL, '*');
    deliver(CHANGE_TO_EN, EVIL);
    deliver(CHANGE_TO_EN, EVIL, { postMessage: () => undefined });
    expect(received).toHaveBeenCalledOnce();
    messenger.post({ type: 'close' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'close' }, HOTEL);
  });

  it('with the wildcard and no parentUrl, listens but posts nothing', () => {
    const { messenger, deliver, received, parent } = messengerIn(null, '*');
    deliver(CHANGE_TO_EN, EVIL);
    expect(received).toHaveBeenCalledOnce();
    expect(messenger.post({ type: 'close' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('accepts the listed origins besides parentUrl, and no others', () => {
    const { deliver, received } = messengerIn(HOTEL, ['https://chat.hotel.example']);
    deliver(CHANGE_TO_EN, 'https://chat.hotel.example');
    deliver(CHANGE_TO_EN, HOTEL);
    deliver(CHANGE_TO_EN, EVIL);
    expect(received).toHaveBeenCalledTimes(2);
  });

  it('listens on the window only while someone subscribes', () => {
    const { frame, handlers, deliver } = framedWindow();
    const messenger = createParentMessenger({ window: frame, parentUrl: HOTEL, acceptedOrigins: [] });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = messenger.subscribe(first);
    const stopSecond = messenger.subscribe(second);
    expect(handlers.size).toBe(1);
    stopFirst();
    deliver(CHANGE_TO_EN, HOTEL);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    stopSecond();
    stopSecond();
    expect(handlers.size).toBe(0);
  });
});

describe('parentOrigin', () => {
  it('is the origin of an http(s) address, without path, query or default port', () => {
    expect(parentOrigin('https://hotel.example:443/a?b=c')).toBe('https://hotel.example');
    expect(parentOrigin('http://hotel.test:8080/')).toBe('http://hotel.test:8080');
    expect(parentOrigin('ftp://hotel.example/')).toBeNull();
    expect(parentOrigin(undefined)).toBeNull();
  });
});

describe('readAcceptedParentOrigins', () => {
  it("reads '*' as any origin, and otherwise a list of http(s) origins", () => {
    expect(readAcceptedParentOrigins(' * ')).toBe('*');
    expect(
      readAcceptedParentOrigins('https://a.example  https://b.example/path javascript:x https://a.example'),
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(readAcceptedParentOrigins('* https://a.example')).toEqual(['https://a.example']);
    expect(readAcceptedParentOrigins('')).toEqual([]);
    expect(readAcceptedParentOrigins(undefined)).toEqual([]);
  });
});

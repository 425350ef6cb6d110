import { describe, expect, it, vi } from 'vitest';
import { parseIncomingParentMessage } from './parentMessages';
import {
  createParentMessenger,
  parentOrigin,
  type ParentMessageEvent,
  type ParentMessengerWindow,
} from './parentMessenger';

const HOTEL = 'https://hotel.example';
const EVIL = 'https://evil.example';
// The hotel's `allowed_parent_origins`: its site and its subdomains.
const HOTEL_LIST = [HOTEL, 'https://*.hotel.example'];
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

/** A messenger in a frame; `list` is the hotel's allowed parent origins once init has arrived. */
function messengerIn(
  parentUrl: string | null,
  list: readonly string[] | undefined | null = HOTEL_LIST,
  pathname?: string,
) {
  const framed = framedWindow(pathname);
  const messenger = createParentMessenger({ window: framed.frame, parentUrl });
  if (list !== null) messenger.allowOrigins(list);
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
    const messenger = createParentMessenger({ window: frame, parentUrl: HOTEL });
    messenger.allowOrigins(HOTEL_LIST);
    expect(messenger.canPost()).toBe(false);
    expect(messenger.post({ type: 'close' })).toBe(false);
    expect(self.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing and hears nothing on /recommender-widget', () => {
    const { messenger, parent, deliver, received } = messengerIn(HOTEL, HOTEL_LIST, '/recommender-widget/');
    expect(messenger.post({ type: 'close' })).toBe(false);
    deliver(CHANGE_TO_EN, HOTEL);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(received).not.toHaveBeenCalled();
  });
});

describe("the hotel's allowed parent origins", () => {
  it('sends and hears nothing before the list has arrived, and drops what was posted meanwhile', () => {
    const { messenger, parent, deliver, received } = messengerIn(`${HOTEL}/stay`, null);
    expect(messenger.canPost()).toBe(false);
    expect(messenger.post({ type: 'ga4Event', event: 'purchase', params: { value: 1 } })).toBe(false);
    deliver(CHANGE_TO_EN, HOTEL);
    messenger.allowOrigins(HOTEL_LIST);
    // Nothing posted before the list was known is sent late.
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(received).not.toHaveBeenCalled();
    expect(messenger.post({ type: 'close' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'close' }, HOTEL);
  });

  it.each([
    ['a subdomain under its wildcard', 'https://www.hotel.example/stay', 'https://www.hotel.example'],
    ['a deeper subdomain', 'https://book.tokyo.hotel.example/', 'https://book.tokyo.hotel.example'],
    ['its site with the default port written', 'https://hotel.example:443/stay', HOTEL],
  ])('talks with a parentUrl at %s', (_case, parentUrl, origin) => {
    const { messenger, parent, deliver, received } = messengerIn(parentUrl);
    expect(messenger.post({ type: 'close' })).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'close' }, origin);
    deliver(CHANGE_TO_EN, origin);
    expect(received).toHaveBeenCalledOnce();
  });

  it.each([
    ['a page that names itself as the parent', `${EVIL}/frame`, HOTEL_LIST],
    ['the hotel over plain http', 'http://hotel.example/stay', HOTEL_LIST],
    ['the hotel on another port', 'https://hotel.example:8443/stay', HOTEL_LIST],
    ['a host that merely starts like the hotel', 'https://hotel.example.evil.example/', HOTEL_LIST],
    ['userinfo naming the hotel before another host', 'https://hotel.example@evil.example/', HOTEL_LIST],
    ['the apex when only subdomains are listed', `${HOTEL}/stay`, ['https://*.hotel.example']],
    ['a hotel that lists nobody', `${HOTEL}/stay`, []],
    ['a hotel whose settings have no list', `${HOTEL}/stay`, undefined],
  ])('sends and hears nothing for %s', (_case, parentUrl, list) => {
    const { messenger, parent, deliver, received } = messengerIn(parentUrl, null);
    messenger.allowOrigins(list);
    const origin = parentOrigin(parentUrl) ?? '';
    expect(messenger.canPost()).toBe(false);
    expect(messenger.post({ type: 'ga4Event', event: 'purchase', params: { value: 1 } })).toBe(false);
    deliver(CHANGE_TO_EN, origin);
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(received).not.toHaveBeenCalled();
  });

  it('stops talking when a later list no longer allows the parent', () => {
    const { messenger, parent } = messengerIn(`${HOTEL}/stay`);
    messenger.allowOrigins(['https://other.example']);
    expect(messenger.post({ type: 'close' })).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
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
    const { deliver, received } = messengerIn(HOTEL);
    deliver(CHANGE_TO_EN, HOTEL, { postMessage: () => undefined });
    deliver(CHANGE_TO_EN, HOTEL, null);
    expect(received).not.toHaveBeenCalled();
  });

  it('passes on the chatbot’s sync messages, and nothing else the parent put in them', () => {
    const { deliver, received } = messengerIn(HOTEL);
    deliver({ type: 'logout', target: '/my-account', __proto__: { polluted: true } }, HOTEL);
    deliver({ type: 'refresh-login-from-chatbot', token: 'ut_stolen' }, HOTEL);
    deliver({ type: 'chatbotUserId', userId: 'U4af4980629', session: 'cbs_x' }, HOTEL);
    expect(received.mock.calls.map(([message]) => message)).toStrictEqual([
      { type: 'logout' },
      { type: 'refresh-login-from-chatbot' },
      { type: 'chatbotUserId', userId: 'U4af4980629' },
    ]);
  });

  it.each([
    ['a string', 'change-locale'],
    ['null', null],
    ['an array', [CHANGE_TO_EN]],
    ['no locale', { type: 'change-locale' }],
    ['a numeric locale', { type: 'change-locale', locale: 7 }],
    ['an empty locale', { type: 'change-locale', locale: '' }],
    ['an overlong locale', { type: 'change-locale', locale: 'x'.repeat(500) }],
    ['an unknown type', { type: 'close' }],
    ['a sync in another case', { type: 'Refresh-Login-From-Chatbot' }],
    ['a chatbot user without an id', { type: 'chatbotUserId' }],
    ['an empty chatbot user', { type: 'chatbotUserId', userId: '' }],
    ['a numeric chatbot user', { type: 'chatbotUserId', userId: 42 }],
    ['an overlong chatbot user', { type: 'chatbotUserId', userId: 'U'.repeat(256) }],
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

  it("ignores another listed origin: the widget talks only with parentUrl's", () => {
    const { deliver, received } = messengerIn(`${HOTEL}/stay`);
    deliver(CHANGE_TO_EN, 'https://chat.hotel.example');
    expect(received).not.toHaveBeenCalled();
    deliver(CHANGE_TO_EN, HOTEL);
    expect(received).toHaveBeenCalledOnce();
  });

  it('listens on the window only while someone subscribes', () => {
    const { frame, handlers, deliver } = framedWindow();
    const messenger = createParentMessenger({ window: frame, parentUrl: HOTEL });
    messenger.allowOrigins(HOTEL_LIST);
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

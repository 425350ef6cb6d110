import { cleanup, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/setupMockApi';
import { saveSearch } from '../features/search/savedSearch';
import { readSearchValues } from '../features/search/searchQuery';
import { startWidget } from '../testing/startWidget';

// How many API round trips the first price waits for, one after the other, for each kind of visitor:
// the widget as main.tsx starts it, over the mock's handlers, with every answer held back a little so
// that calls made side by side overlap and calls made one after another do not (docs/rules.md,
// "Start-up").
const server = setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());

// Long enough that calls sent side by side still overlap when a busy machine holds the worker back for
// tens of milliseconds between them.
const ROUND_TRIP_MS = 150;
beforeEach(() => server.use(http.all('*', () => delay(ROUND_TRIP_MS))));
const PAGE = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';

const SESSION = 'POST /client_sessions';
const INIT = 'GET /hotels/demo-tokyo/booking_widget/init';
const LOGIN_WIDGET = 'GET /hotels/demo-tokyo/login_widget';
const IDENTITY = 'GET /user/identity';
const SEARCH = 'GET /hotels/101/rooms';

interface Exchange {
  name: string;
  start: number;
  end: number;
  request: Request;
}

/** The API calls of one visit, as the mock sees them, each answer `ROUND_TRIP_MS` after its request. */
function recordVisit() {
  const exchanges: Exchange[] = [];
  const open = new Map<string, Exchange>();
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    const exchange = {
      name: `${request.method} ${new URL(request.url).pathname}`,
      start: performance.now(),
      end: Number.POSITIVE_INFINITY,
      request: request.clone(),
    };
    open.set(requestId, exchange);
    exchanges.push(exchange);
  };
  const ended = ({ requestId }: { requestId: string }) => {
    const exchange = open.get(requestId);
    if (exchange) exchange.end = performance.now();
    open.delete(requestId);
  };
  server.events.on('request:start', started);
  server.events.on('response:mocked', ended);
  return {
    exchanges,
    find: (name: string) => exchanges.find((exchange) => exchange.name === name),
    /** Waits until no call is in flight, then stops listening. */
    async finish() {
      await waitFor(() => expect(open.size).toBe(0));
      server.events.removeListener('request:start', started);
      server.events.removeListener('response:mocked', ended);
    },
  };
}

/** The longest run of calls, each sent after the one before it answered, that ends with `last`. */
function inARow(exchanges: Exchange[], last: Exchange): string[] {
  const before = exchanges.filter((exchange) => exchange.end <= last.start);
  let longest: string[] = [];
  for (const exchange of before) {
    const chain = inARow(exchanges, exchange);
    if (chain.length > longest.length) longest = chain;
  }
  return [...longest, last.name];
}

/** Opens the page, waits for the first price and for every call to settle; answers the visit's calls. */
async function visit(path: string) {
  const visitCalls = recordVisit();
  startWidget(path);
  await screen.findAllByTestId('price');
  await visitCalls.finish();
  cleanup();
  document.body.innerHTML = '';
  const search = visitCalls.find(SEARCH);
  if (!search) throw new Error('The visit made no search');
  return { ...visitCalls, search, chain: inARow(visitCalls.exchanges, search) };
}

const overlap = (a: Exchange | undefined, b: Exchange | undefined) =>
  a !== undefined && b !== undefined && a.start < b.end && b.start < a.end;

describe('round trips before the first price', () => {
  it('first visit: session → init → search, the login widget beside the init and no identity call', async () => {
    const first = await visit(PAGE);
    expect(first.chain).toEqual([SESSION, INIT, SEARCH]);
    expect(overlap(first.find(LOGIN_WIDGET), first.find(INIT))).toBe(true);
    expect(first.find(IDENTITY)).toBeUndefined();
    // One session for the calls that waited for it side by side.
    expect(first.exchanges.filter((exchange) => exchange.name === SESSION)).toHaveLength(1);
  });

  it('returning guest: the stored client session skips its round trip (init → search)', async () => {
    await visit(PAGE);
    const again = await visit(PAGE);
    expect(again.chain).toEqual([INIT, SEARCH]);
    expect(again.find(SESSION)).toBeUndefined();
    expect(again.find(IDENTITY)).toBeUndefined();
  });

  it('signing in with a one-time token: identity beside the init, the search after both', async () => {
    const signingIn = await visit(`${PAGE}&login_token=ota_hanako_0001`);
    expect(signingIn.chain).toHaveLength(3);
    expect(signingIn.chain[0]).toBe(SESSION);
    expect(overlap(signingIn.find(IDENTITY), signingIn.find(INIT))).toBe(true);
    const identity = signingIn.find(IDENTITY);
    expect(identity?.request.headers.get('X-One-Time-Access-Token')).toBe('ota_hanako_0001');
    // Member prices: the search goes with the new member's token, after identity answered.
    expect(signingIn.search.start).toBeGreaterThanOrEqual(identity?.end ?? Number.POSITIVE_INFINITY);
    expect(signingIn.search.request.headers.get('Authorization')).toMatch(/^Bearer ut_/);
  });

  it('a guest reading Japanese: the search goes as soon as the init is in, beside the text, and once', async () => {
    // Whether the page had opened when the search went out: without the preload it goes only once the
    // page (its text loaded) has rendered. With it, the request starts in the microtasks that follow the
    // init's arrival, and React renders the page in a later task even when the text is already loaded.
    let pageOpenAtSearch: boolean | undefined;
    const watch = ({ request }: { request: Request }) => {
      if (pageOpenAtSearch === undefined && request.url.includes('/hotels/101/rooms')) {
        pageOpenAtSearch = document.querySelector('main') !== null;
      }
    };
    server.events.on('request:start', watch);
    const japanese = await visit(PAGE.replace('locale=en', 'locale=ja'));
    server.events.removeListener('request:start', watch);
    expect(pageOpenAtSearch).toBe(false);
    expect(japanese.chain).toEqual([SESSION, INIT, SEARCH]);
    expect(japanese.exchanges.filter((exchange) => exchange.name === SEARCH)).toHaveLength(1);
    // In the guest's language: the room names the page shows.
    expect(japanese.search.request.headers.get('Accept-Language')).toBe('ja');
  });

  it('returning signed-in guest: init and identity side by side, then the search (2 in a row)', async () => {
    await visit(`${PAGE}&login_token=ota_hanako_0001`);
    const again = await visit(PAGE);
    expect(again.chain).toHaveLength(2);
    expect(again.find(SESSION)).toBeUndefined();
    const identity = again.find(IDENTITY);
    expect(overlap(identity, again.find(INIT))).toBe(true);
    expect(identity?.request.headers.get('Authorization')).toMatch(/^Bearer ut_/);
    // Only identity's own call carries the token before the init has named the brand.
    expect(again.find(INIT)?.request.headers.get('Authorization')).toBeNull();
    expect(again.search.request.headers.get('Authorization')).toMatch(/^Bearer ut_/);
    // The programme loads beside the search, not before it.
    const program = again.find('GET /hotels/101/memberships/program');
    expect(program).toBeDefined();
    expect(again.chain).not.toContain(program?.name);
  });
  it('a guest back within the hour on a bare address: the saved search, asked once, beside the text', async () => {
    const saved = readSearchValues(new URLSearchParams('checkin=2026-12-20&checkout=2026-12-22&adults=3'), {
      adults: 2,
      checkin: '2026-12-01',
      checkout: '2026-12-02',
    });
    saveSearch(window.localStorage, 'demo-tokyo', saved, 'room', new Date());
    try {
      const back = await visit('/booking/result?hotel_code=demo-tokyo&locale=en');
      // The page opens on the saved search: not the hotel's default first, then the saved one.
      const searches = back.exchanges.filter((exchange) => exchange.name === SEARCH);
      expect(searches).toHaveLength(1);
      const query = new URL(back.search.request.url).searchParams;
      expect([query.get('checkin_date'), query.get('checkout_date'), query.get('adults')]).toEqual([
        '2026-12-20',
        '2026-12-22',
        '3',
      ]);
      expect(new URLSearchParams(window.location.search).get('checkin')).toBe('2026-12-20');
    } finally {
      window.localStorage.removeItem('staykit.search.demo-tokyo');
    }
  });
});

// Messages between the widget and the page that frames it, across real origins: a hotel page at
// https://hotel.test, which the hotel lists in its `allowed_parent_origins`, and a hostile page at
// https://evil.test (both served by page.route, which answers before the network, so no certificate is
// involved) frame the same production build. Two ways to serve it: a plain static server, where only the
// widget's own checks stand between the hostile page and the hotel's guest, and the widget's production
// server, whose frame-ancestors header keeps the hostile page from framing it at all.
import { expect, test, type Page } from '@playwright/test';
import { fillGuestDetails } from './fixtures/guestDetails';
import { bookThroughApi } from './fixtures/mockApi';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

// The host pages count as public sites and the widget is served from 127.0.0.1: Chromium lets a public
// page frame a local address only from a secure (https) page and with the local-network permission, as a
// guest's browser would for a local server. A deployed widget is public too and is never asked about.
test.use({ permissions: ['local-network-access'] });

let site: WidgetSite;
let production: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('parent-messages');
  production = await startWidgetSite('parent-messages-production', { productionServer: true });
});

test.afterAll(async () => {
  await site.close();
  await production.close();
});

const HOTEL = 'https://hotel.test';
// LINE's LIFF SDK, the address a build of the widget loads.
const LINE_LIFF_SDK = 'https://static.line-scdn.net/liff/edge/2/sdk.js';
const EVIL = 'https://evil.test';

test.beforeEach(async () => {
  // The hotel's own page is its one allowed parent (the seed lists the hotel's real site instead).
  await site.setHotelSettings('demo-tokyo', { allowed_parent_origins: [HOTEL] });
  await production.setHotelSettings('demo-tokyo', { allowed_parent_origins: [HOTEL] });
});

test.afterEach(async () => {
  await site.resetMock();
  await production.resetMock();
});

interface Received {
  origin: string;
  data: unknown;
}

declare global {
  interface Window {
    /** What the host page's message listener has received. */
    received: Received[];
  }
}

/**
 * The widget's address as a host embeds it, at `origin` (the static site unless another is given), naming
 * `parent` as the parentUrl. The screen is /facilities: what is under test is the page shell around any
 * screen (header, messages).
 */
const widgetUrl = ({
  origin = site.origin,
  parent = HOTEL,
  path = '/facilities?hotel_code=demo-tokyo&locale=en',
} = {}) => `${origin}${path}&parentUrl=${encodeURIComponent(`${parent}/stay`)}`;

/**
 * Serves a page at `origin` that frames `src` (titled "Booking") and, with `chatbotSrc`, a chatbot's frame
 * of the widget beside it (titled "Chatbot"), and records every message it receives.
 */
async function openHostPage(
  page: Page,
  origin: string,
  src = widgetUrl(),
  chatbotSrc?: string,
): Promise<void> {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html>
<html lang="en">
  <head>
    <title>Host page</title>
    <script>
      window.received = [];
      window.addEventListener('message', (event) => {
        window.received.push({ origin: event.origin, data: event.data });
      });
    </script>
  </head>
  <body>
    <iframe title="Booking" src="${src}" style="width: 100%; height: 700px"></iframe>
    ${chatbotSrc === undefined ? '' : `<iframe title="Chatbot" src="${chatbotSrc}" style="width: 400px; height: 600px"></iframe>`}
  </body>
</html>`,
    }),
  );
  await page.goto(`${origin}/stay`);
}

const widget = (page: Page) => page.frameLocator('iframe[title="Booking"]');

/** Hanako signs in in the widget's frame on the hotel's page. */
async function signInInHotelFrame(page: Page): Promise<void> {
  await openHostPage(page, HOTEL, widgetUrl({ path: '/sign-in?hotel_code=demo-tokyo&locale=en' }));
  const form = widget(page).getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(widget(page).getByRole('group', { name: 'Your account' })).toBeVisible();
}
const received = (page: Page) => page.evaluate(() => window.received);

/** Posts `message` into the widget's frame from the host page, as any script on that page could. */
const postToWidget = (page: Page, message: unknown, targetOrigin: string) =>
  page.evaluate(
    ([data, target]) => document.querySelector('iframe')?.contentWindow?.postMessage(data, target),
    [message, targetOrigin] as const,
  );

/**
 * Sends a marker from the widget's window to its parent, as the test's own sync point: messages from one
 * window to another arrive in order, so once the marker is in, anything the widget posted before it
 * that the browser delivered is in too.
 */
async function syncWithWidget(page: Page, widgetOrigin = site.origin): Promise<Received> {
  const frame = page.frame({ url: (url) => url.origin === widgetOrigin });
  if (!frame) throw new Error('The widget frame is not there');
  await frame.evaluate(() => window.parent.postMessage('sync', '*'));
  const marker = { origin: widgetOrigin, data: 'sync' };
  await expect.poll(() => received(page)).toContainEqual(marker);
  return marker;
}

test('the hotel page receives booking-widget-opened and close, and can change the language', async ({
  page,
}) => {
  await openHostPage(page, HOTEL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect
    .poll(() => received(page))
    .toEqual([
      { origin: site.origin, data: { type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' } },
    ]);

  // A current browser has everything the widget needs: no obsolete-browser warning.
  await expect(frame.getByRole('region', { name: 'Browser notice' })).toHaveCount(0);

  // The close button is a labelled button, operable from the keyboard.
  const close = frame.getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await received(page)).at(-1))
    .toEqual({
      origin: site.origin,
      data: { type: 'close' },
    });

  await postToWidget(page, { type: 'change-locale', locale: 'ja' }, site.origin);
  await expect(frame.getByRole('combobox', { name: '言語' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(frame.getByRole('button', { name: '閉じる' })).toBeVisible();

  // A chatbot's sync is followed only by a frame opened with `chatbot_sync=true`: this one ignores it.
  await postToWidget(page, { type: 'refresh-login-from-chatbot' }, site.origin);
  const marker = await syncWithWidget(page);
  expect(await received(page)).not.toContainEqual({ origin: site.origin, data: { type: 'chatbotSynced' } });
  expect((await received(page)).at(-1)).toEqual(marker);
});

test('a page at another origin framing the widget under the hotel parentUrl receives nothing and is not obeyed', async ({
  page,
}) => {
  await openHostPage(page, EVIL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();

  await postToWidget(page, { type: 'change-locale', locale: 'ja' }, '*');
  await frame.getByRole('button', { name: 'Close' }).click();
  const marker = await syncWithWidget(page);

  // The widget posted booking-widget-opened and close, to the hotel's origin only: none reached this page.
  expect(await received(page)).toEqual([marker]);
  await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

test('shows no close button when the hotel does not allow closing', async ({ page }) => {
  await site.setHotelSettings('demo-tokyo', { closeable: false });
  await openHostPage(page, HOTEL);
  const frame = widget(page);
  await expect(frame.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(frame.getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

/** A booking paid at the hotel, and its confirmation page's address (where GA4's `purchase` is sent). */
async function bookedConfirmationPath(mockUrl: string): Promise<{ path: string; reservationNumber: string }> {
  const booked = await bookThroughApi(mockUrl, { payment: 'on_site' });
  const query = new URLSearchParams({
    hotel_code: 'demo-tokyo',
    locale: 'en',
    email: booked.email,
    bypass_token: booked.token,
  });
  return {
    path: `/reservation/confirmation/${booked.reservationNumber}?${query.toString()}`,
    reservationNumber: booked.reservationNumber,
  };
}

const ga4Events = async (page: Page) =>
  (await received(page)).filter((message) => (message.data as { type?: string })?.type === 'ga4Event');

test("the hotel's page receives the booking's purchase; a page it does not list, naming itself as the parent, receives nothing and is not obeyed", async ({
  page,
}) => {
  const { path, reservationNumber } = await bookedConfirmationPath(site.mockUrl);
  await openHostPage(page, HOTEL, widgetUrl({ path }));
  await expect(widget(page).getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await expect
    .poll(async () => (await ga4Events(page)).map(({ data }) => data))
    .toEqual([
      expect.objectContaining({
        event: 'purchase',
        params: expect.objectContaining({ transaction_id: reservationNumber }),
      }),
    ]);

  // The same confirmation framed by a page the hotel does not list, which says it is the parent.
  const hostile = await page.context().newPage();
  await openHostPage(hostile, EVIL, widgetUrl({ path, parent: EVIL }));
  const frame = widget(hostile);
  await expect(frame.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await postToWidget(hostile, { type: 'change-locale', locale: 'ja' }, '*');
  const marker = await syncWithWidget(hostile);
  // No booking-widget-opened, no purchase with its reservation number and value: only the test's marker.
  expect(await received(hostile)).toEqual([marker]);
  await expect(frame.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
});

test('served with its frame-ancestors, the widget opens in a page the hotel lists and in no other', async ({
  page,
}) => {
  await openHostPage(page, HOTEL, widgetUrl({ origin: production.origin }));
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect
    .poll(() => received(page))
    .toEqual([
      {
        origin: production.origin,
        data: { type: 'booking-widget-opened', hotelCode: 'demo-tokyo', locale: 'en' },
      },
    ]);

  const hostile = await page.context().newPage();
  const refusal = hostile.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await openHostPage(hostile, EVIL, widgetUrl({ origin: production.origin, parent: EVIL }));
  // Chromium refuses to show the widget there: it says so, and nothing of the widget loads.
  expect((await refusal).text()).toContain(`"frame-ancestors ${HOTEL}"`);
  expect(
    hostile
      .frames()
      .some((frame) => frame.url().startsWith(production.origin) && frame !== hostile.mainFrame()),
  ).toBe(false);
  await expect(widget(hostile).getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(await received(hostile)).toEqual([]);
});

test("a chatbot's sign-in hands the member's chatbot session to the chatbot that framed it", async ({
  page,
}) => {
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({
      path: '/chat-sign-in?hotel_code=demo-tokyo&locale=en&iframe=true&chatbot_user_id=U4af4980629',
    }),
  );
  const frame = widget(page);
  const form = frame.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(async () => (await received(page)).map((message) => message.data))
    .toContainEqual({ type: 'receiveChatbotSession', session: expect.stringMatching(/^cbs_/) as unknown });
  // Only the hotel's own page received it.
  expect((await received(page)).every((message) => message.origin === site.origin)).toBe(true);
});

test("a chatbot's sync: a sign-in in the chatbot's frame reaches the hotel's frame, and its sign-out too", async ({
  page,
}) => {
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({ path: '/booking/result?hotel_code=demo-tokyo&locale=en&chatbot_sync=true' }),
    widgetUrl({
      path: '/chat-sign-in?hotel_code=demo-tokyo&locale=en&iframe=true&chatbot_user_id=U4af4980629',
    }),
  );
  const hotelFrame = widget(page);
  const header = hotelFrame.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const form = page.frameLocator('iframe[title="Chatbot"]').getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const types = async (type: string) =>
    (await received(page)).filter(({ data }) => (data as { type?: string }).type === type).length;
  await expect.poll(() => types('receiveChatbotSession')).toBe(1);
  // The hotel's frame does not know yet: the chatbot tells it.
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await postToWidget(page, { type: 'refresh-login-from-chatbot' }, site.origin);
  await expect(header.getByRole('group', { name: 'Your account' }).getByText('Hanako Yamada')).toBeVisible();
  await expect.poll(() => types('chatbotSynced')).toBe(1);
  // The one login the page heard is the chatbot frame's own: the hotel's frame does not echo it.
  expect(await types('login')).toBe(1);

  // The member signs out in the chatbot's frame, which says so; the chatbot tells the hotel's frame, which
  // follows without a word back.
  await page.evaluate(
    (src) => {
      document.querySelector('iframe[title="Chatbot"]')?.setAttribute('src', src);
    },
    widgetUrl({ path: '/sign-out?hotel_code=demo-tokyo&locale=en&iframe=true' }),
  );
  await expect.poll(() => types('logout')).toBe(1);
  await postToWidget(page, { type: 'logout' }, site.origin);
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => types('chatbotSynced')).toBe(2);
  expect(await types('logout')).toBe(1);
});

test('a chatbot sign-in framed without its user asks the chatbot for it, and closes when no answer comes', async ({
  page,
}) => {
  const chatSignIn = widgetUrl({ path: '/chat-sign-in?hotel_code=demo-tokyo&locale=en&iframe=true' });
  await openHostPage(page, HOTEL, chatSignIn);
  // The chatbot answers who its user is, to the widget's origin only.
  await page.evaluate((widgetOrigin) => {
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string }).type !== 'getChatbotUserId') return;
      (event.source as Window).postMessage({ type: 'chatbotUserId', userId: 'U4af4980629' }, widgetOrigin);
    });
  }, site.origin);
  const sessionUsers: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/chatbot_session')) sessionUsers.push(url.searchParams.get('user_id'));
  });
  const signIn = async () => {
    const form = widget(page).getByRole('form', { name: 'Sign in' });
    await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
    await form.getByLabel(/^Password/).fill('Winter2026x');
    await form.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  const messages = async () => (await received(page)).map((message) => message.data);
  await expect
    .poll(messages)
    .toContainEqual({ type: 'receiveChatbotSession', session: expect.stringMatching(/^cbs_/) as unknown });
  expect(await messages()).toContainEqual({ type: 'getChatbotUserId' });
  expect(await messages()).not.toContainEqual({ type: 'close' });
  // The session is for the user the chatbot named.
  expect(sessionUsers).toEqual(['U4af4980629']);

  // A chatbot that does not answer (the page again, without its answer; the member is still signed in):
  // after its 2 seconds, the widget asks to be closed.
  await page.goto(`${HOTEL}/stay`);
  await expect.poll(messages).toContainEqual({ type: 'getChatbotUserId' });
  await expect.poll(messages, { timeout: 10_000 }).toContainEqual({ type: 'close' });
  expect(await messages()).not.toContainEqual(expect.objectContaining({ type: 'receiveChatbotSession' }));
});

test("the chatbot's hidden session helper (/iframe-token) says nobody is signed in, then hands over a member's session", async ({
  page,
}) => {
  const helper = widgetUrl({
    path: '/iframe-token?hotel_code=demo-tokyo&locale=en&chatbot_user_id=U4af4980629',
  });
  const messages = async () => (await received(page)).map((message) => message.data);
  await openHostPage(page, HOTEL, helper);
  await expect(widget(page).getByRole('heading', { name: 'Not signed in' })).toBeVisible();
  await expect.poll(messages).toContainEqual({ type: 'logout' });
  // Said once, and nothing else asked of the chatbot (a marker from the frame comes after all it sent).
  await syncWithWidget(page);
  expect(
    (await messages()).filter((data) => (data as { type?: string }).type !== 'booking-widget-opened'),
  ).toEqual([{ type: 'logout' }, 'sync']);

  // The guest signs in in the widget's frame on the hotel's page: the helper, framed on the same site,
  // shares that frame's storage (a browser keeps a framed origin's storage per top-level site).
  await signInInHotelFrame(page);

  await openHostPage(page, HOTEL, helper);
  await expect(widget(page).getByText('You are signed in as Hanako Yamada.', { exact: false })).toBeVisible();
  await expect
    .poll(messages)
    .toContainEqual({ type: 'receiveChatbotSession', session: expect.stringMatching(/^cbs_/) as unknown });
  expect(await messages()).not.toContainEqual({ type: 'logout' });
});

test("the LINE page registers the guest's LINE user through LINE's SDK (played by the mock), linked to a member signed in", async ({
  page,
}) => {
  const liffPage = widgetUrl({
    path: '/iframe-liff-token?hotel_code=demo-tokyo&locale=en&chatbot_user_id=U4af4980629',
  });
  const messages = async () => (await received(page)).map((message) => message.data);
  // LINE's server, stood in by the mock's LIFF SDK (mocks/README.md): the build loads LINE's address.
  const lineLoads: string[] = [];
  await page.route(LINE_LIFF_SDK, async (route) => {
    lineLoads.push(route.request().url());
    await route.fulfill({ response: await page.request.get(`${site.mockUrl}/__staykit/line/liff-sdk.js`) });
  });
  const mockRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(site.mockUrl)) mockRequests.push(new URL(request.url()).pathname);
  });
  await openHostPage(page, HOTEL, liffPage);
  await expect(widget(page).getByRole('heading', { name: 'Connect with LINE' })).toBeVisible();
  await expect(widget(page).getByText('Connected to LINE as Hanako LINE.', { exact: false })).toBeVisible();
  await expect.poll(messages).toContainEqual({
    type: 'receiveLiffUser',
    lineUserId: 'U7d3a9c2e41f04b8a9e6c5d1f2a3b4c5d',
    linked: false,
  });
  expect(lineLoads).toEqual([LINE_LIFF_SDK]);
  expect(mockRequests).toContain('/liff/upsert');

  // Signed in at the widget (in its frame on the hotel's page), the same LINE user is linked to the member.
  await signInInHotelFrame(page);
  await openHostPage(page, HOTEL, liffPage);
  await expect.poll(messages).toContainEqual({
    type: 'receiveLiffUser',
    lineUserId: 'U7d3a9c2e41f04b8a9e6c5d1f2a3b4c5d',
    linked: true,
  });

  // LINE's SDK not loading: the page says so, and the chatbot is asked to close it.
  await page.unroute(LINE_LIFF_SDK);
  await page.route(LINE_LIFF_SDK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await openHostPage(page, HOTEL, liffPage);
  await expect(widget(page).getByRole('alert')).toHaveText(
    'LINE could not be connected. Close this window and open it again from LINE.',
  );
  await expect.poll(messages).toContainEqual({ type: 'close' });
  expect(await messages()).not.toContainEqual(expect.objectContaining({ type: 'receiveLiffUser' }));

  // A hotel with no LINE app says so and loads nothing of LINE's (nor registers anyone).
  lineLoads.length = 0;
  mockRequests.length = 0;
  await page.goto(`${site.origin}/iframe-liff-token?hotel_code=demo-seoul&locale=en`);
  await expect(page.getByText('This hotel does not connect with LINE.')).toBeVisible();
  // Nothing of LINE's comes later either, once the page has no request left.
  await page.waitForLoadState('networkidle');
  expect(lineLoads).toEqual([]);
  expect(mockRequests).not.toContain('/liff/upsert');
});

test("the header offers the hotel's chatbot in a frame the hotel allows, and asks the page to open it; not on a pay-link page, nor on the widget's own page", async ({
  page,
}) => {
  await openHostPage(page, HOTEL);
  const chat = widget(page).getByRole('button', { name: 'Chat with us' });
  await chat.click();
  await expect
    .poll(async () => (await received(page)).map((message) => message.data))
    .toContainEqual({ type: 'show-chatbot' });

  // A pay link hides it (the link itself need not exist: the page around it is what is checked).
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({ path: '/payments/PL-NOT-THERE?hotel_code=demo-tokyo&locale=en' }),
  );
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(widget(page).getByRole('button', { name: 'Chat with us' })).toHaveCount(0);

  // On its own page the widget has nobody to ask.
  await page.goto(`${site.origin}/facilities?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});

test("the chatbot's language helper opens in a frame of the hotel's page on the widget's production server when it names the hotel", async ({
  page,
}) => {
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({ origin: production.origin, path: '/iframe-change-locale?hotel_code=demo-tokyo&locale=en' }),
  );
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Language saved' })).toBeVisible();
  await expect(widget(page).getByText('Reservations will open in English in this browser.')).toBeVisible();
});

test('a chatbot session the API refuses closes the widget', async ({ page }) => {
  // A chatbot user outside the id rule: the exchange is refused, and the chatbot is asked to close the frame.
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({
      path: '/chat-sign-in?hotel_code=demo-tokyo&locale=en&iframe=true&chatbot_user_id=not%20an%20id',
    }),
  );
  const form = widget(page).getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill('hanako.yamada@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(async () => (await received(page)).map((message) => message.data))
    .toContainEqual({ type: 'close' });
});

test("in a frame, the card issuer's 3-D Secure page opens in a new tab, and the booking ends in the frame", async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-12-01T09:00:00+09:00'));
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({
      path: '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12',
    }),
  );
  const frame = widget(page);
  await frame
    .getByRole('link', { name: /^Select / })
    .first()
    .click();
  await expect(frame.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await fillGuestDetails(frame);
  const payment = frame.getByRole('form', { name: 'Payment' });
  await payment.getByRole('radio', { name: 'Pay now by card' }).check();
  await payment.getByLabel('Card number').fill('4000 0000 0000 3220');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('Security code').fill('123');
  await payment.getByLabel('Name on the card').fill('HANAKO YAMADA');
  await payment.getByRole('button', { name: 'Book' }).click();

  // The frame stays on the hotel's page and offers the issuer's page in a tab of its own.
  await expect(frame.getByRole('heading', { name: 'Check your card in a new tab' })).toBeVisible();
  expect(page.url()).toBe(`${HOTEL}/stay`);
  // An outcome from any other window than a widget page of its own origin is not taken.
  await postToWidget(page, { type: 'staykit:three-d-secure-return', search: '?outcome=approved' }, '*');
  const widgetFrame = page.frame({ url: (url) => url.origin === site.origin });
  await widgetFrame?.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  await expect(frame.getByRole('button', { name: 'Open the card check' })).toBeVisible();
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('button', { name: 'Open the card check' }).click(),
  ]);
  // The tab hands the outcome back and closes; the frame finishes the booking.
  const closed = tab.waitForEvent('close');
  await tab.getByRole('button', { name: /Approve/ }).click();
  await closed;
  await expect(frame.getByRole('heading', { name: 'Your reservation is confirmed' })).toBeVisible();
  await expect(frame.getByTestId('reservation-number')).toHaveText(/^SK\d+$/);
});

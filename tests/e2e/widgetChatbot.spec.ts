// The chatbot's side of the widget, across real origins: a hotel page at https://hotel.test (which the
// hotel lists in its `allowed_parent_origins`) frames the widget's chatbot screens and helper pages, and
// sometimes the hotel's own frame of the widget beside them (docs/embedding.md, "The chatbot's session",
// "The chatbot's helper pages", "Messages to the widget"). The same production build, served by a plain
// static server, and by the widget's production server for its frame-ancestors.
import { expect, test, type Page } from '@playwright/test';
import { HOTEL, hostPageOf, useHostPageSites } from './fixtures/hostPage';

// LINE's LIFF SDK, the address a build of the widget loads.
const LINE_LIFF_SDK = 'https://static.line-scdn.net/liff/edge/2/sdk.js';

const sites = useHostPageSites('chatbot');

const { widgetUrl, openHostPage, widget, signInInHotelFrame, received, postToWidget, syncWithWidget } =
  hostPageOf(() => sites.site);

/** What the hotel's page has heard from the widget, in order (each message's data). */
const messagesTo = async (page: Page) => (await received(page)).map((message) => message.data);

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
    .poll(() => messagesTo(page))
    .toContainEqual({ type: 'receiveChatbotSession', session: expect.stringMatching(/^cbs_/) as unknown });
  // Only the hotel's own page received it.
  expect((await received(page)).every((message) => message.origin === sites.site.origin)).toBe(true);
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

  await postToWidget(page, { type: 'refresh-login-from-chatbot' }, sites.site.origin);
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
  await postToWidget(page, { type: 'logout' }, sites.site.origin);
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
  }, sites.site.origin);
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
  const messages = () => messagesTo(page);
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
  const messages = () => messagesTo(page);
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
  const messages = () => messagesTo(page);
  // LINE's server, stood in by the mock's LIFF SDK (mocks/README.md): the build loads LINE's address.
  const lineLoads: string[] = [];
  await page.route(LINE_LIFF_SDK, async (route) => {
    lineLoads.push(route.request().url());
    await route.fulfill({
      response: await page.request.get(`${sites.site.mockUrl}/__staykit/line/liff-sdk.js`),
    });
  });
  const mockRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(sites.site.mockUrl)) mockRequests.push(new URL(request.url()).pathname);
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
  await page.goto(`${sites.site.origin}/iframe-liff-token?hotel_code=demo-seoul&locale=en`);
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
  await expect.poll(() => messagesTo(page)).toContainEqual({ type: 'show-chatbot' });

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
  await page.goto(`${sites.site.origin}/facilities?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});

test("the chatbot's language helper opens in a frame of the hotel's page on the widget's production server when it names the hotel", async ({
  page,
}) => {
  await openHostPage(
    page,
    HOTEL,
    widgetUrl({
      origin: sites.production.origin,
      path: '/iframe-change-locale?hotel_code=demo-tokyo&locale=en',
    }),
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
  await expect.poll(() => messagesTo(page)).toContainEqual({ type: 'close' });
});

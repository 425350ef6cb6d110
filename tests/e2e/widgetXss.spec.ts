// Hostile custom header and footer HTML and CSS in the production build (fixtures/hostileHotelMarkup.ts):
// set through the mock's settings control, rendered by the real browser. For every row: nothing runs (no
// flag set, no dialog, no console line), nothing executable or refused stays in the hotel's markup, every
// field of the search form is on the screen and reached by a click at its centre, nothing of the hotel's
// paints or takes clicks outside the hotel's box, the page does not widen, and no request leaves for a
// host the hotel's CSS names, not even while the guest types. Rows that target typed input are also loaded
// on the pay-link page, where a card number is typed. The hotel's harmless markup and styling still show.
//
// Up to four rows per page load, two in each box (see `Load`): each box is a shadow root of its own, so
// rows in different boxes cannot meet (and if they could, a test would fail all the same, naming them all).
// A hundred rows then take about thirty loads.
import { expect, test, type Page } from '@playwright/test';
import {
  CSS_ATTACKER_DOMAIN,
  HOSTILE_CSS,
  HOSTILE_HTML,
  type HostileMarkup,
} from './fixtures/hostileHotelMarkup';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
// One page for every row: its browser cache and client session make each load cheaper, and a fresh load
// (goto) per row still starts from a clean document.
let page: Page;
let seen: Seen;

const RESULT_PAGE = '/booking/result?hotel_code=demo-tokyo&locale=en';
const PAY_PAGE = '/payments/PL1010001?hotel_code=demo-tokyo&locale=en';
const SEARCH_FORM = 'form[aria-label="Search"]';
const CARD_FORM = 'form[aria-label="Pay by card"]';
/** The header box's height cap in hotelHtml.css: min(12rem, 25vh). */
const HEADER_CAP = (viewportHeight: number) => Math.min(192, viewportHeight * 0.25);

interface Seen {
  flag: unknown;
  dialogs: string[];
  console: string[];
  popups: string[];
  /** Every request for another host than the test servers, aborted. */
  outside: string[];
}

const nothingSeen = (): Seen => ({ flag: undefined, dialogs: [], console: [], popups: [], outside: [] });

test.beforeAll(async ({ browser }) => {
  site = await startWidgetSite('xss');
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  seen = await watch(page);
});

test.afterAll(async () => {
  await page.close();
  await site.close();
});

/** Watches the page for anything a row could make run or fetch. */
async function watch(target: Page): Promise<Seen> {
  const watched = nothingSeen();
  await target.addInitScript(() => {
    const record = (value: unknown) => {
      (window as unknown as { __xss?: unknown }).__xss = value;
    };
    window.alert = (message) => record(`alert(${String(message)})`);
    window.confirm = (message) => (record(`confirm(${String(message)})`), false);
    window.prompt = (message) => (record(`prompt(${String(message)})`), null);
  });
  target.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  target.on('console', (message) => {
    if (/xss/i.test(message.text())) watched.console.push(message.text());
  });
  target.on('popup', (popup) => watched.popups.push(popup.url()));
  // No request leaves this machine: each is noted, then fails at once instead of waiting.
  await target.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      watched.outside.push(route.request().url());
      return route.abort();
    },
  );
  return watched;
}

/**
 * One page load's rows, by box. A box takes one row that has both HTML and CSS, or one with HTML only and
 * one with CSS only: the hotel's HTML and its CSS are separate settings, so neither of the two rows can
 * weaken the other (the CSS row's rules may style the HTML row's markup: that is one more hostile input).
 */
interface Load {
  header: HostileMarkup[];
  footer: HostileMarkup[];
}

const BOXES = ['header', 'footer'] as const;

/** The rows packed into as few loads as their boxes allow, first fit, in the table's order. */
function inLoads(rows: readonly HostileMarkup[]): Load[] {
  const loads: Load[] = [];
  const fits = (box: readonly HostileMarkup[], row: HostileMarkup) =>
    !box.some(
      (other) =>
        (row.html !== undefined && other.html !== undefined) ||
        (row.css !== undefined && other.css !== undefined),
    );
  for (const row of rows) {
    const boxes = row.box === undefined ? BOXES : [row.box];
    const load = loads.find((each) => boxes.some((box) => fits(each[box], row)));
    const into = load ?? { header: [], footer: [] };
    if (load === undefined) loads.push(into);
    into[boxes.find((box) => fits(into[box], row)) ?? boxes[0]].push(row);
  }
  return loads;
}

const title = (load: Load) =>
  BOXES.map((box) => `${box}: ${load[box].map((row) => row.name).join(' + ') || '-'}`).join(' | ');

/** Sets the rows' markup (after the hotel's harmless markup) and opens `path` once all of it is in. */
async function load(target: Page, path: string, { header, footer }: Load): Promise<void> {
  const html = (rows: readonly HostileMarkup[]) => rows.map((row) => row.html ?? '').join('');
  const css = (rows: readonly HostileMarkup[]) => rows.find((row) => row.css !== undefined)?.css ?? null;
  await site.setHotelSettings('demo-tokyo', {
    custom_header_html: `<p class="welcome">Welcome to <b>{{facility_name}}</b></p>${html(header)}`,
    custom_header_css: css(header),
    custom_footer_html: `<p class="welcome">See you soon</p><a href="https://demo-tokyo.example.com/terms" target="_self">Terms</a>${html(footer)}`,
    custom_footer_css: css(footer),
  });
  await target.goto(`${site.origin}${path}`, { waitUntil: 'commit' });
  // Checked every frame (an expect's polling backs off to a second): the page is ready when the form and
  // both boxes' markup are in. Whether the markup shows is the rows' business: some hide their own.
  await target.waitForFunction(
    (form) =>
      document.querySelector(form) !== null &&
      document.querySelector('.sk-custom-header')?.shadowRoot?.querySelector('.welcome') &&
      document.querySelector('.sk-custom-footer')?.shadowRoot?.querySelector('a[href]'),
    path === PAY_PAGE ? CARD_FORM : SEARCH_FORM,
    { polling: 'raf' },
  );
}

/**
 * Gives event-driven payloads their chance: every image settled, then each element of the hotel's markup
 * pointed at, focused and clicked (links to web pages excepted: they would only open a tab), then two
 * frames drawn.
 */
async function provoke(target: Page): Promise<void> {
  await target.evaluate(async () => {
    const hotelElements = [...document.querySelectorAll('.sk-hotel-html')].flatMap((box) => [
      ...(box.shadowRoot?.querySelectorAll<HTMLElement>('*') ?? []),
    ]);
    const images = hotelElements.filter((element) => element instanceof HTMLImageElement);
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    for (const element of hotelElements) {
      for (const type of ['mouseover', 'mouseenter', 'mousemove', 'focus', 'focusin']) {
        element.dispatchEvent(new Event(type, { bubbles: type !== 'mouseenter' && type !== 'focus' }));
      }
      const webLink = element.closest('a[href^="http"]') !== null;
      if (!webLink && typeof element.click === 'function') element.click();
    }
    await new Promise((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50))),
    );
  });
}

/** What the page looks like to a guest with the row's markup in it (see `inspect`). */
interface Inspection {
  /** Refused tags and attributes, handlers and script URLs left in the hotel's markup. */
  leftovers: string[];
  /** Fields of the form that a click at their centre would not reach, or that are not on the screen. */
  unreachable: string[];
  /** Points outside a hotel box where the box (or anything in it) is what a click would hit. */
  escaped: string[];
  /** The box styles the widget gives that are not in force. */
  boxStyles: string[];
  /** The page is wider than the viewport. */
  widened: boolean;
}

/** Runs in the page: see `Inspection`. */
function inspect(target: Page, formSelector: string): Promise<Inspection> {
  return target.evaluate(
    async ({ formSelector, headerCap }) => {
      const boxes = [...document.querySelectorAll<HTMLElement>('.sk-hotel-html')];
      const leftovers: string[] = [];
      const refusedTag =
        /^(script|iframe|frame|object|embed|style|link|meta|base|form|input|button|textarea|select|label|dialog|video|audio|slot)$/i;
      const refusedAttribute =
        /^(on.*|style|id|name|form|formaction|popover.*|interestfor|command.*|autofocus|tabindex|accesskey|srcdoc)$/i;
      const scriptUrl = /^(javascript|vbscript|data:text\/html)/i;
      for (const box of boxes) {
        const root = box.shadowRoot;
        if (root === null) {
          leftovers.push(`${box.className} has no shadow root`);
          continue;
        }
        for (const element of root.querySelectorAll('*')) {
          // The widget's own style element, first in the root, holds the filtered CSS.
          if (element === root.firstChild) continue;
          if (refusedTag.test(element.localName)) leftovers.push(`<${element.localName}>`);
          for (const attribute of element.attributes) {
            if (refusedAttribute.test(attribute.name))
              leftovers.push(`${element.localName}[${attribute.name}]`);
            // URL parsers drop the spaces and control characters a payload hides its scheme behind.
            const squeezed = [...attribute.value].filter((char) => char > ' ').join('');
            if (/(^|:)(href|src|action|data)$/i.test(attribute.name) && scriptUrl.test(squeezed))
              leftovers.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
          }
        }
      }
      // A clobbered host element would be found in place of the widget's own.
      if (document.getElementById('staykit-widget')?.localName !== 'div')
        leftovers.push('#staykit-widget clobbered');
      if ('staykit-widget' in window && !(window['staykit-widget' as keyof Window] instanceof HTMLDivElement))
        leftovers.push('window["staykit-widget"] clobbered');

      const unreachable: string[] = [];
      const form = document.querySelector<HTMLFormElement>(formSelector);
      if (form === null) unreachable.push(`${formSelector} is missing`);
      const fields = [...(form?.elements ?? [])].filter(
        (element): element is HTMLElement =>
          element instanceof HTMLElement && element.localName !== 'fieldset',
      );
      if (fields.length < 4) unreachable.push(`only ${fields.length} fields`);
      for (const field of fields) {
        const label = `${field.localName}[${field.getAttribute('aria-label') ?? field.id}]`;
        const rect = field.getBoundingClientRect();
        const visible = field.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        if (!visible || rect.width < 4 || rect.height < 4) unreachable.push(`${label} not visible`);
        else if (rect.top < 0 || rect.bottom > innerHeight || rect.left < 0 || rect.right > innerWidth)
          unreachable.push(`${label} off the screen at ${JSON.stringify(rect)}`);
        else {
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          if (hit === null || !(hit === field || field.contains(hit)))
            unreachable.push(`${label} covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`);
        }
      }

      // Every 16 px of the screen, at the top of the page and at its end.
      const escaped: string[] = [];
      const sample = () => {
        for (let y = 1; y < innerHeight; y += 16) {
          for (let x = 1; x < innerWidth; x += 16) {
            const box = document.elementFromPoint(x, y)?.closest('.sk-hotel-html');
            if (!box) continue;
            const rect = box.getBoundingClientRect();
            if (x < rect.left || x >= rect.right || y < rect.top || y >= rect.bottom)
              escaped.push(`${box.className} hit at ${x},${y} (box ${JSON.stringify(rect)})`);
          }
        }
      };
      sample();
      scrollTo(0, document.documentElement.scrollHeight);
      await new Promise(requestAnimationFrame);
      sample();
      scrollTo(0, 0);

      const boxStyles: string[] = [];
      for (const box of boxes) {
        const style = getComputedStyle(box);
        const wanted = { display: 'block', position: 'relative', overflowX: 'clip', overflowY: 'clip' };
        for (const [name, value] of Object.entries(wanted)) {
          const actual = style[name as keyof typeof wanted];
          if (actual !== value) boxStyles.push(`${box.className} ${name}: ${actual}`);
        }
        for (const kind of ['paint', 'layout', 'inline-size'])
          if (!style.contain.split(' ').includes(kind))
            boxStyles.push(`${box.className} contain: ${style.contain}`);
        const height = box.getBoundingClientRect().height;
        if (box.classList.contains('sk-custom-header') && height > headerCap + 0.5)
          boxStyles.push(`header box ${height}px tall`);
      }
      return {
        leftovers,
        unreachable,
        escaped: escaped.slice(0, 5),
        boxStyles,
        widened: document.documentElement.scrollWidth > innerWidth,
      };
    },
    { formSelector, headerCap: HEADER_CAP(target.viewportSize()?.height ?? 720) },
  );
}

const NOTHING_WRONG: Inspection = {
  leftovers: [],
  unreachable: [],
  escaped: [],
  boxStyles: [],
  widened: false,
};

/** A click at the (empty) field's centre focuses it and what is typed lands in it; two frames then pass. */
async function typeInto(target: Page, formSelector: string, label: string, text: string): Promise<void> {
  const field = target.locator(formSelector).getByLabel(label, { exact: true });
  const box = await field.boundingBox();
  if (box === null) throw new Error(`${label} has no box`);
  await target.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await target.keyboard.type(text);
  await expect(field).toHaveValue(text);
  await target.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30)))),
  );
}

/**
 * The outside requests but the hotel's images (`hotel-cdn.example`, named only in the rows' HTML): above
 * all, any for a host the hotel's CSS names (`*.css-attacker.example`).
 */
function leaks(watched: Seen): string[] {
  return watched.outside.filter((url) => new URL(url).hostname !== 'hotel-cdn.example');
}

async function expectNothingRanOrLeaked(target: Page): Promise<void> {
  seen.flag = await target.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect({ ...seen, outside: leaks(seen) }).toEqual(nothingSeen());
  // Still on the widget: no row navigated the page away.
  expect(new URL(target.url()).pathname).toMatch(/^\/(booking\/result|payments\/)/);
}

/**
 * Whether anything of the hotel's paints outside its boxes: the screen with the boxes as they are and with
 * them made transparent (which no CSS inside them can undo) must be the same once the boxes' own rectangles
 * are masked. A page still changing (results arriving) is shot again.
 */
async function paintOutsideBoxes(target: Page): Promise<string | null> {
  const boxes = target.locator('.sk-hotel-html');
  const shoot = () => target.screenshot({ animations: 'disabled', caret: 'hide', mask: [boxes] });
  const setTransparent = (transparent: boolean) =>
    target.evaluate(
      (value) => {
        for (const box of document.querySelectorAll<HTMLElement>('.sk-hotel-html')) box.style.opacity = value;
      },
      transparent ? '0' : '',
    );
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const shown = await shoot();
    await setTransparent(true);
    const transparent = await shoot();
    await setTransparent(false);
    if (shown.equals(transparent)) return null;
    if ((await shoot()).equals(shown)) return 'the hotel paints outside its boxes';
  }
  return 'the page never stood still for two screenshots';
}

for (const rows of inLoads([...HOSTILE_CSS, ...HOSTILE_HTML])) {
  test(`${title(rows)}: the form stays usable, nothing escapes the box, runs or leaks`, async () => {
    Object.assign(seen, nothingSeen());
    await load(page, RESULT_PAGE, rows);
    await provoke(page);
    await page.mouse.move(0, 0);
    expect(await inspect(page, SEARCH_FORM)).toEqual(NOTHING_WRONG);
    expect(await paintOutsideBoxes(page)).toBeNull();
    // The promo code field is behind its link: opening it is one more click the markup must not steal.
    await page.locator(SEARCH_FORM).getByRole('button', { name: 'Have a promo code?' }).click();
    await typeInto(page, SEARCH_FORM, 'Promo code', '42');
    await expectNothingRanOrLeaked(page);
  });
}

for (const rows of inLoads(HOSTILE_CSS.filter((row) => row.readsInput))) {
  test(`${title(rows)}: typing a card number fetches nothing`, async () => {
    Object.assign(seen, nothingSeen());
    await load(page, PAY_PAGE, rows);
    expect(await inspect(page, CARD_FORM)).toEqual(NOTHING_WRONG);
    await typeInto(page, CARD_FORM, 'Card number', '4242424242424242');
    // The rows' selectors would match the field: React writes what is typed into its value attribute.
    expect(await page.locator('input[value^="4"][autocomplete="cc-number"]').count()).toBe(1);
    await expectNothingRanOrLeaked(page);
  });
}

test('the watch itself sees a request that CSS in the page makes', async () => {
  Object.assign(seen, nothingSeen());
  await load(page, RESULT_PAGE, { header: [], footer: [] });
  await page.evaluate((url) => {
    const style = document.createElement('style');
    style.textContent = `.sk-main { background-image: url(${url}) }`;
    document.head.append(style);
  }, `https://control.${CSS_ATTACKER_DOMAIN}/x`);
  await expect.poll(() => seen.outside).toEqual([`https://control.${CSS_ATTACKER_DOMAIN}/x`]);
});

test("the hotel's harmless styling applies inside its box, and its logo loads", async () => {
  Object.assign(seen, nothingSeen());
  await load(page, RESULT_PAGE, {
    header: [
      {
        name: 'harmless header styling',
        html: '<img class="logo" src="https://hotel-cdn.example/logo.png" alt="Logo" width="40" height="40">',
        css: '.welcome { color: #036; font-weight: 700; background: linear-gradient(#fff, #eee) } @media (min-width: 600px) { .welcome b { text-decoration: underline } }',
      },
    ],
    footer: [
      {
        name: 'harmless footer styling',
        css: 'a:hover { color: rgb(0, 128, 0) } a { padding-inline: 4px; border-bottom: 1px solid #036 }',
      },
    ],
  });
  const welcome = page.getByRole('banner').locator('.welcome');
  await expect(welcome).toHaveCSS('color', 'rgb(0, 51, 102)');
  await expect(welcome).toHaveCSS('background-image', /linear-gradient/);
  await expect(welcome.locator('b')).toHaveCSS('text-decoration-line', 'underline');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toHaveCSS(
    'border-bottom-color',
    'rgb(0, 51, 102)',
  );
  // Images in the hotel's HTML may come from the hotel's own host (aborted here: no network).
  await expect.poll(() => seen.outside).toEqual(['https://hotel-cdn.example/logo.png']);
});

test('a hotel and brand name with HTML fill the placeholders as text, never as markup', async ({
  page: namesPage,
}) => {
  const watched = await watch(namesPage);
  const hotelName = '<img src=x onerror="window.__xss = 1">Hotel <b>Bold</b>';
  const brandName = '<svg onload="window.__xss = 1"></svg>Brand';
  // The names come from the init response: changed in flight, as a hotel's own data could hold them.
  await namesPage.route('**/hotels/demo-tokyo/booking_widget/init*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { hotel_name: string; hotel_brand: { name: string } };
    };
    body.data.hotel_name = hotelName;
    body.data.hotel_brand.name = brandName;
    await route.fulfill({ response, json: body });
  });
  await site.setHotelSettings('demo-tokyo', {
    custom_header_html: '<p class="welcome">{{facility_name}} by {{brand_name}}</p>',
    custom_header_css: null,
    custom_footer_html: null,
    custom_footer_css: null,
  });
  await namesPage.goto(`${site.origin}${RESULT_PAGE}`);

  const header = namesPage.getByRole('banner');
  await expect(header.locator('.welcome')).toHaveText(`${hotelName} by ${brandName}`);
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(hotelName);
  await provoke(namesPage);
  watched.flag = await namesPage.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect(watched).toEqual(nothingSeen());
  expect(await header.locator('.welcome img, .welcome svg, .welcome b').count()).toBe(0);
});

test('every kind of link in the custom footer opens in a new tab without the opener', async ({
  page: linksPage,
}) => {
  await site.setHotelSettings('demo-tokyo', {
    custom_header_html: null,
    custom_footer_html:
      '<a href="https://demo-tokyo.example.com/terms" target="_self">Terms</a>' +
      '<a href="/privacy" target="_top">Privacy</a>' +
      '<svg width="40" height="20"><a href="https://demo-tokyo.example.com/map"><text y="15">Map</text></a></svg>' +
      '<svg width="40" height="20"><a xlink:href="https://demo-tokyo.example.com/access"><text y="15">Access</text></a></svg>' +
      '<map name="footer-map"><area shape="rect" coords="0,0,20,20" href="https://demo-tokyo.example.com/area" alt="Area"></map>' +
      '<img usemap="#footer-map" width="20" height="20" alt="Map of the hotel" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
    custom_footer_css: null,
  });
  await linksPage.goto(`${site.origin}${RESULT_PAGE}`);
  const footer = linksPage.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
  const links = await footer.evaluate((element) =>
    [...(element.querySelector('.sk-hotel-html')?.shadowRoot?.querySelectorAll('a, area') ?? [])].map(
      (link) => ({
        text: link.textContent || link.getAttribute('alt') || '',
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel'),
      }),
    ),
  );
  expect(links.map((link) => link.text)).toEqual(['Terms', 'Privacy', 'Map', 'Access', 'Area']);
  for (const link of links)
    expect(link, link.text).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
});

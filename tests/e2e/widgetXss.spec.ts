// Hotel-supplied header and footer HTML in the production build, against known XSS payloads: set
// through the mock's settings control, rendered by the real browser. Nothing may run (no flag set, no
// dialog, no console line), nothing executable may stay in the page, and the hotel's harmless markup
// must still show, with footer links opening in a new tab without the opener.
import { expect, test, type Page } from '@playwright/test';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;
// One page for every payload: its browser cache and client session make each load cheaper, and a fresh
// load (goto) per payload still starts from a clean document.
let payloadPage: Page;
let ran: Ran;

test.beforeAll(async ({ browser }) => {
  site = await startWidgetSite('xss');
  payloadPage = await browser.newPage();
  ran = await watchForScripts(payloadPage);
});

test.afterAll(async () => {
  await payloadPage.close();
  await site.close();
});

// Every payload tries to set `__xss` on the widget's window (or call alert), one way or another.
const PAYLOADS: readonly { name: string; html: string; css?: string }[] = [
  { name: 'script tag', html: '<script>window.__xss = "script"</script>' },
  { name: 'script with a data: src', html: '<script src="data:text/javascript,window.__xss=1"></script>' },
  { name: 'img onerror', html: '<img src="x" onerror="window.__xss = 1">' },
  { name: 'img onerror without quotes', html: '<IMG SRC=x ONERROR=window.__xss=1>' },
  { name: 'svg onload', html: '<svg onload="window.__xss = 1"><circle r="1"></circle></svg>' },
  {
    name: 'svg animate onbegin',
    html: '<svg><animate onbegin="window.__xss = 1" attributeName="x" dur="1s"></animate></svg>',
  },
  { name: 'svg script', html: '<svg><script>window.__xss = 1</script></svg>' },
  { name: 'javascript: link', html: '<a class="xss-link" href="javascript:window.__xss=1">Offer</a>' },
  {
    name: 'javascript: link, mixed case and entities',
    html: '<a class="xss-link" href=" &#106;ava&#x09;Script:window.__xss=1">Offer</a>',
  },
  {
    name: 'javascript: in svg xlink:href',
    html: '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">Offer</text></a></svg>',
  },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>' },
  { name: 'iframe javascript: src', html: '<iframe src="javascript:parent.__xss=1"></iframe>' },
  {
    name: 'object data: URL',
    html: '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  },
  { name: 'embed data: URL', html: '<embed src="data:text/html,<script>parent.__xss=1</script>">' },
  {
    name: 'data: URL link',
    html: '<a class="xss-link" href="data:text/html,<script>alert(1)</script>">Offer</a>',
  },
  {
    name: 'style attribute with javascript: and expression()',
    html: '<div style="background:url(javascript:window.__xss=1); width: expression(window.__xss=1)">x</div>',
  },
  { name: 'style element', html: '<style>@import "javascript:window.__xss=1"; body { color: red }</style>' },
  {
    name: 'details ontoggle',
    html: '<details open ontoggle="window.__xss = 1"><summary>More</summary></details>',
  },
  { name: 'body onload', html: '<body onload="window.__xss = 1">' },
  { name: 'video source onerror', html: '<video><source onerror="window.__xss = 1"></video>' },
  {
    name: 'meta refresh to javascript:',
    html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  },
  { name: 'base href', html: '<base href="javascript:window.__xss=1//">' },
  {
    name: 'form with javascript: action',
    html: '<form action="javascript:window.__xss=1"><button>Go</button></form>',
  },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="window.__xss = 1">' },
  {
    name: 'mXSS: noscript and a title',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  },
  {
    name: 'mXSS: svg, p and style',
    html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  },
  {
    name: 'mXSS: math, mtext, table and mglyph',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  },
  {
    name: 'mXSS: nested forms in math',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  },
  { name: 'template content', html: '<template><img src=x onerror="window.__xss = 1"></template>' },
  {
    name: 'template in a noscript',
    html: '<noscript><template><img src=x onerror="window.__xss = 1"></template></noscript>',
  },
  {
    name: 'DOM clobbering of the host element',
    html: '<img name="staykit-widget" id="staykit-widget" src="x">',
  },
  {
    name: 'custom footer CSS closing its style',
    html: '<p>css</p>',
    css: '</style><script>window.__xss = 1</script><style>',
  },
  {
    name: 'custom footer CSS with javascript: and expression()',
    html: '<p>css</p>',
    css: '.sk-custom-footer { background: url("javascript:window.__xss=1"); width: expression(window.__xss=1) }',
  },
];

interface Ran {
  flag: unknown;
  dialogs: string[];
  console: string[];
  popups: string[];
}

/** Watches the page for anything a payload could make run. */
async function watchForScripts(page: Page): Promise<Ran> {
  const ran: Ran = { flag: undefined, dialogs: [], console: [], popups: [] };
  await page.addInitScript(() => {
    const record = (value: unknown) => {
      (window as unknown as { __xss?: unknown }).__xss = value;
    };
    window.alert = (message) => record(`alert(${String(message)})`);
    window.confirm = (message) => (record(`confirm(${String(message)})`), false);
    window.prompt = (message) => (record(`prompt(${String(message)})`), null);
  });
  page.on('dialog', (dialog) => {
    ran.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/xss/i.test(message.text())) ran.console.push(message.text());
  });
  page.on('popup', (popup) => ran.popups.push(popup.url()));
  // No request leaves this machine: a payload's outside URL fails at once instead of waiting.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  return ran;
}

/** What is left in the custom header and footer that could run or leak: tags, handlers, script URLs. */
function leftovers(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const areas = document.querySelectorAll('.sk-custom-header, .sk-custom-footer');
    const dangerousTag =
      /^(script|iframe|frame|object|embed|style|link|meta|base|form|input|button|textarea|select)$/i;
    const scriptUrl = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
    areas.forEach((area) => {
      area.querySelectorAll('*').forEach((element) => {
        if (dangerousTag.test(element.localName)) found.push(`<${element.localName}>`);
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) found.push(`${element.localName}[${attribute.name}]`);
          if (/(^|:)(href|src|action|formaction|data|srcdoc)$/i.test(attribute.name)) {
            // URL parsers drop the spaces and control characters a payload hides its scheme behind.
            if (
              attribute.name === 'srcdoc' ||
              scriptUrl.test([...attribute.value].filter((char) => char > ' ').join(''))
            ) {
              found.push(`${element.localName}[${attribute.name}=${attribute.value}]`);
            }
          }
        }
      });
    });
    // A clobbered host element would be found in place of the widget's own.
    if (document.getElementById('staykit-widget')?.localName !== 'div')
      found.push('#staykit-widget clobbered');
    return found;
  });
}

/**
 * Gives event-driven payloads their chance: every image settled, then each element of the custom areas
 * pointed at, focused and clicked (links to web pages excepted: they would only open a tab), then two
 * frames drawn.
 */
async function provoke(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.evaluate(async () => {
    const elements = document.querySelectorAll<HTMLElement>('.sk-custom-header *, .sk-custom-footer *');
    for (const element of elements) {
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

async function openDemoTokyo(page: Page): Promise<void> {
  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeVisible();
}

async function expectSafeMarkupShown(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByText('Welcome to Demo Hotel Tokyo')).toBeVisible();
  const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Terms' });
  await expect(terms).toBeVisible();
  await expect(terms).toHaveAttribute('href', 'https://demo-tokyo.example.com/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
}

for (const payload of PAYLOADS) {
  test(`${payload.name}: does not run from the custom header or footer`, async () => {
    Object.assign(ran, { flag: undefined, dialogs: [], console: [], popups: [] });
    // Every setting the payloads use is set each time, so no payload outlives its test.
    await site.setHotelSettings('demo-tokyo', {
      custom_header_html: `<p class="welcome">Welcome to <b>{{facility_name}}</b></p>${payload.html}`,
      custom_footer_html: `<a href="https://demo-tokyo.example.com/terms" target="_self">Terms</a>${payload.html}`,
      custom_footer_css: payload.css ?? null,
    });
    await openDemoTokyo(payloadPage);
    await expectSafeMarkupShown(payloadPage);
    await provoke(payloadPage);

    ran.flag = await payloadPage.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
    expect(ran).toEqual({ flag: undefined, dialogs: [], console: [], popups: [] });
    expect(await leftovers(payloadPage)).toEqual([]);
    // Still on the widget: no payload navigated the page away.
    expect(new URL(payloadPage.url()).pathname).toBe('/booking/result');
  });
}

test('a hotel and brand name with HTML fill the placeholders as text, never as markup', async ({ page }) => {
  const ran = await watchForScripts(page);
  const hotelName = '<img src=x onerror="window.__xss = 1">Hotel <b>Bold</b>';
  const brandName = '<svg onload="window.__xss = 1"></svg>Brand';
  // The names come from the init response: changed in flight, as a hotel's own data could hold them.
  await page.route('**/hotels/demo-tokyo/booking_widget/init*', async (route) => {
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
  });
  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en`);

  const header = page.getByRole('banner');
  await expect(header.locator('.welcome')).toHaveText(`${hotelName} by ${brandName}`);
  await expect(header.getByRole('heading', { level: 1 })).toHaveText(hotelName);
  await provoke(page);
  ran.flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect(ran).toEqual({ flag: undefined, dialogs: [], console: [], popups: [] });
  expect(await header.locator('.welcome img, .welcome svg, .welcome b').count()).toBe(0);
});

test('every kind of link in the custom footer opens in a new tab without the opener', async ({ page }) => {
  await site.setHotelSettings('demo-tokyo', {
    custom_footer_html:
      '<a href="https://demo-tokyo.example.com/terms" target="_self">Terms</a>' +
      '<a href="/privacy" target="_top">Privacy</a>' +
      '<svg width="40" height="20"><a href="https://demo-tokyo.example.com/map"><text y="15">Map</text></a></svg>' +
      '<svg width="40" height="20"><a xlink:href="https://demo-tokyo.example.com/access"><text y="15">Access</text></a></svg>' +
      '<map name="footer-map"><area shape="rect" coords="0,0,20,20" href="https://demo-tokyo.example.com/area" alt="Area"></map>' +
      '<img usemap="#footer-map" width="20" height="20" alt="Map of the hotel" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
  });
  await openDemoTokyo(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Terms' })).toBeVisible();
  const links = await footer.evaluate((element) =>
    [...element.querySelectorAll('a, area')].map((link) => ({
      text: link.textContent || link.getAttribute('alt') || '',
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    })),
  );
  expect(links.map((link) => link.text)).toEqual(['Terms', 'Privacy', 'Map', 'Access', 'Area']);
  for (const link of links)
    expect(link, link.text).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' });
});

// The widget's layout as a guest meets it, at a 375 × 812 phone and a 1280 × 800 desktop, in English,
// Japanese and Arabic (right to left): on the phone the first room's price shows without scrolling; on
// every screen checked each control is a target of at least 24 × 24 px (WCAG 2.5.8), nothing widens the
// page, and each room card has a picture with a text alternative. Then the contrast of the hotel's colours:
// three button and header colour pairs, one of them pale, through axe's contrast rule. One page load
// checks several things; the screens are the results and the guest details that follow a pick.
import { expect, type Page } from '@playwright/test';
import { runAxe, VIEWPORTS } from './fixtures/accessibility';
import { test } from './fixtures/reusedContext';
import { useWidgetSite } from './fixtures/widgetSite';

const site = useWidgetSite('layout');
const STAY = 'checkin=2026-12-10&checkout=2026-12-12';
const results = (locale: string) => `/booking/result?hotel_code=demo-tokyo&locale=${locale}&${STAY}`;

/**
 * The interactive elements smaller than 24 × 24 px, as `tag "name" w×h`. A checkbox or radio counts with
 * its label (which takes the click); what is not shown, and a link inside a sentence (2.5.8's inline
 * exception), is left out. The hotel's own header and footer markup sits in shadow roots and is not
 * reached: it is the hotel's.
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const choice = control.matches('input[type="checkbox"], input[type="radio"]');
      const target = (choice ? control.closest('label') : null) ?? control;
      const box = target.getBoundingClientRect();
      // Read out, not shown (a visually hidden text's box is 1 px).
      if (box.width <= 1 || box.height <= 1) continue;
      const sentence = control.parentElement?.textContent ?? '';
      const inline =
        control.localName === 'a' &&
        getComputedStyle(control).display === 'inline' &&
        sentence.replace(control.textContent ?? '', '').trim() !== '';
      if (inline) continue;
      if (box.width < 24 || box.height < 24) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
        found.push(`${control.localName} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${where}: the page is wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

for (const locale of ['en', 'ja', 'ar'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`${locale} at ${viewport.width} px: price in view on a phone, targets of 24 px, no sideways scroll, pictures with text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}${results(locale)}`);
      const section = page.locator('.sk-search-results');
      const price = section.getByTestId('price').first();
      await expect(price).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

      if (viewport.width < 600) {
        // The first screen, as it opens: the first room's price is on it, whole.
        const box = await price.boundingBox();
        expect(box, 'the first price has a box').not.toBeNull();
        expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      }

      // Every room card: a picture (or its placeholder) named for the room.
      const cards = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
      expect(await cards.count()).toBeGreaterThan(1);
      for (const card of await cards.all()) {
        const room = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
        const named = new RegExp(room.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        await expect(card.getByRole('img').first()).toHaveAccessibleName(named);
      }

      expect(await undersizedTargets(page), 'results').toEqual([]);
      await expectNoSidewaysScroll(page, 'results');

      // The guest details that follow a pick: the same checks.
      await section.getByRole('link').first().click();
      await expect(page.getByTestId('price-total_price')).toBeVisible();
      expect(await undersizedTargets(page), 'guest details').toEqual([]);
      await expectNoSidewaysScroll(page, 'guest details');
    });
  }
}

// Three of a hotel's colour pairs: a dark button on a white header, a vivid one under a dark header, and a
// pale button under a pale header, which the widget must still write on readably.
const COLOURS = [
  { button_colour: '#003366', header_colour: '#ffffff' },
  { button_colour: '#e4002b', header_colour: '#1b1b1b' },
  { button_colour: '#ffe680', header_colour: '#fff7cc' },
] as const;

for (const colours of COLOURS) {
  test(`contrast holds with button ${colours.button_colour} and header ${colours.header_colour}`, async ({
    page,
  }) => {
    await site.setHotelSettings('demo-tokyo', colours);
    for (const [viewport, path] of [
      [VIEWPORTS[0], results('en')],
      [VIEWPORTS[1], results('ar')],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.origin}${path}`);
      await expect(page.locator('.sk-search-results').getByTestId('price').first()).toBeVisible();
      // The hotel's colours are on: the header wears the header colour.
      await expect(page.getByRole('banner')).toHaveCSS('background-color', rgb(colours.header_colour));
      const axe = await runAxe(page, { runOnly: ['color-contrast'] });
      expect(axe.passes.length + axe.violations.length).toBeGreaterThan(0);
      expect(
        axe.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
        `contrast at ${viewport.width} px`,
      ).toEqual([]);
    }
  });
}

/** `#rrggbb` as the `rgb(r, g, b)` a computed style writes. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

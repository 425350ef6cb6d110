// The widget's speed in Chromium, against its production build and the HTTP mock:
// (a) from navigation to the first rendered result on demo-tokyo, in a fresh browser context each run
//     (no cache, no stored client session: start-up, init and search every time);
// (b) from the sort select's change to the results shown in the new order, with 200 plans (a search
//     answer widened to 200 plans by `page.route`, sorted as the API would sort it).
// Times are taken inside the page (performance.now(), a MutationObserver), so Playwright's own polling
// does not count. Prints a table; `STAYKIT_BENCH_RUNS` sets the runs per figure (default 10).
import { test, type Browser, type Page, type Route } from '@playwright/test';
import { startWidgetSite, type WidgetSite } from '../e2e/fixtures/widgetSite';

const RUNS = Math.max(1, Number(process.env['STAYKIT_BENCH_RUNS'] ?? 10) || 10);
const STAY = 'checkin=2026-12-10&checkout=2026-12-12';
const PLANS = 200;

let site: WidgetSite;
const rows: { figure: string; runs: number[] }[] = [];

test.beforeAll(async () => {
  site = await startWidgetSite('bench');
});

test.afterAll(async () => {
  await site.close();
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  const header = `${'figure'.padEnd(58)} ${'first'.padStart(10)} ${'median'.padStart(10)} ${'min'.padStart(10)} ${'max'.padStart(10)}  runs`;
  const lines = rows.map(
    ({ figure, runs }) =>
      `${figure.padEnd(58)} ${ms(runs[0] ?? 0)} ${ms(median(runs))} ${ms(Math.min(...runs))} ${ms(Math.max(...runs))}  ${runs.length}`,
  );
  console.log(
    `\nStaykit widget benchmark (Chromium, production build, HTTP mock)\n${header}\n${lines.join('\n')}\n`,
  );
});

/** A page in a context of its own: nothing cached, nothing stored. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

test('(a) navigation to rendered results on demo-tokyo', async ({ browser }) => {
  const resultsShown: number[] = [];
  const domContentLoaded: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await freshPage(browser);
    // Notes when the first price appears, in milliseconds since the navigation started.
    await page.addInitScript(() => {
      const found = () => document.querySelector('[data-testid="price"]') !== null;
      new MutationObserver((_records, observer) => {
        if (!found()) return;
        (window as unknown as { __resultsAt?: number }).__resultsAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&${STAY}`);
    await page.waitForFunction(
      () => (window as unknown as { __resultsAt?: number }).__resultsAt !== undefined,
    );
    const timing = await page.evaluate(() => ({
      results: (window as unknown as { __resultsAt: number }).__resultsAt,
      domContentLoaded: performance.getEntriesByType('navigation')[0]?.toJSON()
        .domContentLoadedEventEnd as number,
    }));
    resultsShown.push(timing.results);
    domContentLoaded.push(timing.domContentLoaded);
    await page.context().close();
  }
  rows.push({ figure: '(a) navigation → DOMContentLoaded', runs: domContentLoaded });
  rows.push({ figure: '(a) navigation → first result rendered (demo-tokyo)', runs: resultsShown });
});

interface Price {
  total_price: number;
}
interface SearchAnswer {
  data: {
    plans: {
      code: string;
      hotel_plan_code: string;
      name: string;
      rooms: {
        room_type_code: string;
        room_plans: { room_plan_code: string; hotel_plan_code: string; price: Price }[];
      }[];
    }[];
  };
}

/** The mock's plan results widened to `PLANS` plans with distinct prices, in the order the request asks. */
async function answerWith200Plans(route: Route): Promise<void> {
  const response = await route.fetch();
  const answer = (await response.json()) as SearchAnswer;
  const originals = answer.data.plans;
  if (originals.length === 0) throw new Error('The mock found no plans to widen');
  const plans = Array.from({ length: PLANS }, (_, index) => {
    const original = originals[index % originals.length];
    if (!original) throw new Error('No plan to copy');
    const plan = structuredClone(original);
    const code = `BENCH${String(index).padStart(3, '0')}`;
    plan.code = code;
    plan.hotel_plan_code = code;
    plan.name = `Bench plan ${String(index).padStart(3, '0')}`;
    for (const room of plan.rooms) {
      for (const roomPlan of room.room_plans) {
        roomPlan.room_plan_code = `${room.room_type_code}-${code}`;
        roomPlan.hotel_plan_code = code;
        // Distinct prices, in no particular order before the sort (index × a number prime to PLANS).
        roomPlan.price.total_price = 10_000 + ((index * 37) % PLANS) * 100;
      }
    }
    return plan;
  });
  const lowest = (plan: (typeof plans)[number]) =>
    Math.min(...plan.rooms.flatMap((room) => room.room_plans.map((roomPlan) => roomPlan.price.total_price)));
  const order = new URL(route.request().url()).searchParams.get('order');
  plans.sort((a, b) => (order === 'price_high_to_low' ? lowest(b) - lowest(a) : lowest(a) - lowest(b)));
  answer.data.plans = plans;
  await route.fulfill({ response, json: answer });
}

test(`(b) re-render after a sort with ${PLANS} plans`, async ({ browser }) => {
  const domReordered: number[] = [];
  const nextFrame: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const page = await freshPage(browser);
    await page.route((url) => /\/hotels\/[^/]+\/rooms$/.test(url.pathname), answerWith200Plans);
    await page.goto(
      `${site.origin}/booking/recommender?hotel_code=demo-tokyo&locale=en&${STAY}&order=price_low_to_high`,
    );
    const headings = page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 3 });
    await headings.nth(PLANS - 1).waitFor();
    const firstBefore = await headings.first().textContent();

    // From the change event (seen first, on the document's capture phase) to the first plan heading
    // being the top one of the new order with all plans shown; then the frame after it.
    await page.evaluate(
      ({ plans, before }) => {
        const marks = window as unknown as { __sortStart?: number; __sortDom?: number; __sortFrame?: number };
        document.addEventListener('change', () => (marks.__sortStart = performance.now()), {
          capture: true,
          once: true,
        });
        new MutationObserver((_records, observer) => {
          const shown = document.querySelectorAll('section[aria-label] h3');
          if (shown.length !== plans || shown[0]?.textContent === before) return;
          marks.__sortDom = performance.now();
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (marks.__sortFrame = performance.now()), 0));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { plans: PLANS, before: firstBefore },
    );
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_high_to_low');
    await page.waitForFunction(
      () => (window as unknown as { __sortFrame?: number }).__sortFrame !== undefined,
    );
    const marks = await page.evaluate(() => {
      const { __sortStart, __sortDom, __sortFrame } = window as unknown as Record<string, number>;
      return { __sortStart, __sortDom, __sortFrame } as Record<string, number>;
    });
    domReordered.push((marks['__sortDom'] ?? 0) - (marks['__sortStart'] ?? 0));
    nextFrame.push((marks['__sortFrame'] ?? 0) - (marks['__sortStart'] ?? 0));
    await page.context().close();
  }
  rows.push({ figure: `(b) sort change → ${PLANS} plans reordered in the DOM`, runs: domReordered });
  rows.push({ figure: `(b) sort change → next frame after the reorder`, runs: nextFrame });
});

// The host-page loader's cost to a hotel's page, for `npm run size`: in Chromium, a page with a button
// loads `staykit-embed.js` as a hotel pastes it, and the main thread's CPU time is read from the
// DevTools Performance metrics before and after (thread time, so a busy machine does not inflate it).
// The pages are served by the browser's request routing: nothing listens on the network.
import { chromium } from '@playwright/test';

// The functions given to page.evaluate run in the page.
/* global document, window */

const HOTEL = 'https://hotel.test';
const WIDGET = 'https://widget.test';
const RUNS = 3;

const PAGE = `<!doctype html>
<html lang="en">
  <head><title>Hotel</title></head>
  <body><button type="button" data-staykit-open data-checkin="2026-12-10" data-nights="2">Book</button></body>
</html>`;

/** Milliseconds of each DevTools Performance metric the figures use. */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const read = (name) => (list.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { script: read('ScriptDuration'), tasks: read('TaskDuration') };
}

/**
 * The main thread's CPU time from the loader's tag being added to the end of its read of the hotel's
 * choice: script and all tasks, each the least of a few page loads (the figure without the noise of a
 * shared machine).
 *
 * @param {string} script the loader's text
 * @param {string} executablePath the Chromium to run
 * @returns {Promise<{ scriptMs: number, tasksMs: number }>}
 *
 * @example
 * const { tasksMs } = await measureLoaderMainThread(await bundleEmbedScript(), '/usr/bin/chromium-headless-shell');
 */
export async function measureLoaderMainThread(script, executablePath) {
  const browser = await chromium.launch({ executablePath });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      await page.route(`${HOTEL}/**`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
      await page.route(`${WIDGET}/**`, (route) =>
        route.request().url().endsWith('.js')
          ? route.fulfill({ contentType: 'text/javascript', body: script })
          : route.fulfill({
              contentType: 'application/json',
              headers: { 'Access-Control-Allow-Origin': '*' },
              body: '{"booking_widget_type":"embedded"}',
            }),
      );
      await page.goto(`${HOTEL}/`);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const before = await metrics(cdp);
      const settingsRead = page.waitForEvent('requestfinished', (request) =>
        request.url().includes('/staykit-embed.json'),
      );
      await page.evaluate(
        (src) =>
          new Promise((done, fail) => {
            const tag = document.createElement('script');
            tag.src = src;
            tag.async = true;
            tag.dataset.hotelCode = 'demo-tokyo';
            tag.onload = done;
            tag.onerror = fail;
            document.head.append(tag);
          }),
        `${WIDGET}/staykit-embed.js`,
      );
      await settingsRead;
      if (!(await page.evaluate(() => typeof window.Staykit?.open === 'function'))) {
        throw new Error('staykit-embed.js ran without making window.Staykit');
      }
      const after = await metrics(cdp);
      runs.push({ scriptMs: after.script - before.script, tasksMs: after.tasks - before.tasks });
      await page.close();
    }
    return {
      scriptMs: Math.min(...runs.map((run) => run.scriptMs)),
      tasksMs: Math.min(...runs.map((run) => run.tasksMs)),
    };
  } finally {
    await browser.close();
  }
}

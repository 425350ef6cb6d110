import { defineConfig } from '@playwright/test';

// Debian's Chromium (scripts/ensure-chromium.mjs installs it): Playwright cannot download its own here.
// The tests run in its headless shell, which costs a third less CPU than the full browser (the bench,
// tests/bench/playwright.config.ts, measures the full browser). The flags keep Chromium from reaching
// for the network at start-up, which a closed network refuses.
const executablePath = process.env.STAYKIT_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// A trace of every test, kept or not, doubled the browser tests' CPU: none by default. To keep one of each
// failing test: STAYKIT_TRACE=retain-on-failure npm run test:e2e (open it with `npx playwright show-trace`).
const trace = process.env.STAYKIT_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One widget build for the whole run (kept between runs while its sources do not change).
  globalSetup: './tests/e2e/fixtures/globalSetup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: Number(process.env.STAYKIT_E2E_WORKERS ?? 2),
  retries: 0,
  // Guards against a hang, not speed checks (`npm run bench` measures the widget): the browser tests run
  // beside Vitest and the checks (scripts/test-all.mjs), and on two busy cores of a slow machine a page may
  // take many times Playwright's defaults (5 s to show what it will show, 30 s a test).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    trace,
    // A picture of the page where a test failed, in test-results/ (cheap: taken only then).
    screenshot: 'only-on-failure',
  },
});

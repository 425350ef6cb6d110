import { defineConfig } from '@playwright/test';

// Debian's Chromium (scripts/ensure-chromium.mjs installs it): Playwright cannot download its own here.
// The flags keep Chromium from reaching for the network at start-up, which this machine refuses.
const executablePath = process.env.STAYKIT_CHROMIUM ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One widget build for the whole run (kept between runs while its sources do not change).
  globalSetup: './tests/e2e/fixtures/globalSetup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The browser tests run beside Vitest and the checks (scripts/test-all.mjs): on two busy cores a page
  // may take longer than Playwright's default 5 s to show what it will show.
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: { browserName: 'chromium', launchOptions: { executablePath, args }, trace: 'retain-on-failure' },
});

import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config';

// `npm run bench`: the widget's speed in Chromium, as figures rather than pass/fail, so it is not part of
// `npm test`. Same browser and shared widget build as the browser tests; one worker, so that runs do not
// compete for the machine's cores. The full browser, as a guest runs it, rather than the tests' headless
// shell.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.bench.ts',
  outputDir: '../../test-results/bench',
  globalSetup: '../e2e/fixtures/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: 'list',
  use: {
    ...e2e.use,
    launchOptions: {
      ...e2e.use?.launchOptions,
      executablePath: process.env.STAYKIT_CHROMIUM ?? '/usr/bin/chromium',
    },
    trace: 'off',
  },
});

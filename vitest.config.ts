import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source through the `staykit-source` export condition,
// so nothing needs building before a test. The name is the project's own: a consumer whose tsconfig
// sets the common `source` condition still gets the published build, not these sources. Node-environment tests use the SSR resolver, which has its own
// conditions: set both.
const resolve = { conditions: ['staykit-source', ...defaultClientConditions] };
const ssr = {
  resolve: {
    conditions: ['staykit-source', ...defaultServerConditions],
    externalConditions: ['staykit-source'],
  },
};

// `isolate: false`: each worker keeps its environment (jsdom) and the modules it has loaded from one test
// file to the next instead of starting afresh per file, which took most of the dom project's time (jsdom
// and React loaded 89 times: 342 s against 70 s on two cores). What this asks of every test file: leave no
// state behind — close the MSW server it started, unstub the globals it stubbed, restore real timers, and
// start from the state it needs (the mock is reset and storage cleared before each test by the shared
// set-ups). The suite passes in a shuffled file order as well (`--sequence.shuffle`).
// Two workers at least, even on two cores: `npm test` runs Vitest beside the browser tests, and with one
// worker it was the last step by 40 s, one core idle once the browser tests had finished (README, "Test it").
const maxWorkers = Math.max(2, availableParallelism() - 1);

// A timeout here guards against a hang; it is not a speed check (those are `npm run bench` and
// `npm run bench:mock`). `npm test` shares two cores between the browser tests, Vitest and the checks, and a
// slow machine running it may take several times as long for a test as an idle one: a test that has not
// finished in two minutes is stuck, not slow.
const testTimeout = 120_000;
const hookTimeout = 180_000;

export default defineConfig({
  test: {
    maxWorkers,
    testTimeout,
    hookTimeout,
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'node',
          isolate: false,
          testTimeout,
          hookTimeout,
          environment: 'node',
          include: [
            'tests/**/*.test.ts',
            'sdk/src/**/*.test.ts',
            'mocks/src/**/*.test.ts',
            'embed/src/**/*.test.ts',
          ],
          globalSetup: ['tests/contract/prism.setup.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'dom',
          isolate: false,
          testTimeout,
          hookTimeout,
          environment: 'jsdom',
          setupFiles: ['tests/setup/domAsyncTimeout.ts'],
          include: ['react-hooks/src/**/*.test.{ts,tsx}', 'reference-app/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});

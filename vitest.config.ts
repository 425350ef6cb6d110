import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source through the `source` export condition, so
// nothing needs building before a test. Node-environment tests use the SSR resolver, which has its own
// conditions: set both.
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = {
  resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
};

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'node',
          include: ['tests/**/*.test.ts', 'sdk/src/**/*.test.ts', 'mocks/src/**/*.test.ts'],
          globalSetup: ['tests/contract/prism.setup.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'dom',
          // Screens render whole routes over the mock: a busy two-core machine needs more than 5 s.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          environment: 'jsdom',
          include: ['react-hooks/src/**/*.test.{ts,tsx}', 'reference-app/src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});

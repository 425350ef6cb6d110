import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source through the `source` export condition, so
// nothing needs building before a test. Node-environment tests use the SSR resolver, which has its own
// conditions: set both.
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    include: ['tests/**/*.test.ts', 'sdk/src/**/*.test.ts'],
    globalSetup: ['tests/contract/prism.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['tests/**/*.test.ts', 'sdk/src/**/*.test.ts'],
    globalSetup: ['tests/contract/prism.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

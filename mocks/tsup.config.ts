import { defineConfig } from 'tsup';

// The library (handlers, db, seed) for Vitest and browsers, the node server, the browser worker, and the CLI.
// The SDK's generated zod schemas (the contract's enums) are bundled from its source, so the mock runs
// without the SDK being built; nothing else of the SDK is imported at run time.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node/index.ts',
    browser: 'src/browser.ts',
    bin: 'src/node/bin.ts',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', node: 'src/node/index.ts', browser: 'src/browser.ts' } },
  sourcemap: true,
  clean: true,
  target: 'node20',
  noExternal: ['@staykit/sdk'],
  esbuildOptions(options) {
    options.conditions = ['source', ...(options.conditions ?? [])];
  },
});

import { defineConfig } from 'tsup';

// The library (handlers, db, seed) for Vitest and browsers, the node server, the browser worker, and the CLI.
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
});

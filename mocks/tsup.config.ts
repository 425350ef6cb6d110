import { defineConfig, type Options } from 'tsup';

// The library (handlers, db, seed) for Vitest and browsers, the node server and the browser worker, as
// ESM and as CommonJS (a Jest set-up still `require()`s); and the command, `staykit-mock`, as ESM only (it
// waits for its server at the top level).
// The SDK's generated zod schemas (the contract's enums) are bundled from its source, so the mock runs
// without the SDK being built; nothing else of the SDK is imported at run time.
const library = { index: 'src/index.ts', node: 'src/node/index.ts', browser: 'src/browser.ts' };
const shared: Options = {
  sourcemap: true,
  target: 'node20',
  noExternal: ['@staykit/sdk'],
  esbuildOptions(options) {
    options.conditions = ['staykit-source', ...(options.conditions ?? [])];
  },
};

export default defineConfig([
  // The command shares its chunks with the ESM library. Both builds run at once, so neither cleans:
  // `npm run build` empties dist/ first.
  {
    ...shared,
    entry: { ...library, bin: 'src/node/bin.ts' },
    format: ['esm'],
    clean: false,
  },
  // The type declarations of the library's three entries are written after both builds by
  // `npm run build` (the repository's scripts/build-declarations.mjs), the CommonJS ones copied from the
  // ESM ones (scripts/copy-commonjs-types.mjs). `npm start` and `npm run mock` build the JavaScript only
  // (`build:js`).
  { ...shared, entry: library, format: ['cjs'], clean: false },
]);

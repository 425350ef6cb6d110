import { defineConfig, type Options } from 'tsup';

// The module for bundlers: ESM and CJS, the JavaScript only: `npm run build` writes the type declarations
// after it (the repository's scripts/build-declarations.mjs) and their CommonJS copies
// (scripts/copy-commonjs-types.mjs). Both formats build at once, so neither cleans: `npm run build`
// empties dist/ first. The script-tag build, `staykit-embed.js`, is
// scripts/bundleScript.mjs (`npm run build` makes both).
const shared: Options = {
  entry: { index: 'src/index.ts' },
  sourcemap: true,
  clean: false,
  target: 'es2020',
};

export default defineConfig([
  { ...shared, format: ['esm'] },
  { ...shared, format: ['cjs'] },
]);

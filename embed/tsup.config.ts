import { defineConfig, type Options } from 'tsup';

// The module for bundlers: ESM and CJS. The type declarations are built once, with the ESM format; the
// CommonJS ones are copies (the repository's scripts/copy-commonjs-types.mjs). Both formats build at once,
// so neither cleans: `npm run build` empties dist/ first. The script-tag build, `staykit-embed.js`, is
// scripts/bundleScript.mjs (`npm run build` makes both).
const shared: Options = {
  entry: { index: 'src/index.ts' },
  sourcemap: true,
  clean: false,
  target: 'es2020',
};

export default defineConfig([
  { ...shared, format: ['esm'], dts: true },
  { ...shared, format: ['cjs'] },
]);

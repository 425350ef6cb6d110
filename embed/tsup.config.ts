import { defineConfig } from 'tsup';

// The module for bundlers: ESM and CJS with type declarations. The script-tag build, `staykit-embed.js`,
// is scripts/bundleScript.mjs (`npm run build` makes both).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2020',
});

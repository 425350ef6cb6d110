import { defineConfig } from 'tsup';

// ESM and CJS with type declarations; react, TanStack Query and the SDK stay external.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});

import { defineConfig } from 'tsup';

// ESM and CJS with type declarations, one entry per public module.
export default defineConfig({
  entry: { index: 'src/index.ts', messages: 'src/messages/index.ts', zod: 'src/generated/zod/zod.gen.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});

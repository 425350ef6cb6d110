import { defineConfig } from 'tsup';

// ESM and CJS with type declarations; react, TanStack Query and the SDK stay external. The hooks run in
// the browser: "use client" lets a React Server Components app (Next.js App Router) import them from a
// server component's module graph, as TanStack Query's own entry does.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  banner: { js: '"use client";' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // esbuild's own tree shaking: a second pass through Rollup would drop the "use client" line.
  treeshake: false,
});

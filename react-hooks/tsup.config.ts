import { defineConfig, type Options } from 'tsup';

// ESM and CJS; react, TanStack Query and the SDK stay external. The hooks run in the browser: "use client"
// lets a React Server Components app (Next.js App Router) import them from a server component's module
// graph, as TanStack Query's own entry does. The JavaScript only: `npm run build` writes the type
// declarations after it (the repository's scripts/build-declarations.mjs) and their CommonJS copies
// (scripts/copy-commonjs-types.mjs). Both formats build at once, so neither cleans: `npm run build`
// empties dist/ first.
const shared: Options = {
  entry: { index: 'src/index.ts' },
  banner: { js: '"use client";' },
  sourcemap: true,
  clean: false,
  target: 'es2022',
  // esbuild's own tree shaking: a second pass through Rollup would drop the "use client" line.
  treeshake: false,
};

export default defineConfig([
  { ...shared, format: ['esm'] },
  { ...shared, format: ['cjs'] },
]);

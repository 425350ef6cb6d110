import { defineConfig, type Options } from 'tsup';

// ESM and CJS; react, TanStack Query and the SDK stay external. The hooks run in the browser: "use client"
// lets a React Server Components app (Next.js App Router) import them from a server component's module
// graph, as TanStack Query's own entry does. The type declarations are built once, with the ESM format;
// the CommonJS ones are copies (the repository's scripts/copy-commonjs-types.mjs). Both formats build at
// once, so neither cleans: `npm run build` empties dist/ first.
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
  { ...shared, format: ['esm'], dts: true },
  { ...shared, format: ['cjs'] },
]);

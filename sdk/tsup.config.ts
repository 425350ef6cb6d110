import { defineConfig, type Options } from 'tsup';

const LOCALE_CATALOGUES = ['en', 'ja', 'ko', 'zhHans', 'zhHant', 'id', 'th', 'ar'];

// ESM and CJS, one entry per public module. Each locale's messages are an entry of their own, so an app
// can load only the guest's language. The JavaScript only: `npm run build` writes the type declarations
// after it, one bundled file per export (the repository's scripts/build-declarations.mjs), and their
// CommonJS copies (scripts/copy-commonjs-types.mjs). Both formats build at once, so neither cleans:
// `npm run build` empties dist/ first.
const shared: Options = {
  entry: {
    index: 'src/index.ts',
    messages: 'src/messages/index.ts',
    zod: 'src/generated/zod/zod.gen.ts',
    ...Object.fromEntries(
      LOCALE_CATALOGUES.map((locale) => [`messages/${locale}`, `src/messages/${locale}.ts`]),
    ),
  },
  sourcemap: true,
  clean: false,
  target: 'es2022',
  treeshake: true,
};

export default defineConfig([
  { ...shared, format: ['esm'] },
  { ...shared, format: ['cjs'] },
]);

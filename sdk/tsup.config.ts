import { defineConfig } from 'tsup';

const LOCALE_CATALOGUES = ['en', 'ja', 'ko', 'zhHans', 'zhHant', 'id', 'th', 'ar'];

// ESM and CJS with type declarations, one entry per public module. Each locale's messages are an entry of
// their own, so an app can load only the guest's language.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    messages: 'src/messages/index.ts',
    zod: 'src/generated/zod/zod.gen.ts',
    ...Object.fromEntries(
      LOCALE_CATALOGUES.map((locale) => [`messages/${locale}`, `src/messages/${locale}.ts`]),
    ),
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});

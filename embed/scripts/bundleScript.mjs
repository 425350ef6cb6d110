#!/usr/bin/env node
// `staykit-embed.js`, the loader as one script tag: src/script.ts bundled into one minified IIFE whose only
// global is `Staykit`. One recipe for the package's build (`node scripts/bundleScript.mjs dist/staykit-embed.js`),
// the widget's build and dev server (which serve it beside the widget) and the size budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const entry = fileURLToPath(new URL('../src/script.ts', import.meta.url));

/**
 * The script's text. Rolldown (Vite's own bundler) and its minifier, comments and all stripped: the same
 * script minified by esbuild was 73 bytes larger once gzipped, on a loader that has a 3 kB budget.
 * @returns {Promise<string>}
 */
export async function bundleEmbedScript() {
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    transform: { target: 'es2020' },
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    const [chunk] = output;
    if (!chunk?.code) throw new Error('rolldown wrote no staykit-embed.js');
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? 'dist/staykit-embed.js');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, await bundleEmbedScript());
}

#!/usr/bin/env node
// `staykit-embed.js`, the loader as one script tag: src/script.ts bundled into one minified IIFE whose only
// global is `Staykit`. One recipe for the package's build (`node scripts/bundleScript.mjs dist/staykit-embed.js`),
// the widget's build and dev server (which serve it beside the widget) and the size budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('../src/script.ts', import.meta.url));

/**
 * The script's text.
 * @returns {Promise<string>}
 */
export async function bundleEmbedScript() {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    // The popup's labels as UTF-8, not \u escapes: a third smaller.
    charset: 'utf8',
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no staykit-embed.js');
  return output.text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? 'dist/staykit-embed.js');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, await bundleEmbedScript());
}

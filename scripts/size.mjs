#!/usr/bin/env node
// `npm run size`: bundles each budgeted entry the way an app would (esbuild, minified, browser, ESM,
// tree-shaken), gzips it and prints the size; exits 1 when one is over its budget.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const budgets = [
  {
    name: 'SDK core (client + errors)',
    contents:
      "export { createStaykitClient, StaykitError, isStaykitError, memoryStorage, webStorage } from '@staykit/sdk';",
    limitKb: 8,
  },
];

let failed = false;
for (const budget of budgets) {
  const result = await build({
    stdin: { contents: budget.contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const gzipKb = gzipSync(code, { level: 9 }).length / 1024;
  const over = gzipKb > budget.limitKb;
  failed ||= over;
  console.log(
    `${budget.name.padEnd(32)} ${(code.length / 1024).toFixed(1).padStart(6)} kB min ` +
      `${gzipKb.toFixed(2).padStart(6)} kB gzip  budget ${budget.limitKb} kB  ${over ? 'OVER' : 'ok'}`,
  );
}
if (failed) process.exit(1);

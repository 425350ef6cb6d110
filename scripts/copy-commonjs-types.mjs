#!/usr/bin/env node
// A package's CommonJS type declarations: its ESM ones (scripts/build-declarations.mjs), copied. The two
// differ only in their relative specifiers (`./chunk.js` in `.d.ts`, `./chunk.cjs` in `.d.cts`), and
// building them twice would double the declarations' time. Each `.d.ts` under the folder given (`dist` by
// default) gets a `.d.cts` twin with those specifiers rewritten; arethetypeswrong checks both in `npm test`
// (scripts/check-packages.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv[2] ?? 'dist');
// `from './x.js'`, `import('./x.js')` and `declare module './x.js'`: a relative specifier ending in `.js`.
const RELATIVE_JS = /(['"])(\.{1,2}\/[^'"]*?)\.js\1/g;

let copied = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), text.replace(RELATIVE_JS, '$1$2.cjs$1'));
  copied += 1;
}
if (copied === 0)
  throw new Error(`No type declarations in ${dist}: run scripts/build-declarations.mjs first.`);

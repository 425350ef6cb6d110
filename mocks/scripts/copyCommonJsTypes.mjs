#!/usr/bin/env node
// The CommonJS build's type declarations: the ESM build's, copied. tsup writes the same text for both
// formats here (no entry has a default export, where they would differ), and one declaration build
// instead of two saves half a minute of the package's build. arethetypeswrong checks both in `npm test`.
import { copyFileSync } from 'node:fs';

for (const entry of ['index', 'node', 'browser']) {
  copyFileSync(
    new URL(`../dist/${entry}.d.ts`, import.meta.url),
    new URL(`../dist/${entry}.d.cts`, import.meta.url),
  );
}

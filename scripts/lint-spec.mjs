#!/usr/bin/env node
// `npm run lint:spec`: bundles the contract, then lints the five domain documents (each on its own)
// and the bundle with Redocly (recommended-strict + the project rules in redocly.yaml). Any error or
// warning fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) =>
  spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' },
  });

const bundled = run(['scripts/bundle-openapi.mjs']);
process.stdout.write(bundled.stdout);
if (bundled.status !== 0) {
  process.stderr.write(bundled.stderr);
  process.exit(1);
}

const lint = run(['node_modules/@redocly/cli/bin/cli.js', 'lint', '--format=stylish']);
// Redocly prints a Node 20 end-of-life notice on stderr; keep only the findings.
const report = `${lint.stdout}${lint.stderr}`
  .split('\n')
  .filter((line) => !/[║╔╚]/.test(line))
  .join('\n')
  .trim();
const warnings = /\bwarning\b/.test(report);
console.log(report);
if (lint.status !== 0 || warnings) {
  console.error(`lint:spec failed${warnings ? ' (warnings count as failures)' : ''}`);
  process.exit(1);
}

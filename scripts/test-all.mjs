#!/usr/bin/env node
// `npm test`: every check of the project, in order, stopping at the first failure, with the time each
// step took. Steps are npm scripts so each one can also be run alone.
import { spawnSync } from 'node:child_process';

const steps = [
  ['generate', 'bundle the contract and generate the SDK types and zod schemas'],
  ['lint:spec', 'Redocly lint of every domain document and the bundle'],
  ['format:check', 'Prettier'],
  ['lint', 'ESLint'],
  ['typecheck', 'TypeScript, including the typed-client checks'],
  ['test:unit', 'Vitest: contract, Prism, integration and unit tests'],
  ['test:e2e', "Playwright in Debian's Chromium (installed when missing)"],
  ['size', 'bundle-size budgets'],
  // The SDK workspace's own script: `npm run docs` at the root would generate everything a second time.
  ['docs --workspace @staykit/sdk', 'typedoc reference of the SDK, no warnings'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
const started = Date.now();
for (const [script, what] of steps) {
  console.log(`\n▶ npm run ${script}  (${what})`);
  const begin = Date.now();
  const result = spawnSync(npm, ['run', '--silent', ...script.split(' ')], { stdio: 'inherit' });
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  timings.push(
    `${script.split(' ')[0].padEnd(14)} ${seconds.padStart(6)} s  ${result.status === 0 ? 'ok' : 'FAILED'}`,
  );
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}\n\nnpm test failed at "${script}".`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\n${timings.join('\n')}\ntotal          ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);

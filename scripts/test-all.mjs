#!/usr/bin/env node
// `npm test`: every check of the project, stopping at the first failing stage, with the time each step
// took. Steps are npm scripts so each one can also be run alone. Steps of one stage do not depend on each
// other and run side by side (their output is printed whole when each ends, so it never interleaves);
// a stage starts when the one before it has passed.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

// The niceness of a step that only reads the sources: its child processes inherit it.
const LOW = 10;

const stages = [
  [
    ['generate', 'bundle the contract; generate the SDK types, zod schemas, operations and hooks'],
    // Before the tests and the budgets, which both open it: one install, never two at once.
    ['chromium', "Debian's Chromium headless shell, installed when missing"],
  ],
  // Everything else at once: no step waits for another, and together they keep two cores busy (README,
  // "Test it", has where the CPU goes). The tests run at the normal priority and the static checks below
  // it (`LOW`): the checks take the CPU the tests leave, so a test's page or worker is not starved behind
  // a type check on a busy machine.
  [
    ['test:e2e', "Playwright in Debian's Chromium (installed when missing)"],
    ['test:unit', 'Vitest: contract, Prism, integration, fuzz and unit tests'],
    // The packages' step keeps the normal priority: one command after another for over three minutes of
    // CPU, it ended the run alone on one core when it had to wait for the tests.
    ['test:packages', 'packs each package: publint, arethetypeswrong, and consumer projects that use them'],
    ['typecheck', 'TypeScript, including the typed-client checks', LOW],
    // Not `npm run docs`, which would generate everything a second time: the check converts and
    // validates the references; rendering their HTML is `npm run docs`. typedoc skips TypeScript's own
    // error check (`skipErrorChecking`): `typecheck` runs it over the same sources.
    ['docs:check', 'typedoc references of the SDK, the hooks and the mock, no warnings', LOW],
    ['format:check', 'Prettier', LOW],
    ['lint', 'ESLint', LOW],
    ['lint:spec', 'Redocly lint of every domain document and the bundle', LOW],
    ['size', 'bundle-size budgets', LOW],
  ],
];

const TAIL_LINES = 120;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];
const started = Date.now();

/**
 * Runs one npm script; alone in its stage it prints as it goes, beside others it prints when done. A
 * `niceness` lowers its priority (where the system allows; it is set before npm starts the script's own
 * processes, which inherit it).
 */
function run(script, what, alone, niceness = 0) {
  const begin = Date.now();
  const args = ['run', '--silent', ...script.split(' ')];
  const child = spawn(npm, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  if (niceness > 0 && child.pid !== undefined) {
    try {
      setPriority(child.pid, niceness);
    } catch {
      // Not allowed here: the step runs at the normal priority.
    }
  }
  const output = [];
  if (!alone) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - begin) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ npm run ${script}  (${what}) — ${seconds} s`);
        process.stdout.write(Buffer.concat(output));
      }
      const name = script.split(' ')[0];
      timings.push(`${name.padEnd(14)} ${seconds.padStart(6)} s  ${code === 0 ? 'ok' : 'FAILED'}`);
      resolve({ script, ok: code === 0, code, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ npm run ${stage[0][0]}  (${stage[0][1]})`);
  else
    console.log(`\n▶ side by side: ${stage.map(([script]) => `npm run ${script.split(' ')[0]}`).join(', ')}`);
  const results = await Promise.all(
    stage.map(([script, what, niceness]) => run(script, what, alone, niceness)),
  );
  const failed = results.filter((result) => !result.ok);
  if (failed.length > 0) {
    // Steps that ran beside a slower one printed their output long before the end: repeat the end of a
    // failed step's output last, where a log cut to its tail still shows why it failed.
    for (const { script, output } of failed.filter((result) => result.output)) {
      const lines = output.trimEnd().split('\n');
      console.error(`\n▶ the last ${Math.min(lines.length, TAIL_LINES)} lines of npm run ${script}:`);
      console.error(lines.slice(-TAIL_LINES).join('\n'));
    }
    console.error(
      `\n${timings.join('\n')}\n\nnpm test failed at ${failed.map((result) => `"${result.script}"`).join(', ')}.`,
    );
    process.exit(failed[0].code ?? 1);
  }
}
console.log(
  `\n${timings.join('\n')}\ntotal          ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);

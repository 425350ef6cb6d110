#!/usr/bin/env node
// Makes sure the browser tests have a Chromium from Debian (Playwright cannot download its own browser
// here). `npm test` uses the headless shell (package chromium-headless-shell): the same Blink as the
// browser, without its window machinery, which takes a third less CPU per browser test on two cores.
// `npm run bench` asks for the full browser (`ensure-chromium.mjs chromium`), as a guest would run it.
// Installs the package with apt-get when missing and running as root; otherwise says what to run.
// STAYKIT_CHROMIUM points at another binary and skips the check.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  chromium: '/usr/bin/chromium',
};
const wanted = process.argv[2] ?? 'chromium-headless-shell';
if (!(wanted in PACKAGES)) {
  console.error(`Unknown browser "${wanted}": ask for ${Object.keys(PACKAGES).join(' or ')}.`);
  process.exit(1);
}
const binary = process.env.STAYKIT_CHROMIUM ?? PACKAGES[wanted];
if (existsSync(binary)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`No Chromium at ${binary}. Install Debian's: sudo apt-get install -y ${wanted}`);
  process.exit(1);
}
console.log(`No Chromium at ${binary}: installing Debian's ${wanted} (10 to 20 s)...`);
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
run(['install', '-y', '-qq', wanted]);
if (!existsSync(binary)) {
  console.error(`apt-get finished but ${binary} is still missing.`);
  process.exit(1);
}

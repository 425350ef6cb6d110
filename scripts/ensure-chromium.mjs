#!/usr/bin/env node
// Makes sure the browser tests have a Chromium: Debian's package at /usr/bin/chromium (Playwright cannot
// download its own browser here). Installs it with apt-get when missing and running as root; otherwise
// says what to run. STAYKIT_CHROMIUM points at another binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const binary = process.env.STAYKIT_CHROMIUM ?? '/usr/bin/chromium';
if (existsSync(binary)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`No Chromium at ${binary}. Install Debian's: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log(`No Chromium at ${binary}: installing Debian's chromium (about 20 s)...`);
const run = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
run(['update', '-qq']);
run(['install', '-y', '-qq', 'chromium']);
if (!existsSync(binary)) {
  console.error(`apt-get finished but ${binary} is still missing.`);
  process.exit(1);
}

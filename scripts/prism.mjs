// Starts Prism on the bundled contract and resolves once it answers. Shared by `npm run mock:prism`
// and the contract tests.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = fileURLToPath(new URL('..', import.meta.url));
const prismPackage = require.resolve('@stoplight/prism-cli/package.json');
const prismBin = resolve(dirname(prismPackage), require(prismPackage).bin.prism);
// Compiles each distinct schema once (the file says why): the contract's Prism tests take a third of the
// CPU they took, for the same answers.
const compileCache = fileURLToPath(new URL('./prism-compile-cache.mjs', import.meta.url));
/** How long Prism may take to start listening before it is taken for hung. */
export const STARTUP_LIMIT_MS = 240_000;

/**
 * @param {{ mode?: 'mock' | 'proxy', port: number, upstream?: string, spec?: string, log?: string, stdio?: 'inherit' | 'ignore' }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startPrism({ mode = 'mock', port, upstream, spec, log = 'warn', stdio = 'ignore' }) {
  const document = spec ?? resolve(root, 'openapi/dist/staykit.json');
  const args = [
    '--import',
    pathToFileURL(compileCache).href,
    prismBin,
    mode,
    document,
    ...(upstream ? [upstream] : []),
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
  ];
  if (mode === 'proxy') args.push('--errors');
  args.push('-v', log);
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', stdio, stdio === 'ignore' ? 'pipe' : 'inherit'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Prism reads and validates the whole contract before it listens: seconds alone, minutes when `npm test`
  // runs it at a lower priority beside the browser tests. An exit is seen at once; the deadline is only
  // for a Prism that hangs.
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}): ${stderr}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`Prism did not start on ${url} in ${STARTUP_LIMIT_MS / 1000} s: ${stderr}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill();
      }),
  };
}

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Copies the bundled contract to a private temporary file. Prism reloads when its document changes, so a
 * bundle rewritten meanwhile (`npm run generate` elsewhere) must not restart a Prism in use.
 * @returns {string} the copy's path
 */
export function privateBundleCopy() {
  const copy = join(mkdtempSync(join(tmpdir(), 'staykit-prism-')), 'staykit.json');
  copyFileSync(resolve(root, 'openapi/dist/staykit.json'), copy);
  return copy;
}

// Vitest global setup: one Prism mock of the bundled contract for the whole run, on a free port.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPrism } from '../../scripts/prism.mjs';
import { root } from './contract';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export default async function setup(project: TestProject) {
  // Prism reloads when its document changes; a private copy keeps a bundle rewritten meanwhile (by
  // `npm run generate` in another terminal) from restarting it in the middle of the run.
  const dir = mkdtempSync(join(tmpdir(), 'staykit-prism-'));
  const spec = join(dir, 'staykit.json');
  copyFileSync(join(root, 'openapi/dist/staykit.json'), spec);
  const prism = await startPrism({ port: await freePort(), spec });
  project.provide('prismUrl', prism.url);
  return async () => {
    await prism.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

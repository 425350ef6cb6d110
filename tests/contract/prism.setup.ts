// Vitest global setup: one Prism mock of the bundled contract for the whole run, on a free port.
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startPrism } from '../../scripts/prism.mjs';

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
  const prism = await startPrism({ port: await freePort() });
  project.provide('prismUrl', prism.url);
  return () => prism.stop();
}

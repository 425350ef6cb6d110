// Vitest global setup: one Prism mock of the bundled contract for the whole run, on a free port.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, privateBundleCopy, startPrism } from '../../scripts/prism.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // A private copy: Prism reloads when its document changes, which would restart it mid-run.
  const spec = privateBundleCopy();
  const prism = await startPrism({ port: await freePort(), spec });
  project.provide('prismUrl', prism.url);
  return async () => {
    await prism.stop();
    rmSync(dirname(spec), { recursive: true, force: true });
  };
}

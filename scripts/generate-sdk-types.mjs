#!/usr/bin/env node
// Generates the SDK's contract code from the bundled document (run `npm run bundle` first; `npm run
// generate` does both):
//   sdk/src/generated/openapi.ts   types for openapi-fetch (openapi-typescript)
//   sdk/src/generated/zod/         zod schemas of every component (@hey-api/openapi-ts, zod plugin)
// The output is never edited by hand and never committed; build, test and start regenerate it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createClient } from '@hey-api/openapi-ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const input = resolve(process.env.STAYKIT_BUNDLE ?? resolve(root, 'openapi/dist/staykit.json'));
const outDir = resolve(root, 'sdk/src/generated');
const banner = '// Generated from the Staykit contract by scripts/generate-sdk-types.mjs. Do not edit.\n';

// Only this script's own outputs: generate-sdk-operations.mjs writes beside them.
rmSync(resolve(outDir, 'zod'), { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const ast = await openapiTS(pathToFileURL(input), { alphabetize: false });
writeFileSync(resolve(outDir, 'openapi.ts'), banner + astToString(ast));

// hey-api resolves the zod schemas from the bundled document; `silent` keeps its progress out of CI logs.
await createClient({
  input: JSON.parse(readFileSync(input, 'utf8')),
  output: { path: resolve(outDir, 'zod') },
  plugins: [{ name: 'zod', dates: { offset: true } }],
  logs: { level: 'silent' },
});
console.log('generated sdk/src/generated/openapi.ts and sdk/src/generated/zod/');

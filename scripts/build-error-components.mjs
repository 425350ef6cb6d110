#!/usr/bin/env node
// Builds the ErrorCode schema and the named error examples from openapi/catalogue/error-codes.yaml.
// Usage: node scripts/build-error-components.mjs [--check]
// With --check nothing is written; the exit code is 1 when the committed files are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const catalogue = parse(readFileSync(`${root}openapi/catalogue/error-codes.yaml`, 'utf8'));
const header =
  '# Generated from openapi/catalogue/error-codes.yaml by scripts/build-error-components.mjs. Do not edit.\n';

const seen = new Set();
for (const entry of catalogue.codes) {
  if (seen.has(entry.code)) throw new Error(`duplicate error code ${entry.code}`);
  seen.add(entry.code);
  if (!/^(\d{4}|[a-z][a-z0-9_]*)$/.test(entry.code)) throw new Error(`bad error code ${entry.code}`);
  if (!Number.isInteger(entry.status) || entry.status < 400 || entry.status > 599) {
    throw new Error(`bad status for ${entry.code}`);
  }
}

/** The example name under which Prism serves a code: `Prefer: code=<status>, example=<name>`. */
export const exampleName = (code) => `code_${code}`;

// A plain `enum`, not `oneOf` with a `const` per code: Prism walks every schema of every response at
// start-up, and 131 documented branches under every error response made it ~10x slower to start.
// Each code's status and meaning live in the catalogue, in docs/errors.md and in its named example.
const schema = {
  ErrorCode: {
    title: 'ErrorCode',
    description:
      'Every error code the Staykit API returns. Numbered codes keep their number as a string; codes for ' +
      'messages the product shows without a number have snake_case names. Each code is carried by exactly ' +
      'one HTTP status; the table of codes, statuses and meanings is docs/errors.md (from ' +
      'openapi/catalogue/error-codes.yaml). Clients branch on the code, never on message text.',
    type: 'string',
    enum: catalogue.codes.map((entry) => entry.code),
  },
};

const examples = Object.fromEntries(
  catalogue.codes.map((entry) => [
    exampleName(entry.code),
    {
      summary: `${entry.code}: ${entry.title} (HTTP ${entry.status})`,
      description: entry.meaning,
      value: {
        errors: [
          {
            code: entry.code,
            title: entry.title,
            details: { base: [{ code: entry.code, error: entry.meaning }] },
          },
        ],
      },
    },
  ]),
);

const escapeCell = (text) => String(text).replace(/\|/g, '\\|');
const errorTable = [
  '# Error codes',
  '',
  'Generated from `openapi/catalogue/error-codes.yaml` by `npm run generate:errors`. Do not edit.',
  '',
  'Every error response of the Staykit API is an `ErrorEnvelope` whose first code is one of these. Each code',
  'has exactly one HTTP status. Clients branch on the code, never on the text. The contract mock (Prism) serves',
  'any of them with `Prefer: code=<status>, example=code_<code>`.',
  '',
  `${catalogue.codes.length} codes.`,
  '',
  '| code | HTTP | title | meaning |',
  '|---|---|---|---|',
  ...catalogue.codes.map(
    (entry) =>
      `| \`${entry.code}\` | ${entry.status} | ${escapeCell(entry.title)} | ${escapeCell(entry.meaning)} |`,
  ),
  '',
].join('\n');

// The mock answers in the browser too, where the YAML cannot be read: it gets the map as code.
const mockCatalogue = [
  '// Generated from openapi/catalogue/error-codes.yaml by scripts/build-error-components.mjs. Do not edit.',
  "import type { components } from '@staykit/sdk';",
  '',
  '/** Every error code of the contract. */',
  "export type ErrorCode = components['schemas']['ErrorCode'];",
  '',
  '/** The HTTP status and English title of one catalogue entry. */',
  'export interface CatalogueEntry {',
  '  readonly status: number;',
  '  readonly title: string;',
  '}',
  '',
  '/** Status and title of every code, in catalogue order; a code missing here fails the build. */',
  'export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, CatalogueEntry>> = {',
  ...catalogue.codes.map(
    (entry) =>
      `  ${JSON.stringify(entry.code)}: { status: ${entry.status}, title: ${JSON.stringify(entry.title)} },`,
  ),
  '};',
  '',
].join('\n');

const outputs = [
  [`${root}openapi/components/errors/error-code.yaml`, header + stringify(schema, { lineWidth: 0 })],
  [`${root}openapi/components/examples/errors.yaml`, header + stringify(examples, { lineWidth: 0 })],
  [`${root}docs/errors.md`, errorTable],
  [`${root}mocks/src/http/errorCatalogue.ts`, mockCatalogue],
];

const check = process.argv.includes('--check');
let stale = 0;
for (const [file, text] of outputs) {
  if (check) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // a missing file is stale
    }
    if (current !== text) {
      console.error(`stale: ${file.slice(root.length)} (run npm run generate:errors)`);
      stale += 1;
    }
  } else {
    writeFileSync(file, text);
  }
}
if (stale) process.exit(1);
console.log(`${catalogue.codes.length} error codes ${check ? 'checked' : 'written'}`);

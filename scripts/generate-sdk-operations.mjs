#!/usr/bin/env node
// Generates sdk/src/generated/operations.ts from the bundled contract: per domain document, an interface
// with one typed, documented function per operation, named by its operationId
// (`client.booking.searchRooms(...)`), and a compact table of the same operations (method, operationId,
// path) from which the client makes the functions at start-up. Each function is a call of the SDK's
// caller, so behaviour lives in hand-written, tested code, not here.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DOMAINS } from './bundle-openapi.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = JSON.parse(readFileSync(resolve(root, 'openapi/dist/staykit.json'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const deref = (node) => {
  let current = node;
  while (current && current.$ref) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((value, key) => value?.[key], bundle);
  }
  return current;
};

// JSDoc text must not close the comment.
const doc = (text) => String(text ?? '').replace(/\*\//g, '*\\/');
const firstSentences = (text) => {
  const plain = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at . ! or ? followed by a space and a capital, so "0.75 day" stays whole.
  return plain
    .split(/(?<=[.!?])\s+(?=[A-Z`])/)
    .slice(0, 2)
    .join(' ');
};

// One letter per method in the table; upper case when the operation takes an Idempotency-Key.
const METHOD_LETTERS = { get: 'g', put: 'u', post: 'p', delete: 'd', patch: 'a' };

const lines = [
  '// Generated from the Staykit contract by scripts/generate-sdk-operations.mjs. Do not edit.',
  "import type { OperationData, OperationInit } from '../client/operationTypes';",
  '',
];
let count = 0;
for (const domain of DOMAINS) {
  const domainPaths = Object.keys(parse(readFileSync(resolve(root, `openapi/${domain}.yaml`), 'utf8')).paths);
  const Domain = `${domain[0].toUpperCase()}${domain.slice(1)}`;
  const table = [];
  const first = domainPaths.map((path) => bundle.paths[path]).find((item) => item.get)?.get.operationId;
  lines.push(
    '/**',
    ` * The operations of \`openapi/${domain}.yaml\`: the functions of \`client.${domain}\`.`,
    ' *',
    ' * @example',
    ' * ```ts',
    ` * const ${first}: ${Domain}Operations['${first}'] = client.${domain}.${first};`,
    ' * ```',
    ' */',
    `export interface ${Domain}Operations {`,
  );
  for (const path of domainPaths) {
    const item = bundle.paths[path];
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(deref);
      const idempotent = parameters.some((parameter) => parameter.name === 'Idempotency-Key');
      const needsInit =
        parameters.some((parameter) => parameter.required && parameter.name !== 'Idempotency-Key') ||
        deref(operation.requestBody)?.required === true;
      const init = `init${needsInit ? '' : '?'}: OperationInit<'${path}', '${method}'>`;
      lines.push(
        '  /**',
        `   * ${doc(operation.summary)}.`,
        '   *',
        `   * \`${method.toUpperCase()} ${path}\`: ${doc(firstSentences(operation.description))}`,
        '   */',
        `  ${operation.operationId}: (${init}) => Promise<OperationData<'${path}', '${method}'>>;`,
      );
      const letter = METHOD_LETTERS[method];
      table.push(`${idempotent ? letter.toUpperCase() : letter}${operation.operationId} ${path}`);
      count += 1;
    }
  }
  lines.push('}', '');
  // The functions themselves are made at start-up from this table (bindOperations): one string costs a
  // bundle far fewer bytes than a hundred arrow functions.
  lines.push(
    `/** \`client.${domain}\` as a table for \`bindOperations\`: \`<method letter><operationId> <path>\` per line. */`,
    `export const ${domain.toUpperCase()}_OPERATIONS =`,
    `  ${JSON.stringify(table.join('\n'))};`,
    '',
  );
}
writeFileSync(resolve(root, 'sdk/src/generated/operations.ts'), lines.join('\n'));
console.log(`generated ${count} operations -> sdk/src/generated/operations.ts`);

#!/usr/bin/env node
// Generates sdk/src/generated/operations.ts from the bundled contract: one typed function per operation,
// named by its operationId and grouped by domain document (`client.booking.searchRooms(...)`). Each is a
// one-line call of the SDK's caller, so behaviour lives in hand-written, tested code, not here.
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

const lines = [
  '// Generated from the Staykit contract by scripts/generate-sdk-operations.mjs. Do not edit.',
  "import type { OperationCaller, OperationInit } from '../client/operationTypes';",
  '',
];
let count = 0;
for (const domain of DOMAINS) {
  const domainPaths = Object.keys(parse(readFileSync(resolve(root, `openapi/${domain}.yaml`), 'utf8')).paths);
  const factory = `create${domain[0].toUpperCase()}${domain.slice(1)}Operations`;
  lines.push(`/** The operations of \`openapi/${domain}.yaml\`, bound to a caller. */`);
  lines.push(`export function ${factory}(call: OperationCaller) {`, '  return {');
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
        '    /**',
        `     * ${doc(operation.summary)}.`,
        '     *',
        `     * \`${method.toUpperCase()} ${path}\`: ${doc(firstSentences(operation.description))}`,
        '     */',
        `    ${operation.operationId}: (${init}) =>`,
        `      call('${method}', '${path}', init, { idempotent: ${idempotent} }),`,
      );
      count += 1;
    }
  }
  lines.push('  };', '}', '');
}
writeFileSync(resolve(root, 'sdk/src/generated/operations.ts'), lines.join('\n'));
console.log(`generated ${count} operations -> sdk/src/generated/operations.ts`);

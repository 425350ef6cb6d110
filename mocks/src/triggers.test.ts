import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { mockClock } from './clock';
import { createRequestChecker } from './testing/contractChecker';
import { ERROR_CATALOGUE } from './http/errorCatalogue';
import { BASE_URL, errorCode, useMockServer } from './testing/testSetup';
import { renderTriggersMarkdown, TRIGGERS } from './triggers';
import type { Trigger } from './triggers';

const DOC = new URL('../../docs/mock-triggers.md', import.meta.url);
const client = useMockServer();

describe('docs/mock-triggers.md', () => {
  it('is the rendering of the trigger registry (UPDATE_MOCK_DOCS=1 rewrites it)', async () => {
    // Formatted as `prettier --write` would, so the docs pass the repository's format check.
    const options = await resolveConfig(fileURLToPath(DOC));
    const rendered = await format(renderTriggersMarkdown(), { ...options, parser: 'markdown' });
    if (process.env['UPDATE_MOCK_DOCS'] === '1') writeFileSync(DOC, rendered);
    expect(readFileSync(DOC, 'utf8')).toBe(rendered);
  });
});

describe('every trigger', () => {
  const entries = Object.entries(TRIGGERS) as [string, Trigger][];
  const checkRequest = createRequestChecker();

  // The examples of invalid input are refused on purpose.
  const invalidOnPurpose = new Set<string>(['invalidParameter', 'malformedRequest', 'methodNotAllowed']);

  it.each(entries.filter(([name]) => !invalidOnPurpose.has(name)))(
    '%s has an example request the contract accepts',
    (_name, trigger) => {
      const { example } = trigger;
      expect(checkRequest(example.method, `${BASE_URL}${example.path}`, example.headers)).toEqual([]);
    },
  );

  it.each(entries)(
    '%s produces its code with the catalogue status, in the canonical envelope',
    async (_name, trigger) => {
      const { example } = trigger;
      for (const step of example.before ?? []) {
        const done = await client.send(step.method, step.path, {
          ...(step.body !== undefined ? { body: step.body } : {}),
          ...(step.headers !== undefined ? { headers: step.headers } : {}),
        });
        expect(done.status, `${step.method} ${step.path} prepares the example`).toBeLessThan(300);
      }
      if (example.advanceMinutes) mockClock.advanceMinutes(example.advanceMinutes);
      if (example.newSession) await client.startSession();
      const response = await client.send(example.method, example.path, {
        ...(example.body !== undefined ? { body: example.body } : {}),
        ...(example.headers ? { headers: { ...example.headers } } : {}),
        ...(example.withoutSession ? { withoutSession: true } : {}),
        ...(example.withoutIdempotencyKey ? { withoutIdempotencyKey: true } : {}),
      });
      expect(errorCode(response.body)).toBe(trigger.code);
      expect(response.status).toBe(ERROR_CATALOGUE[trigger.code].status);
      expect(response.body).toMatchObject({
        errors: [
          {
            code: trigger.code,
            title: ERROR_CATALOGUE[trigger.code].title,
            details: { base: [{ code: trigger.code }] },
          },
        ],
      });
    },
  );
});

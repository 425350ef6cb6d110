// The project's own lint rules catch what they exist to catch.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from './contract';

describe('project lint rules', () => {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/@redocly/cli/bin/cli.js',
      'lint',
      'tests/contract/fixtures/bad-errors.yaml',
      '--format=stylish',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', NO_COLOR: '1' } },
  );
  const report = `${result.stdout}${result.stderr}`;

  it('fails the broken document', () => {
    expect(result.status).not.toBe(0);
  });

  it.each([
    [
      'a 4xx response outside the envelope',
      '404 response must be application/json with the shared ErrorEnvelope',
    ],
    [
      'a code under a status the catalogue does not give it',
      'Code sold_out belongs under 409 (catalogue), not 422',
    ],
    ['a missing 429', 'Operation must document 429'],
    ['a missing 503', 'Operation must document 503'],
    ['a client-session operation without 4000', 'its 403 must list code_4000'],
    ['an idempotent POST without idempotency_key_reused', 'its 422 must list code_idempotency_key_reused'],
    [
      'a creating POST without Idempotency-Key',
      'A POST that creates something (201) must take the Idempotency-Key',
    ],
  ])('reports %s', (_what, message) => {
    expect(report).toContain(message);
  });
});

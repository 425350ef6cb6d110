import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ERROR_CATALOGUE } from './errorCatalogue';

const yaml = parse(
  readFileSync(new URL('../../../openapi/catalogue/error-codes.yaml', import.meta.url), 'utf8'),
) as {
  codes: { code: string; status: number; title: string }[];
};

describe('ERROR_CATALOGUE', () => {
  it('holds exactly the codes, statuses and titles of openapi/catalogue/error-codes.yaml', () => {
    const fromYaml = Object.fromEntries(
      yaml.codes.map((entry) => [entry.code, { status: entry.status, title: entry.title }]),
    );
    expect({ ...ERROR_CATALOGUE }).toEqual(fromYaml);
  });
});

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_CODES } from './messageCodes';

// The catalogue is the one source of the API's codes; reading it here keeps ERROR_CODES from drifting.
function catalogueCodes(): string[] {
  const document: unknown = parse(
    readFileSync(new URL('../../../openapi/catalogue/error-codes.yaml', import.meta.url), 'utf8'),
  );
  if (typeof document !== 'object' || document === null || !('codes' in document)) {
    throw new Error('error-codes.yaml has no codes list');
  }
  const { codes } = document;
  if (!Array.isArray(codes)) {
    throw new Error('error-codes.yaml codes is not a list');
  }
  return codes.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || !('code' in entry) || typeof entry.code !== 'string') {
      throw new Error(`error-codes.yaml entry without a string code: ${JSON.stringify(entry)}`);
    }
    return entry.code;
  });
}

describe('ERROR_CODES (openapi/catalogue/error-codes.yaml)', () => {
  it('equals the catalogue codes, in catalogue order', () => {
    expect([...ERROR_CODES]).toEqual(catalogueCodes());
  });

  it('has no duplicates', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('shares no code with the SDK-raised codes', () => {
    const apiCodes: readonly string[] = ERROR_CODES;
    expect(CLIENT_ERROR_CODES.filter((code) => apiCodes.includes(code))).toEqual([]);
  });
});

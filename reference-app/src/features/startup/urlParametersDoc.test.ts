// docs/url-parameters.md stays true: every query parameter the widget's address readers take is in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The names a reader asks an address for (`query.get('name')`, `params.get('name')`, ...). */
function namesRead(path: string): string[] {
  const source = read(path);
  return [...source.matchAll(/\.get\('([A-Za-z_]+)'\)/g)].map((match) => match[1] ?? '');
}

describe('the URL parameter reference', () => {
  it('names every parameter the address readers take', () => {
    const doc = read('docs/url-parameters.md');
    const readers = [
      'reference-app/src/features/startup/readStartupUrl.ts',
      'reference-app/src/features/search/searchQuery.ts',
      'reference-app/src/features/search/SearchPage.tsx',
      'reference-app/src/features/checkout/readCheckoutUrl.ts',
      'reference-app/src/features/account/MyReservations.tsx',
      'sdk/src/lottery/readLotterySearch.ts',
    ];
    const names = [...new Set(readers.flatMap(namesRead))];
    expect(names.length).toBeGreaterThan(30);
    // Named as code: alone, in a query (`?name=`, `&name=`) or as a bracket key (`[name]`).
    const named = (name: string) => new RegExp(`[\`?&[]${name}[\`=\\]]`).test(doc);
    expect(names.filter((name) => !named(name))).toEqual([]);
  });
});

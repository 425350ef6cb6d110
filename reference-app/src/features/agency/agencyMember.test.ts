import { describe, expect, it } from 'vitest';
import { storefrontPath } from './agencyMember';

describe('where the storefront sign-in goes back to', () => {
  it.each([
    ['/reservation/guest-detail?hotel_id=101', '/reservation/guest-detail?hotel_id=101'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\t/evil.example', '/'],
    [null, '/'],
  ])('%j → %j', (value, path) => {
    expect(storefrontPath(value)).toBe(path);
  });
});

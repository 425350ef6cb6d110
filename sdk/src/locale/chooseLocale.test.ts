import { describe, expect, it } from 'vitest';
import { chooseLocale } from './chooseLocale';

describe('chooseLocale: the URL locale only if among the book languages', () => {
  it.each([
    ['en', ['ja', 'en'], 'en'],
    ['zh_Hant', ['ja', 'zh_Hant'], 'zh_Hant'],
    ['ko', ['ja', 'en'], 'ja'],
    ['zh-TW', ['ja', 'zh_Hant'], 'ja'],
    ['fr', ['ja', 'fr'], 'ja'],
    [null, ['ja', 'en'], 'ja'],
    [undefined, ['ja', 'en'], 'ja'],
    ['en', [], 'ja'],
  ])('URL locale %s with book languages %o gives %s', (urlLocale, bookLanguages, expected) => {
    expect(chooseLocale(urlLocale, bookLanguages, 'ja')).toBe(expected);
  });

  it('keeps the fallback it is given', () => {
    expect(chooseLocale('th', ['en'], 'en')).toBe('en');
  });
});

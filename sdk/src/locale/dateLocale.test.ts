import { describe, expect, it } from 'vitest';
import { dateLocale } from './dateLocale';
import { LOCALES, isLocale } from './locales';

describe('dateLocale: zh variants map to zh-cn and zh-tw', () => {
  it.each([
    ['zh_Hans', 'zh-cn'],
    ['zh_Hant', 'zh-tw'],
    ['en', 'en'],
    ['ja', 'ja'],
    ['ko', 'ko'],
    ['id', 'id'],
    ['th', 'th'],
    ['ar', 'ar'],
  ] as const)('%s gives %s', (locale, expected) => {
    expect(dateLocale(locale)).toBe(expected);
  });
});

describe('LOCALES', () => {
  it('holds the eight locales of the product', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'en', 'id', 'ja', 'ko', 'th', 'zh_Hans', 'zh_Hant']);
  });

  it.each([
    ['ja', true],
    ['zh_Hant', true],
    ['zh-TW', false],
    ['JA', false],
    [7, false],
  ])('isLocale(%o) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

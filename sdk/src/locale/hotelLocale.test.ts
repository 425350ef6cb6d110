import { describe, expect, it } from 'vitest';
import { hotelLocale } from './hotelLocale';

describe('hotelLocale: ko or zh_Hant, otherwise ja', () => {
  it.each([
    ['ko', 'ko'],
    ['zh_Hant', 'zh_Hant'],
    ['ja', 'ja'],
    ['en', 'ja'],
    ['zh_Hans', 'ja'],
    ['th', 'ja'],
    [null, 'ja'],
    [undefined, 'ja'],
  ])('%s gives %s', (locale, expected) => {
    expect(hotelLocale(locale)).toBe(expected);
  });
});

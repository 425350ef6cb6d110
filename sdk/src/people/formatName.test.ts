import { describe, expect, it } from 'vitest';
import { formatName } from './formatName';

const taro = { first_name: 'Taro', last_name: 'Yamada' };

describe('formatName: surname first except in en', () => {
  it.each([
    ['en', 'Taro Yamada'],
    ['ja', 'Yamada Taro'],
    ['ko', 'Yamada Taro'],
    ['zh_Hans', 'Yamada Taro'],
    ['zh_Hant', 'Yamada Taro'],
    ['id', 'Yamada Taro'],
    ['th', 'Yamada Taro'],
    ['ar', 'Yamada Taro'],
  ] as const)('in %s shows %s', (locale, expected) => {
    expect(formatName(taro, locale)).toBe(expected);
  });

  it('leaves out a missing or blank part without a stray space', () => {
    expect(formatName({ first_name: 'Taro', last_name: null }, 'ja')).toBe('Taro');
    expect(formatName({ first_name: '  ', last_name: 'Yamada' }, 'en')).toBe('Yamada');
    expect(formatName({}, 'en')).toBe('');
  });

  it('trims the parts', () => {
    expect(formatName({ first_name: ' 太郎 ', last_name: '山田 ' }, 'ja')).toBe('山田 太郎');
  });
});

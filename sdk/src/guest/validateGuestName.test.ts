import { describe, expect, it } from 'vitest';
import { zReservationGuestName } from '../generated/zod/zod.gen';
import { validateGuestName } from './validateGuestName';

const namePattern = zReservationGuestName.shape.first_name;
const kanaPattern = zReservationGuestName.shape.first_name_kana;

describe('validateGuestName', () => {
  it.each([
    ['ja', 'やまだ'],
    ['ja', 'たろう'],
    ['ja', 'Yamada'],
    ['ja', 'やまだ Smith'],
    ['ja', 'さとー'],
    ['zh_Hans', '王'],
    ['zh_Hans', '张伟'],
    ['zh_Hant', '陳美麗'],
    ['zh_Hant', 'Chen'],
    ['ko', '김민준'],
    ['ko', 'Kim'],
    ['en', 'Smith'],
    ['en', 'Mary Ann'],
    ['en', "O'Brien"],
    ['en', 'Jean-Luc'],
    ['en', 'St. John'],
    ['en', 'Müller'],
    ['en', 'Ñúñez'],
    ['en', 'Łukasz'],
    ['en', 'Søren'],
    ['id', 'Siti Nurhaliza'],
    ['th', 'Somchai'],
    ['ar', 'Al-Farsi'],
  ] as const)('in %s accepts %s', (locale, name) => {
    expect(validateGuestName(name, locale)).toBeNull();
    expect(validateGuestName(name, locale, 'first_name')).toBeNull();
    // What the form lets through, the API's pattern accepts too.
    expect(namePattern.safeParse(name).success).toBe(true);
  });

  it.each([
    ['ja', '山田', 'kanji'],
    ['ja', 'ヤマダ', 'katakana in a name field'],
    ['ja', 'ｱｲ', 'half-width katakana'],
    ['ja', 'やまだ\u3000たろう', 'an ideographic space'],
    ['ja', '김', 'hangul'],
    ['zh_Hans', 'やまだ', 'hiragana'],
    ['zh_Hant', '김', 'hangul'],
    ['ko', '王', 'Chinese characters'],
    ['ko', 'ㄱㄴ', 'lone jamo'],
    ['en', '王', 'Chinese characters'],
    ['en', 'やまだ', 'hiragana'],
    ['th', 'สมชาย', 'Thai script'],
    ['ar', 'محمد', 'Arabic script'],
    ['en', 'Ｓｍｉｔｈ', 'full-width Latin'],
    ['en', 'Nguyễn', 'Vietnamese letters outside the API range'],
    ['en', 'Smith2', 'a digit'],
    ['en', 'O’Brien', 'a typographic apostrophe'],
    ['en', 'Smith 😀', 'an emoji'],
    ['en', 'Smith×', 'the multiplication sign'],
    ['en', 'Mu\u0308ller', 'a combining accent'],
    ['en', 'Smith, John', 'a comma'],
  ] as const)('in %s refuses %s (%s)', (locale, name, _what) => {
    expect(validateGuestName(name, locale)).toBe('unsupported_characters');
  });

  it.each([
    ['ヤマダ', null],
    ['やまだ', null],
    ['Yamada', null],
    ['ジョン・スミス', null],
    ['山田', 'unsupported_characters'],
    ['ﾔﾏﾀﾞ', 'unsupported_characters'],
  ] as const)('in a kana field, %s gives %s in every locale', (name, code) => {
    for (const locale of ['ja', 'en', 'ko'] as const) {
      expect(validateGuestName(name, locale, 'last_name_kana')).toBe(code);
      expect(validateGuestName(name, locale, 'first_name_kana')).toBe(code);
    }
    if (code === null) expect(kanaPattern.safeParse(name).success).toBe(true);
  });

  it.each([undefined, null, '', '   '])('calls %o missing', (name) => {
    expect(validateGuestName(name, 'en')).toBe('required');
  });

  it('checks the value without surrounding spaces', () => {
    expect(validateGuestName('  Smith ', 'en')).toBeNull();
  });

  it.each(['-', "'", ' . '])('refuses %o, which has no letter', (name) => {
    expect(validateGuestName(name, 'en')).toBe('invalid');
  });

  it('allows 100 characters and refuses 101', () => {
    expect(validateGuestName('a'.repeat(100), 'en')).toBeNull();
    expect(validateGuestName('a'.repeat(101), 'en')).toBe('too_long');
    expect(validateGuestName('あ'.repeat(101), 'ja')).toBe('too_long');
  });
});

import { describe, expect, it } from 'vitest';
import { guestNameScripts } from './guestNameScripts';

describe('guestNameScripts', () => {
  it.each([
    ['ja', ['hiragana', 'latin']],
    ['zh_Hans', ['han', 'latin']],
    ['zh_Hant', ['han', 'latin']],
    ['ko', ['hangul', 'latin']],
    ['en', ['latin']],
    ['id', ['latin']],
    ['th', ['latin']],
    ['ar', ['latin']],
  ] as const)('in %s a first or last name takes %o', (locale, scripts) => {
    expect(guestNameScripts(locale, 'first_name')).toEqual(scripts);
    expect(guestNameScripts(locale, 'last_name')).toEqual(scripts);
  });

  it.each(['ja', 'en', 'ko', 'zh_Hant'] as const)('in %s the kana fields take kana or Latin', (locale) => {
    expect(guestNameScripts(locale, 'first_name_kana')).toEqual(['katakana', 'hiragana', 'latin']);
    expect(guestNameScripts(locale, 'last_name_kana')).toEqual(['katakana', 'hiragana', 'latin']);
  });
});

import type { Locale } from '../locale/locales';

/**
 * A script a guest-name field may accept. Each is the part of the script the API's name pattern
 * accepts:
 *
 * - `latin`: half-width A-Z and a-z, and the accented Latin letters of U+00C0-U+024F (é, ñ, ø, ł, ...),
 *   except the signs × and ÷. Full-width Latin (Ａ) and Latin Extended Additional (Vietnamese ạ, ố) are
 *   not accepted.
 * - `hiragana`: ぁ-ゖ, the iteration marks ゝ ゞ and the long-vowel mark ー.
 * - `katakana`: full-width ァ-ヺ, ヽ ヾ, ー and the middle dot ・ (between the parts of a foreign name).
 *   Half-width katakana (ｱ) is not accepted.
 * - `han`: Chinese characters (CJK unified ideographs, extension A and compatibility ideographs).
 * - `hangul`: precomposed hangul syllables (가-힣); lone jamo (ㄱ) are not a name.
 *
 * @example
 * ```ts
 * const scripts: NameScript[] = ['hiragana', 'latin'];
 * ```
 */
export type NameScript = 'latin' | 'hiragana' | 'katakana' | 'han' | 'hangul';

/**
 * A name field of the booking details (each room's guest has first_name, last_name, first_name_kana and
 * last_name_kana; the booker has the same four).
 *
 * @example
 * ```ts
 * const field: GuestNameField = 'last_name_kana';
 * ```
 */
export type GuestNameField = 'first_name' | 'last_name' | 'first_name_kana' | 'last_name_kana';

/**
 * The scripts a guest-name field accepts in a locale, the first being the locale's own (docs/rules.md, "Guest
 * details").
 *
 * - first_name, last_name: ja hiragana or Latin; zh_Hans and zh_Hant Chinese characters or Latin; ko
 *   hangul or Latin; en, id, th and ar Latin.
 * - first_name_kana, last_name_kana, in every locale: katakana, hiragana or Latin.
 *
 * Decisions: the locale is the widget's display locale, the one the guest reads and types in. Kanji are not
 * accepted in Japanese name fields: hiragana and Latin only. The kana fields hold the reading a Japanese
 * hotel asks for: katakana (the usual script of a reading) or hiragana, and Latin so that a guest without a
 * Japanese keyboard can still answer; the locale does not change them. Thai and Arabic names are written in
 * Latin letters, as every locale without a rule of its own is.
 *
 * @example
 * ```ts
 * guestNameScripts('ja', 'last_name'); // ['hiragana', 'latin']
 * guestNameScripts('zh_Hant', 'first_name'); // ['han', 'latin']
 * guestNameScripts('en', 'last_name_kana'); // ['katakana', 'hiragana', 'latin']
 * guestNameScripts('th', 'first_name'); // ['latin']
 * ```
 */
export function guestNameScripts(locale: Locale, field: GuestNameField): readonly NameScript[] {
  if (field === 'first_name_kana' || field === 'last_name_kana') return ['katakana', 'hiragana', 'latin'];
  switch (locale) {
    case 'ja':
      return ['hiragana', 'latin'];
    case 'zh_Hans':
    case 'zh_Hant':
      return ['han', 'latin'];
    case 'ko':
      return ['hangul', 'latin'];
    default:
      return ['latin'];
  }
}

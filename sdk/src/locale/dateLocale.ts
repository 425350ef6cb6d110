import type { Locale } from './locales';

/**
 * The locale name a date library expects: the Chinese variants become `zh-cn` and `zh-tw`, the other locales
 * keep their names.
 *
 * @example
 * ```ts
 * const tag: DateLocale = 'zh-tw';
 * ```
 */
export type DateLocale = Exclude<Locale, 'zh_Hans' | 'zh_Hant'> | 'zh-cn' | 'zh-tw';

/**
 * Maps a product locale to the date locale: `zh_Hans` → `zh-cn`, `zh_Hant` → `zh-tw`, others as is
 * (docs/rules.md, "Locales").
 *
 * @example
 * ```ts
 * dateLocale('zh_Hans'); // 'zh-cn'
 * dateLocale('ja'); // 'ja'
 * ```
 */
export function dateLocale(locale: Locale): DateLocale {
  if (locale === 'zh_Hans') return 'zh-cn';
  if (locale === 'zh_Hant') return 'zh-tw';
  return locale;
}

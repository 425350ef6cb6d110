/**
 * The locales a hotel itself can have: Korean, traditional Chinese, or Japanese.
 *
 * @example
 * ```ts
 * const locale: HotelLocale = 'ko';
 * ```
 */
export type HotelLocale = 'ja' | 'ko' | 'zh_Hant';

/**
 * The hotel locale: `ko` or `zh_Hant` when the hotel's locale is one of those, otherwise `ja` (docs/rules.md,
 * "Locales"). Anything else, including a missing value, falls back to Japanese because the product's hotels
 * are Japanese unless they say otherwise.
 *
 * @example
 * ```ts
 * hotelLocale('zh_Hant'); // 'zh_Hant'
 * hotelLocale('en'); // 'ja'
 * hotelLocale(undefined); // 'ja'
 * ```
 */
export function hotelLocale(locale: string | null | undefined): HotelLocale {
  return locale === 'ko' || locale === 'zh_Hant' ? locale : 'ja';
}

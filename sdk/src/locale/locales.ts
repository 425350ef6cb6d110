/**
 * Every locale of the product (the contract's `Locale`): en, ja, ko, zh_Hans, zh_Hant, id, th, ar.
 *
 * @example
 * ```ts
 * LOCALES.includes('ja'); // true
 * ```
 */
export const LOCALES = ['en', 'ja', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;

/**
 * A locale of the product, spelled as the API spells it (`zh_Hans`, not `zh-CN`).
 *
 * @example
 * ```ts
 * const locale: Locale = 'zh_Hant';
 * ```
 */
export type Locale = (typeof LOCALES)[number];

/**
 * Whether a value is one of the product's locales; the check is exact and case-sensitive.
 *
 * @example
 * ```ts
 * isLocale('ko'); // true
 * isLocale('zh-TW'); // false: the API spelling is zh_Hant
 * ```
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

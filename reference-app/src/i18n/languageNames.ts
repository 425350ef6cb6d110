import type { Locale } from '@staykit/sdk';

/**
 * Each locale's own name, as the language selector lists it (a guest looks for their language in it).
 *
 * @example
 * ```ts
 * LANGUAGE_NAMES.ko; // '한국어'
 * ```
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
};

import type { Locale } from '@staykit/sdk';
import { ar } from './catalogues/ar';
import { en } from './catalogues/en';
import { id } from './catalogues/id';
import { ja } from './catalogues/ja';
import { ko } from './catalogues/ko';
import { th } from './catalogues/th';
import { zhHans } from './catalogues/zhHans';
import { zhHant } from './catalogues/zhHant';

/**
 * A key of the UI text catalogues (the English catalogue is the reference).
 *
 * @example
 * ```ts
 * const key: MessageKey = 'loading';
 * ```
 */
export type MessageKey = keyof typeof en;

/**
 * One locale's UI text: every key, and only those (a missing or extra key fails to compile).
 *
 * @example
 * ```ts
 * export const fr: Messages = { loading: 'Chargement…', ... };
 * ```
 */
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * The UI text of every product locale.
 *
 * @example
 * ```ts
 * CATALOGUES.ja.loading; // '読み込み中…'
 * ```
 */
export const CATALOGUES: Readonly<Record<Locale, Messages>> = {
  en,
  ja,
  ko,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  id,
  th,
  ar,
};

/**
 * The UI text of a locale; English for anything that is not a product locale.
 *
 * @example
 * ```ts
 * messagesFor('ko').dismiss; // '닫기'
 * messagesFor('fr').dismiss; // 'Dismiss'
 * ```
 */
export function messagesFor(locale: string): Messages {
  return Object.hasOwn(CATALOGUES, locale) ? CATALOGUES[locale as Locale] : en;
}

/**
 * The `lang` attribute value of a locale (BCP 47: `zh_Hant` is spelled `zh-Hant`).
 *
 * @example
 * ```ts
 * htmlLang('zh_Hans'); // 'zh-Hans'
 * ```
 */
export function htmlLang(locale: string): string {
  return locale.replace('_', '-');
}

/**
 * The writing direction of a locale: right to left for Arabic.
 *
 * @example
 * ```ts
 * textDirection('ar'); // 'rtl'
 * ```
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

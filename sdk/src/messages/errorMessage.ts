import { isLocale, type Locale } from '../locale/locales';
import { ar } from './ar';
import { en } from './en';
import { id } from './id';
import { ja } from './ja';
import { ko } from './ko';
import { CLIENT_ERROR_CODES, ERROR_CODES, type ErrorMessages, type MessageCode } from './messageCodes';
import { th } from './th';
import { zhHans } from './zhHans';
import { zhHant } from './zhHant';

// Keyed by the API's locale spelling (`zh_Hans`), not the catalogue's export names (`zhHans`).
const CATALOGUES: Readonly<Record<Locale, ErrorMessages>> = {
  en,
  ja,
  ko,
  zh_Hans: zhHans,
  zh_Hant: zhHant,
  id,
  th,
  ar,
};

const MESSAGE_CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, ...CLIENT_ERROR_CODES]);

// A Set lookup rather than `code in catalogue`, so inherited names such as `toString` are not codes.
function isMessageCode(code: string): code is MessageCode {
  return MESSAGE_CODES.has(code);
}

/**
 * The user-facing message for a known code in one of the product's locales.
 *
 * @example
 * ```ts
 * errorMessage('3013', 'en'); // 'Your reservation is being updated. Please try again in about 5 minutes.'
 * errorMessage('sold_out', 'zh_Hant');
 * ```
 */
export function errorMessage(code: MessageCode, locale: Locale): string {
  return CATALOGUES[locale][code];
}

/**
 * The user-facing message for a code and locale read at run time (an error body, a URL), or `null` when
 * either is unknown: callers then show the server's own text (docs/rules.md, "Errors").
 *
 * @example
 * ```ts
 * errorMessageOrNull('3013', 'ja'); // 'ご予約の変更処理中です。…'
 * errorMessageOrNull('9999', 'ja') ?? body.error.title; // falls back to the server's text
 * errorMessageOrNull('3013', 'fr'); // null
 * ```
 */
export function errorMessageOrNull(code: string, locale: string): string | null {
  if (!isLocale(locale) || !isMessageCode(code)) {
    return null;
  }
  return errorMessage(code, locale);
}

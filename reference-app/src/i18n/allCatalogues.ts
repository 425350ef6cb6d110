import type { Locale } from '@staykit/sdk';
import { ar } from './catalogues/ar';
import { en } from './catalogues/en';
import { id } from './catalogues/id';
import { ja } from './catalogues/ja';
import { ko } from './catalogues/ko';
import { th } from './catalogues/th';
import { zhHans } from './catalogues/zhHans';
import { zhHant } from './catalogues/zhHant';
import { bindCatalogue, type Catalogue, type Messages } from './messages';

/**
 * Every UI catalogue at once, for tests and tools. The widget itself never imports this module: it loads
 * the guest's language only (see `loadMessages`), so the first screen does not carry eight languages.
 *
 * @example
 * ```ts
 * CATALOGUES.ja.loading; // '読み込み中…'
 * ```
 */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
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
 * Every locale's UI text bound to its locale, as screens receive it from `useMessages` (for tests and tools).
 *
 * @example
 * ```ts
 * MESSAGES.ar.format('summaryNights', { nights: 14 });
 * ```
 */
export const MESSAGES: Readonly<Record<Locale, Messages>> = {
  en: bindCatalogue('en', en),
  ja: bindCatalogue('ja', ja),
  ko: bindCatalogue('ko', ko),
  zh_Hans: bindCatalogue('zh_Hans', zhHans),
  zh_Hant: bindCatalogue('zh_Hant', zhHant),
  id: bindCatalogue('id', id),
  th: bindCatalogue('th', th),
  ar: bindCatalogue('ar', ar),
};

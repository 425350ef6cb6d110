import type { Locale } from '@staykit/sdk';
import { agency as arAgency } from './catalogues/ar/agency';
import { booking as arBooking } from './catalogues/ar/booking';
import { member as arMember } from './catalogues/ar/member';
import { search as arSearch } from './catalogues/ar/search';
import { agency as enAgency } from './catalogues/en/agency';
import { booking as enBooking } from './catalogues/en/booking';
import { member as enMember } from './catalogues/en/member';
import { search as enSearch } from './catalogues/en/search';
import { agency as idAgency } from './catalogues/id/agency';
import { booking as idBooking } from './catalogues/id/booking';
import { member as idMember } from './catalogues/id/member';
import { search as idSearch } from './catalogues/id/search';
import { agency as jaAgency } from './catalogues/ja/agency';
import { booking as jaBooking } from './catalogues/ja/booking';
import { member as jaMember } from './catalogues/ja/member';
import { search as jaSearch } from './catalogues/ja/search';
import { agency as koAgency } from './catalogues/ko/agency';
import { booking as koBooking } from './catalogues/ko/booking';
import { member as koMember } from './catalogues/ko/member';
import { search as koSearch } from './catalogues/ko/search';
import { agency as thAgency } from './catalogues/th/agency';
import { booking as thBooking } from './catalogues/th/booking';
import { member as thMember } from './catalogues/th/member';
import { search as thSearch } from './catalogues/th/search';
import { agency as zhHansAgency } from './catalogues/zhHans/agency';
import { booking as zhHansBooking } from './catalogues/zhHans/booking';
import { member as zhHansMember } from './catalogues/zhHans/member';
import { search as zhHansSearch } from './catalogues/zhHans/search';
import { agency as zhHantAgency } from './catalogues/zhHant/agency';
import { booking as zhHantBooking } from './catalogues/zhHant/booking';
import { member as zhHantMember } from './catalogues/zhHant/member';
import { search as zhHantSearch } from './catalogues/zhHant/search';
import { bindCatalogue } from './bindCatalogue';
import type { Catalogue, Messages } from './messages';

/**
 * Every UI catalogue at once, each language's areas together, for tests and tools. The widget itself
 * never imports this module: it loads the guest's language only, an area at a time (see `loadMessages`
 * and `openMessageArea`), so the first screen does not carry eight languages.
 *
 * @example
 * ```ts
 * CATALOGUES.ja.loading; // '読み込み中…'
 * ```
 */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
  en: { ...enSearch, ...enBooking, ...enMember, ...enAgency },
  ja: { ...jaSearch, ...jaBooking, ...jaMember, ...jaAgency },
  ko: { ...koSearch, ...koBooking, ...koMember, ...koAgency },
  zh_Hans: { ...zhHansSearch, ...zhHansBooking, ...zhHansMember, ...zhHansAgency },
  zh_Hant: { ...zhHantSearch, ...zhHantBooking, ...zhHantMember, ...zhHantAgency },
  id: { ...idSearch, ...idBooking, ...idMember, ...idAgency },
  th: { ...thSearch, ...thBooking, ...thMember, ...thAgency },
  ar: { ...arSearch, ...arBooking, ...arMember, ...arAgency },
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
  en: bindCatalogue('en', CATALOGUES.en),
  ja: bindCatalogue('ja', CATALOGUES.ja),
  ko: bindCatalogue('ko', CATALOGUES.ko),
  zh_Hans: bindCatalogue('zh_Hans', CATALOGUES.zh_Hans),
  zh_Hant: bindCatalogue('zh_Hant', CATALOGUES.zh_Hant),
  id: bindCatalogue('id', CATALOGUES.id),
  th: bindCatalogue('th', CATALOGUES.th),
  ar: bindCatalogue('ar', CATALOGUES.ar),
};

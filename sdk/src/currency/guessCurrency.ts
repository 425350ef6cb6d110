import { CURRENCY_CODES } from './currencies';
import type { CurrencyCode } from './currencies';

// The euro's countries; every other currency offered is its country's by ISO 4217's own rule: its code
// starts with the country's code (US → USD, GB → GBP, TW → TWD).
// The euro area (Bulgaria since 2026) and the states that use the euro by agreement.
const EURO_AREA = new Set(
  'AD AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MC ME MT NL PT SI SK SM VA XK'.split(' '),
);

function currencyOfRegion(region: string): CurrencyCode | undefined {
  if (EURO_AREA.has(region)) return 'EUR';
  return CURRENCY_CODES.find((code) => code !== 'EUR' && code.startsWith(region));
}

// Languages spoken as the main language of one region only: a tag without a region still names it.
const BY_LANGUAGE: Readonly<Record<string, CurrencyCode>> = {
  ja: 'JPY',
  ko: 'KRW',
  th: 'THB',
  id: 'IDR',
  vi: 'VND',
};

/**
 * The currency a guest's language tags suggest (docs/rules.md, "Currencies"): the region of the first tag
 * that names one the product has a currency for (`en-US` → USD, `zh-Hant-TW` → TWD, `de-AT` → EUR), or a
 * language of one country (`ja` → JPY); `undefined` when no tag says. The widget's `guessed` currency takes
 * the browser's languages; the Staykit mock detects the init's `detected_currency` with it from
 * `Accept-Language`.
 *
 * @param languageTags - BCP 47 tags, most preferred first (`navigator.languages`).
 * @example
 * ```ts
 * guessCurrency(['en-US', 'en']); // 'USD'
 * guessCurrency(['zh-Hant-TW']); // 'TWD'
 * guessCurrency(['fr']); // undefined
 * ```
 */
export function guessCurrency(languageTags: readonly string[]): CurrencyCode | undefined {
  for (const tag of languageTags) {
    const [language = '', ...rest] = tag.trim().split(/[-_]/);
    // The region is the first two-letter or three-digit subtag after the language (a script has four).
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
    const currency = (region && currencyOfRegion(region)) || BY_LANGUAGE[language.toLowerCase()];
    if (currency) return currency;
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import type { Locale } from '../locale/locales';
import { errorMessage, errorMessageOrNull } from './errorMessage';
import { en } from './en';
import { ja } from './ja';
import type { MessageCode } from './messageCodes';
import { zhHans } from './zhHans';
import { zhHant } from './zhHant';

describe('errorMessage', () => {
  it('returns the locale text', () => {
    expect(errorMessage('sold_out', 'en')).toBe(en.sold_out);
    expect(errorMessage('3013', 'ja')).toBe(ja['3013']);
  });

  it('maps the API spelling zh_Hans / zh_Hant to the zhHans / zhHant catalogues', () => {
    expect(errorMessage('1903', 'zh_Hans')).toBe(zhHans['1903']);
    expect(errorMessage('1903', 'zh_Hant')).toBe(zhHant['1903']);
  });
});

describe('errorMessageOrNull', () => {
  it('returns the text for a known code and locale', () => {
    expect(errorMessageOrNull('network_error', 'en')).toBe(en.network_error);
    expect(errorMessageOrNull('3014', 'zh_Hant')).toBe(zhHant['3014']);
  });

  it.each(['9999', '', 'Sold_out', 'toString', 'constructor', '__proto__'])(
    'returns null for the unknown code %j',
    (code) => {
      expect(errorMessageOrNull(code, 'en')).toBeNull();
    },
  );

  it.each(['fr', '', 'EN', 'zh-CN', 'zhHans', 'toString'])(
    'returns null for the unknown locale %j',
    (locale) => {
      expect(errorMessageOrNull('sold_out', locale)).toBeNull();
    },
  );
});

// Hand-checked against the catalogue meanings (docs/errors.md).
const HAND_CHECKED: ReadonlyArray<readonly [MessageCode, Locale, RegExp]> = [
  ['3013', 'en', /about 5 minutes/],
  ['3016', 'en', /payment.*about 5 minutes/i],
  ['3014', 'en', /original reservation has changed.*cancel this change/i],
  ['1903', 'en', /within the allowed number of months from today/],
  ['1400', 'en', /go back to the guest details/],
  ['exchange_rates_updated', 'en', /updated.*check the price/],
  ['pay_link_expired', 'en', /within an hour.*reload the page/],
  ['cancellation_same_day', 'en', /phone/],
  ['client_session_invalid', 'en', /reload the page/],
  ['agency_restore_failed', 'en', /enter them again and press Next/],
  ['no_hotel_code', 'en', /No hotel/],
  ['3013', 'ja', /5分/],
  ['cancellation_same_day', 'ja', /電話/],
  ['1400', 'ja', /宿泊者情報/],
  ['3013', 'zh_Hans', /5 分钟/],
  ['cancellation_same_day', 'zh_Hans', /致电/],
  ['3013', 'zh_Hant', /5 分鐘/],
  ['cancellation_same_day', 'zh_Hant', /致電/],
  ['3013', 'ko', /5분/],
  ['cancellation_same_day', 'ko', /전화/],
  ['3013', 'id', /5 menit/],
  ['cancellation_same_day', 'id', /telepon/],
  ['3013', 'th', /5 นาที/],
  ['cancellation_same_day', 'th', /โทรศัพท์/],
  ['3013', 'ar', /5 دقائق/],
  ['cancellation_same_day', 'ar', /هاتفيًا/],
];

describe('hand-checked texts', () => {
  it.each(HAND_CHECKED)('%s in %s matches %s', (code, locale, expected) => {
    expect(errorMessage(code, locale)).toMatch(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { id } from './id';
import { ja } from './ja';
import { ko } from './ko';
import { CLIENT_ERROR_CODES, ERROR_CODES, type ErrorMessages, type MessageCode } from './messageCodes';
import { th } from './th';
import { zhHans } from './zhHans';
import { zhHant } from './zhHant';

const CATALOGUES: ReadonlyArray<readonly [string, ErrorMessages]> = [
  ['en', en],
  ['ja', ja],
  ['zhHans', zhHans],
  ['zhHant', zhHant],
  ['ko', ko],
  ['id', id],
  ['th', th],
  ['ar', ar],
];

const ALL_CODES: readonly MessageCode[] = [...ERROR_CODES, ...CLIENT_ERROR_CODES];

// Each non-Latin catalogue must show its own script somewhere in every text, so an untranslated
// English text cannot slip through; proper nouns (Visa, 3-D Secure, CSV) may still appear beside it.
const SCRIPTS: ReadonlyArray<readonly [string, ErrorMessages, RegExp]> = [
  ['ja', ja, /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u],
  ['zhHans', zhHans, /\p{Script=Han}/u],
  ['zhHant', zhHant, /\p{Script=Han}/u],
  ['ko', ko, /\p{Script=Hangul}/u],
  ['th', th, /\p{Script=Thai}/u],
  ['ar', ar, /\p{Script=Arabic}/u],
];

// Characters whose form differs between the two Chinese scripts, all common in booking texts.
const SIMPLIFIED_ONLY = /[请们这无码设账发会联订网链页时间为验证优电输]/u;
const TRADITIONAL_ONLY = /[請們這無碼設帳發會聯訂網連頁時間為驗證優電輸]/u;

// Numbered codes that share a meaning share a text (the catalogue's titles and meanings).
const SHARED: readonly (readonly MessageCode[])[] = [
  ['unauthorized', '3401', '3402'],
  ['client_session_invalid', '4000'],
  ['3001', '3011'],
  ['3003', '3205'],
  ['3006', '3250'],
  ['3203', '3251'],
  ['3200', '3201'],
  ['3202', '3502'],
  ['3501', '3503'],
  ['3601', '3602', '3603', '3604'],
  ['3751', '3752', '3753', '3754', '3755', '3757', '3758', '3759', '3760'],
  ['3780', '3781', '3782', '3783'],
];

describe.each(CATALOGUES)('%s catalogue', (_name, messages) => {
  it('has exactly the keys of MessageCode', () => {
    expect(Object.keys(messages).sort()).toEqual([...ALL_CODES].sort());
  });

  it('has no empty, whitespace-only or untrimmed text', () => {
    expect(
      ALL_CODES.filter((code) => messages[code].trim() === '' || messages[code] !== messages[code].trim()),
    ).toEqual([]);
  });

  it('never exposes internal jargon', () => {
    for (const text of Object.values(messages)) {
      expect(text).not.toMatch(/HTTP|token|client.session|idempoten|API|Retry-After/i);
    }
  });

  it.each(SHARED)('gives %s and the codes sharing its meaning one text', (first, ...others) => {
    for (const code of others) {
      expect(messages[code]).toBe(messages[first]);
    }
  });
});

describe.each(SCRIPTS)('%s texts', (_name, messages, script) => {
  it('are all written in the locale script', () => {
    expect(ALL_CODES.filter((code) => !script.test(messages[code]))).toEqual([]);
  });
});

describe('non-English catalogues', () => {
  it.each(CATALOGUES.filter(([name]) => name !== 'en'))('%s translates every text', (_name, messages) => {
    expect(ALL_CODES.filter((code) => messages[code] === en[code])).toEqual([]);
  });

  it('id has no English sentence left', () => {
    for (const text of Object.values(id)) {
      expect(text).not.toMatch(/\b(please|the|your|cannot|again)\b/i);
    }
  });

  it('zhHans uses simplified characters only', () => {
    for (const text of Object.values(zhHans)) {
      expect(text).not.toMatch(TRADITIONAL_ONLY);
    }
  });

  it('zhHant uses traditional characters only', () => {
    for (const text of Object.values(zhHant)) {
      expect(text).not.toMatch(SIMPLIFIED_ONLY);
    }
  });

  it('zh texts carry no Japanese kana', () => {
    for (const text of [...Object.values(zhHans), ...Object.values(zhHant)]) {
      expect(text).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
  });

  it('ja texts use the polite です/ます register', () => {
    for (const text of Object.values(ja)) {
      expect(text).toMatch(/(です|ます|ません|ました|でした|ください)。$/u);
    }
  });
});

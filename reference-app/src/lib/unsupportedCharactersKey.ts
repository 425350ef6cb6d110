import { guestNameScripts, isLocale, type GuestNameField } from '@staykit/sdk';
import type { MessageKey } from '../i18n/messages';

const NAME_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'first_name_kana',
  'last_name_kana',
]);

function isNameField(field: string): field is GuestNameField {
  return NAME_FIELDS.has(field);
}

/**
 * The message for `unsupported_characters` on a field: one message per set of scripts the field accepts,
 * each a whole sentence, so the wording never depends on a list of every script at once. A name field's
 * scripts follow the booking's locale (the SDK's `guestNameScripts`); the card holder takes A–Z; the Taiwan
 * receipt name takes traditional Chinese characters.
 *
 * @example
 * ```ts
 * unsupportedCharactersKey('rooms.0.guest.last_name', 'ja'); // 'fieldUnsupportedJapanese'
 * unsupportedCharactersKey('holder_name', 'ja'); // 'fieldUnsupportedCardHolder'
 * ```
 */
export function unsupportedCharactersKey(field: string, bookingLocale: string): MessageKey {
  if (field === 'holder_name') return 'fieldUnsupportedCardHolder';
  if (field === 'receipt_title') return 'fieldUnsupportedReceiptTitle';
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (!isNameField(name)) return 'fieldInvalid';
  const scripts = guestNameScripts(isLocale(bookingLocale) ? bookingLocale : 'en', name);
  if (scripts.includes('katakana')) return 'fieldUnsupportedKana';
  if (scripts.includes('hiragana')) return 'fieldUnsupportedJapanese';
  if (scripts.includes('han')) return 'fieldUnsupportedChinese';
  if (scripts.includes('hangul')) return 'fieldUnsupportedKorean';
  return 'fieldUnsupportedLatin';
}

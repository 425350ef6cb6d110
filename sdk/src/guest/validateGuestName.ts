import type { Locale } from '../locale/locales';
import { guestNameScripts } from './guestNameScripts';
import type { GuestNameField, NameScript } from './guestNameScripts';
import { validateRequired } from './validateRequired';

// The ranges stay inside the API's name pattern, so a name accepted here is never refused there.
const SCRIPT_CHARACTERS: Record<NameScript, string> = {
  latin: 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F',
  hiragana: '\\u3041-\\u3096\\u309D\\u309E\\u30FC',
  katakana: '\\u30A1-\\u30FE',
  han: '\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF',
  hangul: '\\uAC00-\\uD7A3',
};

// Between the parts of a name: "Mary Ann", "O'Brien", "Jean-Luc", "St. John".
const SEPARATORS = " .'\\-";

// The contract's maxLength of first_name, last_name and the kana fields.
const NAME_MAX_LENGTH = 100;

/**
 * Why a guest-name field cannot be sent, or `null` when it can (docs/rules.md, "Guest details"). The field
 * accepts the scripts of {@link guestNameScripts} for `locale`, mixed freely ("やまだ Smith" is fine in `ja`),
 * with spaces, hyphens, apostrophes and full stops between the parts.
 *
 * - `required`: missing or blank.
 * - `unsupported_characters`: a character of another script (kanji in `ja`, hangul in `zh_Hant`, Thai in
 *   `th`), a digit, an emoji, a full-width or ideographic space, a typographic apostrophe (’), or an
 *   accent typed as a separate combining mark (send names NFC-normalised: `name.normalize('NFC')`).
 * - `invalid`: no letter at all (only separators, such as "-").
 * - `too_long`: over 100 characters.
 *
 * The value is checked without its leading and trailing spaces; send it trimmed. The name cannot be changed
 * after booking (`updateReservationGuests` refuses name fields), which is why it is checked before sending
 * rather than corrected later.
 *
 * @param name - the value typed.
 * @param locale - the widget's display locale.
 * @param field - which name field; the two kana fields accept kana. Defaults to `last_name` (first and
 *   last names follow the same rule).
 * @example
 * ```ts
 * validateGuestName('やまだ', 'ja'); // null
 * validateGuestName('山田', 'ja'); // 'unsupported_characters': kanji are not among Japanese name scripts
 * validateGuestName('王', 'zh_Hant'); // null
 * validateGuestName('김', 'ko'); // null
 * validateGuestName('Müller-Lüdenscheidt', 'en'); // null
 * validateGuestName('ヤマダ', 'ja', 'last_name_kana'); // null
 * validateGuestName('  ', 'en'); // 'required'
 * ```
 */
export function validateGuestName(
  name: string | null | undefined,
  locale: Locale,
  field: GuestNameField = 'last_name',
): 'required' | 'unsupported_characters' | 'invalid' | 'too_long' | null {
  if (validateRequired(name)) return 'required';
  const trimmed = (name ?? '').trim();
  const letters = guestNameScripts(locale, field)
    .map((script) => SCRIPT_CHARACTERS[script])
    .join('');
  if (!new RegExp(`^[${letters}${SEPARATORS}]+$`, 'u').test(trimmed)) return 'unsupported_characters';
  if (!new RegExp(`[${letters}]`, 'u').test(trimmed)) return 'invalid';
  if (trimmed.length > NAME_MAX_LENGTH) return 'too_long';
  return null;
}

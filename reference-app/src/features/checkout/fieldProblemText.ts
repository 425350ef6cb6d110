import { errorMessageLoaders } from '../../i18n/errorMessageLoaders';
import type { Messages } from '../../i18n/messages';

const CLIENT_TEXT: Record<string, keyof Messages> = {
  required: 'fieldRequired',
  too_long: 'fieldTooLong',
  invalid: 'fieldInvalid',
  unsupported_characters: 'fieldUnsupportedCharacters',
  mismatch: 'fieldMismatch',
  not_accepted: 'fieldNotAccepted',
};

/**
 * The text of a form problem: the widget's own words for the SDK's client field codes (required,
 * invalid, ...), the SDK's localised message for an API error code, else a generic "check this field".
 *
 * @example
 * ```ts
 * fieldProblemText('required', 'en', messagesFor('en')); // 'Fill in this field.'
 * ```
 */
export function fieldProblemText(code: string, locale: string, text: Messages): string {
  const key = CLIENT_TEXT[code];
  if (key !== undefined) return text[key];
  return errorMessageLoaders.text(code, locale) ?? text.fieldInvalid;
}

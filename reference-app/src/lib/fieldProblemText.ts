import { errorMessageLoaders } from '../i18n/errorMessageLoaders';
import type { MessageKey, Messages } from '../i18n/messages';
import { unsupportedCharactersKey } from './unsupportedCharactersKey';

const CLIENT_TEXT: Readonly<Record<string, MessageKey>> = {
  required: 'fieldRequired',
  too_long: 'fieldTooLong',
  invalid: 'fieldInvalid',
  mismatch: 'fieldMismatch',
  not_accepted: 'fieldNotAccepted',
};

/**
 * The text of a form problem: the widget's own words for the SDK's client field codes (required,
 * invalid, ...), the SDK's localised message for an API error code, else a generic "check this field".
 *
 * @example
 * ```ts
 * fieldProblemText({ field: 'email', code: 'required' }, 'en', messagesFor('en')); // 'Fill in this field.'
 * ```
 */
export function fieldProblemText(
  { field, code }: { field: string; code: string },
  locale: string,
  text: Messages,
): string {
  if (code === 'unsupported_characters') return text[unsupportedCharactersKey(field, locale)];
  const key = CLIENT_TEXT[code];
  if (key !== undefined) return text[key];
  return errorMessageLoaders.text(code, locale) ?? text.fieldInvalid;
}

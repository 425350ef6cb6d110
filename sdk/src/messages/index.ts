/**
 * User-facing error messages in the product's eight locales: the `@staykit/sdk/messages` entry, kept
 * apart from the SDK core so that apps which bring their own texts do not ship these catalogues.
 *
 * @example
 * ```ts
 * import { errorMessageOrNull } from '@staykit/sdk/messages';
 * const text = errorMessageOrNull(code, locale) ?? serverTitle;
 * ```
 */
export { errorMessage, errorMessageOrNull } from './errorMessage';
export { CLIENT_ERROR_CODES, ERROR_CODES } from './messageCodes';
export type { ErrorMessages, MessageCode } from './messageCodes';
export { ar } from './ar';
export { en } from './en';
export { id } from './id';
export { ja } from './ja';
export { ko } from './ko';
export { th } from './th';
export { zhHans } from './zhHans';
export { zhHant } from './zhHant';

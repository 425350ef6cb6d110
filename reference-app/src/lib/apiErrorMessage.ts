import type { StaykitError } from '@staykit/sdk';
import { errorMessageLoaders } from '../i18n/errorMessageLoaders';

/**
 * The guest-facing text of an API error: the SDK's localised message for its code (loaded with the
 * guest's language), else the server's own text (the widget's client is created without `messages`, so
 * it does not localise).
 *
 * @example
 * ```ts
 * apiErrorMessage(error, 'en'); // 'Some of the information entered is missing or invalid. …'
 * ```
 */
export function apiErrorMessage(error: Pick<StaykitError, 'code' | 'message'>, locale: string): string {
  return errorMessageLoaders.text(error.code, locale) ?? error.message;
}

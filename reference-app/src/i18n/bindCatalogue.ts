import type { Locale } from '@staykit/sdk';
import { formatList, formatMessage } from './formatMessage';
import type { Catalogue, Messages } from './messages';

// Apart from messages.ts, which loads catalogues with the SDK's help: tests and tools that bind every
// catalogue at once (allCatalogues.ts) then load no SDK code, and run in plain Node too.

/**
 * A catalogue bound to its locale, as `useMessages` hands it out.
 *
 * @example
 * ```ts
 * bindCatalogue('en', catalogue).format('roomNumber', { n: 2 }); // 'Room 2'
 * ```
 */
export function bindCatalogue(locale: Locale, catalogue: Partial<Catalogue>): Messages {
  return {
    ...(catalogue as Catalogue),
    locale,
    format: (key, values) => formatMessage(catalogue[key] ?? `{${key}}`, values, locale),
    list: (items) => formatList(items, locale),
  };
}

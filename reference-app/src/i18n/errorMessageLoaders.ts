import type { Locale } from '@staykit/sdk';
import type { ErrorMessages } from '@staykit/sdk/messages';

// Each language of the SDK's error messages is its own entry point (`@staykit/sdk/messages/ja`), so the
// widget loads the guest's only.
const LOADERS: Readonly<Record<Locale, () => Promise<ErrorMessages>>> = {
  en: () => import('@staykit/sdk/messages/en').then((module) => module.en),
  ja: () => import('@staykit/sdk/messages/ja').then((module) => module.ja),
  ko: () => import('@staykit/sdk/messages/ko').then((module) => module.ko),
  zh_Hans: () => import('@staykit/sdk/messages/zhHans').then((module) => module.zhHans),
  zh_Hant: () => import('@staykit/sdk/messages/zhHant').then((module) => module.zhHant),
  id: () => import('@staykit/sdk/messages/id').then((module) => module.id),
  th: () => import('@staykit/sdk/messages/th').then((module) => module.th),
  ar: () => import('@staykit/sdk/messages/ar').then((module) => module.ar),
};

const loaded = new Map<string, ErrorMessages>();
const listeners = new Set<() => void>();

/**
 * The SDK's localised error messages, loaded one language at a time (through `loadMessages`).
 *
 * @example
 * ```ts
 * await errorMessageLoaders.load('ja');
 * errorMessageLoaders.text('1000', 'ja'); // the Japanese message of 1000
 * ```
 */
export const errorMessageLoaders = {
  has: (locale: string): boolean => loaded.has(locale),
  async load(locale: Locale): Promise<void> {
    if (loaded.has(locale)) return;
    loaded.set(locale, await LOADERS[locale]());
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The message of `code` in `locale`, or null when that language has not loaded or the code is unknown. */
  text(code: string, locale: string): string | null {
    const messages = loaded.get(locale);
    return messages && Object.hasOwn(messages, code)
      ? ((messages as Record<string, string>)[code] ?? null)
      : null;
  },
};

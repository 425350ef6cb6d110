import type { Locale } from '../locale/locales';

/**
 * The parts of a person's name, as the API sends them (a signed-in user, a booker, a room guest).
 *
 * @example
 * ```ts
 * const name: PersonName = { first_name: 'Taro', last_name: 'Yamada' };
 * ```
 */
export interface PersonName {
  readonly first_name?: string | null;
  readonly last_name?: string | null;
}

/**
 * A person's name for display: surname first in every locale but `en`, which shows the first name first
 * (docs/rules.md, "Locales"). Parts are trimmed and joined by one space; a missing or blank part is left out
 * rather than leaving a stray space.
 *
 * @example
 * ```ts
 * formatName({ first_name: 'Taro', last_name: 'Yamada' }, 'ja'); // 'Yamada Taro'
 * formatName({ first_name: 'Taro', last_name: 'Yamada' }, 'en'); // 'Taro Yamada'
 * formatName({ first_name: 'Taro', last_name: 'Yamada' }, 'th'); // 'Yamada Taro'
 * ```
 */
export function formatName(name: PersonName, locale: Locale): string {
  const first = name.first_name?.trim() ?? '';
  const last = name.last_name?.trim() ?? '';
  const ordered = locale === 'en' ? [first, last] : [last, first];
  return ordered.filter((part) => part !== '').join(' ');
}

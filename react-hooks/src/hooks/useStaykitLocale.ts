import { useStaykitContext } from '../internal/staykitContext';

/**
 * What `useStaykitLocale` returns.
 *
 * @example
 * ```ts
 * const { locale, setLocale }: StaykitLocale = useStaykitLocale();
 * ```
 */
export interface StaykitLocale {
  /** The locale every Staykit query is keyed and sent with (`Accept-Language`). */
  locale: string;
  /**
   * Changes the guest's locale: the client sends it from now on, and every Staykit hook moves to keys of
   * the new locale, so the view reloads in that language and no room or plan result of the old one shows.
   */
  setLocale: (next: string) => void;
}

/**
 * The guest's locale and the way to change it. Prefer it to `client.setLocale`, which re-renders nothing.
 *
 * @example
 * ```tsx
 * function LocaleSelect() {
 *   const { locale, setLocale } = useStaykitLocale();
 *   return (
 *     <select value={locale} onChange={(event) => setLocale(event.target.value)}>
 *       <option value="ja">日本語</option>
 *       <option value="en">English</option>
 *     </select>
 *   );
 * }
 * ```
 */
export function useStaykitLocale(): StaykitLocale {
  const { locale, setLocale } = useStaykitContext();
  return { locale, setLocale };
}

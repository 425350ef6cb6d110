import { useEffect, useSyncExternalStore } from 'react';
import type { filterHotelCss } from './filterHotelCss';
import type { sanitizeFooterHtml, sanitizeHeaderHtml } from './sanitizeHotelHtml';

/** The sanitisers' functions (imported for their types only: the modules themselves load lazily). */
interface Sanitizer {
  sanitizeHeaderHtml: typeof sanitizeHeaderHtml;
  sanitizeFooterHtml: typeof sanitizeFooterHtml;
  filterHotelCss: typeof filterHotelCss;
}

let loaded: Sanitizer | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= Promise.all([import('./sanitizeHotelHtml'), import('./filterHotelCss')]).then(([html, css]) => {
    loaded = { ...html, ...css };
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The hotel-HTML sanitiser (DOMPurify) and the hotel-CSS filter, loaded on first use rather than with the
 * first screen: most of their weight is only needed once a hotel's header or footer HTML is there to
 * clean. Null until they have loaded; nothing of the hotel's HTML or CSS shows before then (never
 * unsanitised).
 *
 * @example
 * ```tsx
 * const sanitizer = useHotelHtmlSanitizer(settings.custom_header_html != null);
 * const html = sanitizer ? sanitizer.sanitizeHeaderHtml(raw, names) : '';
 * const css = sanitizer ? sanitizer.filterHotelCss(settings.custom_header_css) : '';
 * ```
 */
export function useHotelHtmlSanitizer(needed: boolean): Sanitizer | null {
  useEffect(() => {
    if (needed) void load().catch(() => undefined);
  }, [needed]);
  return useSyncExternalStore(subscribe, () => loaded);
}

import { useEffect, useSyncExternalStore } from 'react';
import type { sanitizeFooterHtml, sanitizeHeaderHtml } from './sanitizeHotelHtml';

/** The sanitiser module's functions (imported for their types only: the module itself loads lazily). */
interface Sanitizer {
  sanitizeHeaderHtml: typeof sanitizeHeaderHtml;
  sanitizeFooterHtml: typeof sanitizeFooterHtml;
}

let loaded: Sanitizer | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= import('./sanitizeHotelHtml').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The hotel-HTML sanitiser (DOMPurify), loaded on first use rather than with the first screen: most of its
 * weight is only needed once a hotel's header or footer HTML is there to clean. Null until it has loaded;
 * nothing of the hotel's HTML shows before then (never unsanitised).
 *
 * @example
 * ```tsx
 * const sanitizer = useHotelHtmlSanitizer(settings.custom_header_html != null);
 * const html = sanitizer ? sanitizer.sanitizeHeaderHtml(raw, names) : '';
 * ```
 */
export function useHotelHtmlSanitizer(needed: boolean): Sanitizer | null {
  useEffect(() => {
    if (needed) void load().catch(() => undefined);
  }, [needed]);
  return useSyncExternalStore(subscribe, () => loaded);
}

import { useSyncExternalStore } from 'react';

// The widget's "mobile": 992 px wide or less (contract, `ChatbotSetting`).
const NARROW = '(max-width: 992px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

/**
 * Whether the widget's window is 992 px wide or less (a phone or a tablet, for the hotel's settings that
 * differ by platform), following the window as it is resized or turned.
 *
 * @example
 * ```ts
 * const narrow = useNarrowScreen();
 * ```
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = query();
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => query()?.matches ?? false,
  );
}

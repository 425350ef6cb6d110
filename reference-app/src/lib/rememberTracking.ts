import type { KeyValueStorage } from './reachableStorage';

/** Where the landing's campaign tracking is kept (this browser's storage of the widget's origin). */
export const TRACKING_STORAGE_KEY = 'staykit.tracking';

/** How long a landing's campaign tracking is attributed to the bookings that follow: one day. */
export const TRACKING_LIFETIME_MS = 86_400_000;

/**
 * Keeps the campaign tracking a guest landed with (`utm_*`, `gclid`, ...) for a day, so a booking made
 * later that day, after a reload or a return without them, is still attributed to it (docs/widget.md#screens).
 * Kept in Web Storage rather than a cookie: a widget framed on the hotel's site is a third party there,
 * whose cookies browsers refuse, while its storage still works (partitioned by the host site). A landing
 * without tracking keeps what an earlier one left.
 *
 * @example
 * ```ts
 * rememberTracking(window.localStorage, { utm_source: 'mail' }, new Date());
 * ```
 */
export function rememberTracking(
  storage: KeyValueStorage,
  tracking: Readonly<Record<string, string>>,
  now: Date,
): void {
  if (Object.keys(tracking).length === 0) return;
  try {
    storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ at: now.getTime(), tracking }));
  } catch {
    // Attribution is a convenience: a full or refused storage loses it, nothing else.
  }
}

import type { KeyValueStorage } from '../../lib/reachableStorage';

/** Where the guest's answer to the widget's own consent banner is kept (the widget origin's localStorage). */
export const CONSENT_STORAGE_KEY = 'staykit.analyticsConsent';

/** How long an answer holds before the banner asks again: about six months. */
export const CONSENT_LIFETIME_MS = 182 * 86_400_000;

/**
 * The event a consent manager on the widget's page dispatches on `window` with `{ granted: boolean }` as
 * its detail (docs/embedding.md, "Analytics and consent").
 *
 * @example
 * ```ts
 * window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: true } }));
 * ```
 */
export const ANALYTICS_CONSENT_EVENT = 'staykit:analytics-consent';

/**
 * The event the widget dispatches on `window` once it listens for consent, so that a consent manager that
 * answered before the widget had loaded says its answer again.
 */
export const ANALYTICS_CONSENT_REQUEST_EVENT = 'staykit:analytics-consent-request';

/**
 * The guest's kept answer to the banner, or null when there is none (never asked, expired, or unreadable).
 *
 * @example
 * ```ts
 * storedConsent(localStorage, new Date()); // true, false or null
 * ```
 */
export function storedConsent(storage: KeyValueStorage, now: Date): boolean | null {
  try {
    const kept: unknown = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return null;
    const granted: unknown = Reflect.get(kept, 'granted');
    const at: unknown = Reflect.get(kept, 'at');
    const fresh = typeof at === 'number' && at <= now.getTime() && now.getTime() - at < CONSENT_LIFETIME_MS;
    return fresh && typeof granted === 'boolean' ? granted : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the guest's answer to the banner.
 *
 * @example
 * ```ts
 * storeConsent(localStorage, true, new Date());
 * ```
 */
export function storeConsent(storage: KeyValueStorage, granted: boolean, now: Date): void {
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ granted, at: now.getTime() }));
  } catch {
    // A full or refused storage: the banner asks again on the next visit, nothing else is lost.
  }
}

/**
 * Listens for the page's consent manager (`ANALYTICS_CONSENT_EVENT`), then asks it to answer
 * (`ANALYTICS_CONSENT_REQUEST_EVENT`). An event whose detail is not `{ granted: boolean }` is ignored.
 * Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const stop = listenForPageConsent(window, (granted) => console.log(granted));
 * ```
 */
export function listenForPageConsent(view: Window, onConsent: (granted: boolean) => void): () => void {
  const listener = (event: Event) => {
    const detail: unknown = 'detail' in event ? event.detail : null;
    const granted: unknown =
      typeof detail === 'object' && detail !== null ? Reflect.get(detail, 'granted') : null;
    if (typeof granted === 'boolean') onConsent(granted);
  };
  view.addEventListener(ANALYTICS_CONSENT_EVENT, listener);
  view.dispatchEvent(new Event(ANALYTICS_CONSENT_REQUEST_EVENT));
  return () => view.removeEventListener(ANALYTICS_CONSENT_EVENT, listener);
}

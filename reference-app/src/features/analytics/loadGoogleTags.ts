import type { AnalyticsTagIds } from './analyticsTagIds';

/** Where Google's scripts come from. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/** A Consent Mode answer. */
type ConsentState = 'granted' | 'denied';

/** The page's data layer and `gtag`, as Google's own snippet defines them. */
interface TagWindow {
  dataLayer?: unknown[];
}

// GA4 Consent Mode (v2). The guest is asked about analytics only: advertising stays refused.
const consentOf = (state: ConsentState) => ({
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: state,
});

function gtagOf(view: Window & TagWindow): (...args: unknown[]) => void {
  const dataLayer = (view.dataLayer ??= []);
  return function gtag() {
    // gtag.js reads only `arguments` objects from the data layer, not arrays: Google's snippet does the same.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
}

// Google's scripts on the page: the widget's, or the page's own when a hotel mounts the widget in a page
// that already runs them. Either way they are not loaded a second time.
const googleScriptIn = (view: Window) =>
  view.document.querySelector(`script[src^="${GOOGLE_TAG_ORIGIN}/"]`) !== null;

/**
 * Loads Google's tag scripts for the hotel's ids, once per page (not at all when the page has them already): the Tag Manager container (`gtm.js`) and
 * the GA4 tag (`gtag/js`), after the data layer says the consent the guest gave when the hotel asks for it
 * (GA4 Consent Mode). Nothing of the hotel's own HTML is used.
 *
 * @param view - the widget's page.
 * @param ids - what `analyticsTagIds` found.
 * @param consent - `granted` once the guest has consented, or null when the hotel does not ask for consent
 *   (the containers' own settings apply). Without consent nothing loads at all.
 * @example
 * ```ts
 * loadGoogleTags(window, analyticsTagIds(init.analytics_setting), 'granted');
 * ```
 */
export function loadGoogleTags(view: Window, ids: AnalyticsTagIds, consent: 'granted' | null): void {
  if (googleScriptIn(view)) {
    // Loaded already: a consent given again (after a withdrawal) is passed on.
    if (consent === 'granted') updateGoogleConsent(view, 'granted');
    return;
  }
  const gtag = gtagOf(view);
  if (consent !== null) gtag('consent', 'default', consentOf(consent));
  const script = (src: string) => {
    const element = view.document.createElement('script');
    element.async = true;
    element.src = src;
    view.document.head.append(element);
  };
  for (const id of ids.containers) {
    (view as Window & TagWindow).dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    script(`${GOOGLE_TAG_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`);
  }
  if (ids.measurements.length > 0) {
    gtag('js', new Date());
    for (const id of ids.measurements) gtag('config', id);
    script(`${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ids.measurements[0] ?? '')}`);
  }
}

/**
 * Passes a change of the guest's consent to the tags already loaded (a Consent Mode update).
 *
 * @example
 * ```ts
 * updateGoogleConsent(window, 'denied');
 * ```
 */
export function updateGoogleConsent(view: Window, consent: ConsentState): void {
  if (googleScriptIn(view)) gtagOf(view)('consent', 'update', consentOf(consent));
}

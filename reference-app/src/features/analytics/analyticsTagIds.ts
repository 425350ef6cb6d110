import type { components } from '@staykit/sdk';

/**
 * The Google tags named in a hotel's analytics tags: Tag Manager containers and GA4 measurement ids.
 *
 * @example
 * ```ts
 * const ids: AnalyticsTagIds = { containers: ['GTM-AB12CD'], measurements: ['G-1A2B3C4D5E'] };
 * ```
 */
export interface AnalyticsTagIds {
  containers: readonly string[];
  measurements: readonly string[];
}

// The id formats Google gives out; anything else in the hotel's HTML is ignored.
const CONTAINER = /\bGTM-[A-Z0-9]{4,10}\b/g;
const MEASUREMENT = /\bG-[A-Z0-9]{6,12}\b/g;
// A page runs a few tags, not a list pasted by mistake: the rest are ignored.
const MAX_IDS = 3;

const idsIn = (html: string, pattern: RegExp) => [...new Set(html.match(pattern) ?? [])].slice(0, MAX_IDS);

/**
 * Reads the Google tag ids out of the hotel's analytics tags (the contract's `AnalyticsSetting`). The
 * hotel's HTML is never inserted into the page: only ids of Google's own format are taken from it, and the
 * widget loads Google's script for each (`loadGoogleTags`), so a pasted snippet cannot run code of its own
 * in the booking page.
 *
 * @param setting - the init's `analytics_setting`.
 * @example
 * ```ts
 * analyticsTagIds({ head_tags: "<script>…'GTM-AB12CD');</script>", body_tags: '' });
 * // { containers: ['GTM-AB12CD'], measurements: [] }
 * ```
 */
export function analyticsTagIds(
  setting: Pick<components['schemas']['AnalyticsSetting'], 'head_tags' | 'body_tags'>,
): AnalyticsTagIds {
  const html = `${setting.head_tags}\n${setting.body_tags}`;
  return { containers: idsIn(html, CONTAINER), measurements: idsIn(html, MEASUREMENT) };
}

// `staykit-embed.js`: the loader as one script tag. It reads its own tag's `data-*` attributes, makes
// `window.Staykit` (its only global), opens the widget from any element with `data-staykit-open`, and
// mounts an inline frame at once when the tag names a `data-target`. docs/embedding.md shows the tag.
import { createStaykitEmbed } from './createStaykitEmbed';
import type { EmbedMode, OpenOptions, StaykitEmbed } from './types';

declare global {
  interface Window {
    Staykit?: StaykitEmbed;
  }
}

const MODES: readonly EmbedMode[] = ['inline', 'popup', 'tab'];
const mode = (value: string | undefined): EmbedMode | undefined => MODES.find((known) => known === value);
const number = (value: string | undefined) => (value ? Number(value) : undefined);

/**
 * The stay an element's `data-*` attributes describe (`data-checkin`, `data-nights`, `data-adults`,
 * `data-children` and `data-child-tiers` as comma lists...).
 */
function stayOf(data: DOMStringMap): OpenOptions {
  const list = (value: string | undefined) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const stay: Record<string, unknown> = {
    children: list(data['children'])?.map(Number),
    childTiers: list(data['childTiers']),
  };
  // An empty attribute (a template with nothing to fill in) says nothing.
  for (const key of ['checkin', 'checkout', 'promoCode', 'locale', 'currency'])
    stay[key] = data[key] || undefined;
  for (const key of ['nights', 'adults', 'rooms']) stay[key] = number(data[key]);
  // Each value is checked by `open`, which names the attribute's option when one is not valid.
  return stay as OpenOptions;
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement && !window.Staykit) {
  const data = script.dataset;
  const staykit = createStaykitEmbed({
    hotelCode: data['hotelCode'] ?? '',
    // The widget is served beside this script unless the tag says where.
    widgetUrl: data['widgetUrl'] ?? new URL('.', script.src).href,
    mode: mode(data['mode']),
    target: data['target'],
    locale: data['locale'] || undefined,
  });
  window.Staykit = staykit;
  document.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest('[data-staykit-open]') : null;
    // A click with a modifier opens a link the browser's way (a tab of its own).
    const modified = event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!(opener instanceof HTMLElement) || modified || event.defaultPrevented) return;
    event.preventDefault();
    // Safari does not focus a button on a click: focus goes back to it when the popup closes.
    opener.focus();
    const stay = stayOf(opener.dataset);
    const openMode = mode(opener.dataset['staykitOpen']);
    try {
      staykit.open({ ...stay, mode: openMode });
    } catch (error) {
      // A mistyped attribute still opens the widget, on its own defaults, and says what was wrong.
      console.error(error);
      staykit.open({ mode: openMode });
    }
  });
  if (data['target']) {
    const open = () => staykit.open({ ...stayOf(data), mode: 'inline' });
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', open);
    else open();
  }
}

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
const number = (value: string | undefined) =>
  value === undefined || value === '' ? undefined : Number(value);

/**
 * The stay an element's `data-*` attributes describe (`data-checkin`, `data-nights`, `data-adults`,
 * `data-children` and `data-child-tiers` as comma lists...).
 */
function stayOf(data: DOMStringMap): OpenOptions {
  const list = (value: string | undefined) => value?.split(',');
  return {
    checkin: data['checkin'],
    checkout: data['checkout'],
    nights: number(data['nights']),
    adults: number(data['adults']),
    rooms: number(data['rooms']),
    children: list(data['children'])?.map(Number),
    childTiers: list(data['childTiers']),
    promoCode: data['promoCode'],
    locale: data['locale'],
    currency: data['currency'],
  };
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
    locale: data['locale'],
  });
  window.Staykit = staykit;
  document.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest('[data-staykit-open]') : null;
    if (!(opener instanceof HTMLElement)) return;
    event.preventDefault();
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

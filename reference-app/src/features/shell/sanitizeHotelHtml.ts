import DOMPurify from 'dompurify';

/**
 * The values of the custom header's placeholders `{{facility_name}}` and `{{brand_name}}`.
 *
 * @example
 * ```ts
 * const names: HotelHtmlNames = { facilityName: 'Demo Hotel Tokyo', brandName: 'Demo Hotels' };
 * ```
 */
export interface HotelHtmlNames {
  facilityName: string;
  brandName: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What DOMPurify refuses on top of its defaults (no scripts, frames, event handlers or script URLs). The
 * markup goes into a shadow root of its own (HotelHtml.tsx), so these are refused not because they could
 * reach the widget from there but because none has a use in a header or a footer and each is one more
 * thing to reason about:
 * - `style` elements and attributes: the hotel's CSS comes only through its CSS setting, where it is
 *   filtered (filterHotelCss.ts); an inline style would bypass that filter.
 * - `id` and `name`: nothing in the hotel's markup needs to be found by name, and without them no markup
 *   can clobber a global or be the target of a fragment, label, popover or image map.
 * - form controls, labels and `form`/`formaction`: nothing in the hotel's box looks like a field to type in.
 * - popovers, dialogs, invokers (`popover*`, `command*`, `interestfor`): the top layer is the one place
 *   that paints over the page from inside a contained box.
 * - `autofocus`, `tabindex`, `accesskey`: the hotel's markup does not take focus or keys from the form.
 * - audio and video, `slot`, `part`, legacy `background`: no use here.
 * Images stay (a logo is the commonest header): `<img src>` may load from the hotel's own host.
 */
const CONFIG = {
  FORBID_TAGS: [
    'style',
    'link',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'optgroup',
    'datalist',
    'output',
    'fieldset',
    'legend',
    'label',
    'dialog',
    'slot',
    'audio',
    'video',
    'track',
  ],
  FORBID_ATTR: [
    'style',
    'id',
    'name',
    'form',
    'formaction',
    'popover',
    'popovertarget',
    'popovertargetaction',
    'command',
    'commandfor',
    'interestfor',
    'autofocus',
    'tabindex',
    'accesskey',
    'slot',
    'part',
    'exportparts',
    'background',
  ],
};

/**
 * Sanitises the hotel's custom header HTML (DOMPurify) after filling in its placeholders. The names are
 * HTML-escaped before they go in, so a hotel or brand name can never add markup.
 *
 * @example
 * ```ts
 * sanitizeHeaderHtml('<div>{{facility_name}}</div><script>x()</script>', names); // '<div>Demo Hotel Tokyo</div>'
 * ```
 */
export function sanitizeHeaderHtml(html: string, names: HotelHtmlNames): string {
  const filled = html
    .replaceAll('{{facility_name}}', escapeHtml(names.facilityName))
    .replaceAll('{{brand_name}}', escapeHtml(names.brandName));
  return DOMPurify.sanitize(filled, CONFIG);
}

/**
 * Sanitises the hotel's custom footer HTML (DOMPurify) and makes every link open in a new tab with
 * `rel="noopener noreferrer"`, so the hotel's pages neither replace the booking nor get a handle on it.
 * Links are `<a>` and image-map `<area>` elements with an `href`, and SVG links (`href` or `xlink:href`).
 *
 * @example
 * ```ts
 * sanitizeFooterHtml('<a href="https://h.example/terms">Terms</a>');
 * // '<a href="https://h.example/terms" target="_blank" rel="noopener noreferrer">Terms</a>'
 * ```
 */
export function sanitizeFooterHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  // Matched by local name, so SVG's <a> is caught too; an SVG link may carry its address as xlink:href.
  fragment.querySelectorAll('a, area').forEach((link) => {
    if (!link.hasAttribute('href') && !link.hasAttribute('xlink:href')) return;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

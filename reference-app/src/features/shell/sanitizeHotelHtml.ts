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

// Markup a hotel may style its header and footer with; no scripts, frames, forms or event handlers.
const CONFIG = { FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'] };

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

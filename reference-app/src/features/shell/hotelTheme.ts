import type { CSSProperties } from 'react';
import { hoverOf, inkOn, textOn } from './colourContrast';

// `#RGB` or `#RRGGBB`: anything else (a CSS expression, `url(...)`, a typo) is not used.
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The darkest surface the hotel's colour is written on as text: a quiet or secondary button under the
 * pointer (`--sk-color-subtle` in tokens.css), darker than the page behind the cards. A colour readable on
 * it is readable on the page and on white too.
 */
export const INK_SURFACE_COLOUR = '#eef0f3';

/**
 * Whether a hotel setting is a colour the widget may use (`#RGB` or `#RRGGBB`).
 *
 * @example
 * ```ts
 * isHexColour('#1a73e8'); // true
 * isHexColour('red;background:url(x)'); // false
 * ```
 */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/**
 * The hotel's colours as the brand tokens of the widget's root (see tokens.css):
 * - `--sk-brand` (the button colour: primary buttons, selected days and chips) with `--sk-on-brand`, the
 *   text on it (white or black, whichever reaches 4.5:1, white first) and `--sk-brand-hover`, the button
 *   under the pointer (moved away from its text colour, so the contrast only grows);
 * - `--sk-brand-ink`: the button colour as text on the page (links, the current tab, the focus ring),
 *   darkened just enough to reach 4.5:1 when the hotel's is too pale;
 * - `--sk-header-bg` (the header colour) with `--sk-on-header`.
 * A value that is not a colour is left out, so the stylesheet's default applies.
 *
 * @example
 * ```ts
 * themeStyle({ button_colour: '#003366', header_colour: '#ffffff' });
 * // { '--sk-brand': '#003366', '--sk-on-brand': '#ffffff', '--sk-brand-ink': '#003366', '--sk-brand-hover': '#002e5c',
 * //   '--sk-header-bg': '#ffffff', '--sk-on-header': '#000000' }
 * ```
 */
export function themeStyle(colours: { button_colour?: unknown; header_colour?: unknown }): CSSProperties {
  const style: Record<string, string> = {};
  if (isHexColour(colours.button_colour)) {
    style['--sk-brand'] = colours.button_colour;
    style['--sk-on-brand'] = textOn(colours.button_colour);
    style['--sk-brand-ink'] = inkOn(colours.button_colour, INK_SURFACE_COLOUR);
    style['--sk-brand-hover'] = hoverOf(colours.button_colour);
  }
  if (isHexColour(colours.header_colour)) {
    style['--sk-header-bg'] = colours.header_colour;
    style['--sk-on-header'] = textOn(colours.header_colour);
  }
  return style as CSSProperties;
}

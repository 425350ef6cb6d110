import type { CSSProperties } from 'react';

// `#RGB` or `#RRGGBB`: anything else (a CSS expression, `url(...)`, a typo) is not used.
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

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
 * Black or white, whichever reads better on a background colour (WCAG relative luminance).
 *
 * @example
 * ```ts
 * readableTextColour('#ffffff'); // '#000000'
 * readableTextColour('#003366'); // '#ffffff'
 * ```
 */
export function readableTextColour(background: string): '#000000' | '#ffffff' {
  const hex =
    background.length === 4 ? [...background.slice(1)].map((c) => c + c).join('') : background.slice(1);
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black beats contrast with white above this luminance.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * The hotel's colours as CSS custom properties for the widget's root: `--sk-button-colour`,
 * `--sk-header-colour` and their text colours. A value that is not a colour is left out, so the
 * stylesheet's default applies.
 *
 * @example
 * ```ts
 * themeStyle({ button_colour: '#003366', header_colour: '#ffffff' });
 * // { '--sk-button-colour': '#003366', '--sk-button-text': '#ffffff', '--sk-header-colour': '#ffffff', '--sk-header-text': '#000000' }
 * ```
 */
export function themeStyle(colours: { button_colour?: unknown; header_colour?: unknown }): CSSProperties {
  const style: Record<string, string> = {};
  if (isHexColour(colours.button_colour)) {
    style['--sk-button-colour'] = colours.button_colour;
    style['--sk-button-text'] = readableTextColour(colours.button_colour);
  }
  if (isHexColour(colours.header_colour)) {
    style['--sk-header-colour'] = colours.header_colour;
    style['--sk-header-text'] = readableTextColour(colours.header_colour);
  }
  return style as CSSProperties;
}

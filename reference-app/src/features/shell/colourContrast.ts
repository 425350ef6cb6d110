// WCAG 2.2 contrast, for deriving the colours the widget draws on and around the hotel's brand colours.
// The hotel picks its colours freely (any #RGB or #RRGGBB); the widget never lets a text fall below
// 4.5:1 because of that pick.

/** The contrast every text of the widget keeps (WCAG 2.2 AA, normal text). */
export const TEXT_CONTRAST = 4.5;

/** `#RGB` or `#RRGGBB` as three 0-255 channels. */
function channels(hex: string): [number, number, number] {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  return [0, 2, 4].map((offset) => parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The WCAG relative luminance of a `#RGB` or `#RRGGBB` colour: 0 for black, 1 for white.
 *
 * @example
 * ```ts
 * relativeLuminance('#ffffff'); // 1
 * ```
 */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const unit = value / 255;
    return unit <= 0.04045 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white).
 *
 * @example
 * ```ts
 * contrastRatio('#000000', '#ffffff'); // 21
 * ```
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a background: white when white reaches 4.5:1 on it, otherwise black. One of the two
 * always does (the worst background, at a luminance of about 0.18, still gives 4.58:1), and white is
 * preferred because a brand colour in the middle of the range reads better with it.
 *
 * @example
 * ```ts
 * textOn('#1a73e8'); // '#ffffff'
 * textOn('#ffe680'); // '#000000'
 * ```
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#ffffff', background) >= TEXT_CONTRAST ? '#ffffff' : '#000000';
}

/**
 * The colour itself when it reaches 4.5:1 as text on `surface`, otherwise the same hue darkened (mixed
 * towards black) just enough to: links, selected tabs and the focus ring in the hotel's colour stay
 * readable on the page even when the hotel picks a pale one.
 *
 * @example
 * ```ts
 * inkOn('#003366', '#ffffff'); // '#003366'
 * inkOn('#ffe680', '#ffffff'); // a dark olive of the same hue
 * ```
 */
export function inkOn(colour: string, surface: string): string {
  if (contrastRatio(colour, surface) >= TEXT_CONTRAST) return colour.toLowerCase();
  const rgb = channels(colour);
  // Mixing with black lowers the luminance steadily: the first step that reaches the contrast is the
  // lightest that does. 1/64 steps keep the hue and leave no visible gap above the threshold.
  for (let step = 1; step <= 64; step += 1) {
    const candidate = toHex(rgb.map((value) => value * (1 - step / 64)));
    if (contrastRatio(candidate, surface) >= TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}

/**
 * A background a little further from its text colour (darker under white text, lighter under black), for
 * a button under the pointer: the contrast of its text only grows.
 *
 * @example
 * ```ts
 * hoverOf('#003366'); // '#002e5c'
 * ```
 */
export function hoverOf(background: string): string {
  const towards = textOn(background) === '#ffffff' ? 0 : 255;
  return toHex(channels(background).map((value) => value + (towards - value) * 0.1));
}

import { describe, expect, it } from 'vitest';
import { contrastRatio, inkOn, relativeLuminance, textOn } from './colourContrast';

describe('colour contrast', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WCAG's own example pair: #767676 on white is the lightest grey at 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  // Text on the hotel's colour: white whenever it reaches 4.5:1, else black.
  it.each([
    ['#1a73e8', '#ffffff'], // the default blue: white passes, just
    ['#003366', '#ffffff'],
    ['#e4002b', '#ffffff'],
    ['#2e8540', '#ffffff'],
    ['#777777', '#000000'], // mid grey: white gives 4.48
    ['#ff9900', '#000000'], // orange
    ['#ffe680', '#000000'], // pale yellow
    ['#f0f0f0', '#000000'], // almost white
    ['#fff', '#000000'],
  ])('text on %s is %s, at 4.5:1 or more', (background, expected) => {
    expect(textOn(background)).toBe(expected);
    expect(contrastRatio(textOn(background), background)).toBeGreaterThanOrEqual(4.5);
  });

  // The hotel's colour as text on the page: kept when readable, darkened in its own hue when not.
  it.each([
    ['#003366', '#003366'],
    ['#1A73E8', '#1a73e8'],
    ['#ffe680', null],
    ['#fffbe6', null],
    ['#ffffff', null],
    ['#00b3ff', null],
  ])('%s as ink on white: %s (null: darkened)', (colour, kept) => {
    const ink = inkOn(colour, '#ffffff');
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    if (kept !== null) expect(ink).toBe(kept);
    else {
      expect(ink).not.toBe(colour);
      // Only as dark as it must be: not black unless the colour has no hue (white).
      expect(contrastRatio(ink, '#ffffff')).toBeLessThan(6);
    }
  });

  it('keeps the hue of a pale colour when it darkens it', () => {
    // Pale yellow stays a yellow (olive): red and green above blue, in the same order.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(inkOn('#ffe680', '#ffffff').slice(at, at + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(r).toBeGreaterThanOrEqual(g);
    expect(g).toBeGreaterThan(b);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './colourContrast';
import { INK_SURFACE_COLOUR, isHexColour, themeStyle } from './hotelTheme';

describe('hotel theme', () => {
  it('accepts only #RGB and #RRGGBB colours', () => {
    expect(isHexColour('#1a73e8')).toBe(true);
    expect(isHexColour('#fff')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#1a73e8;background:url(x)')).toBe(false);
    expect(isHexColour(undefined)).toBe(false);
  });

  it('sets the brand tokens for valid colours only', () => {
    expect(themeStyle({ button_colour: '#003366', header_colour: 'expression(alert(1))' })).toEqual({
      '--sk-brand': '#003366',
      '--sk-on-brand': '#ffffff',
      '--sk-brand-ink': '#003366',
      '--sk-brand-hover': '#002e5c',
    });
  });

  it("gives the stylesheet's default brand the tokens a hotel with that colour gets", () => {
    const css = readFileSync(join(__dirname, '../../components/ui/tokens.css'), 'utf8');
    const token = (name: string) => new RegExp(`${name}: (#[0-9a-f]{6});`).exec(css)?.[1];
    const brand = token('--sk-brand') ?? '';
    const style = themeStyle({ button_colour: brand }) as Record<string, string>;
    expect(token('--sk-brand-ink')).toBe(style['--sk-brand-ink']);
    expect(token('--sk-color-subtle')).toBe(INK_SURFACE_COLOUR);
  });

  it.each([
    ['a pale yellow', '#ffe680', '#fffbe6'],
    ['white on white', '#ffffff', '#ffffff'],
    ['a mid grey', '#777777', '#808080'],
    ['a saturated red', '#e4002b', '#e4002b'],
    ['black', '#000', '#000'],
  ])('keeps every text at 4.5:1 or more with %s', (_name, button, header) => {
    const style = themeStyle({ button_colour: button, header_colour: header }) as Record<string, string>;
    expect(contrastRatio(style['--sk-on-brand'] ?? '', button)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--sk-on-header'] ?? '', header)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--sk-brand-ink'] ?? '', INK_SURFACE_COLOUR)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(style['--sk-brand-ink'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    const onBrand = style['--sk-on-brand'] ?? '';
    expect(contrastRatio(onBrand, style['--sk-brand-hover'] ?? '')).toBeGreaterThanOrEqual(
      contrastRatio(onBrand, button),
    );
  });
});

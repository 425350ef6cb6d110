import { describe, expect, it } from 'vitest';
import { isHexColour, readableTextColour, themeStyle } from './hotelTheme';

describe('hotel theme', () => {
  it('accepts only #RGB and #RRGGBB colours', () => {
    expect(isHexColour('#1a73e8')).toBe(true);
    expect(isHexColour('#fff')).toBe(true);
    expect(isHexColour('red')).toBe(false);
    expect(isHexColour('#1a73e8;background:url(x)')).toBe(false);
    expect(isHexColour(undefined)).toBe(false);
  });

  it('sets custom properties for valid colours only', () => {
    expect(themeStyle({ button_colour: '#003366', header_colour: 'expression(alert(1))' })).toEqual({
      '--sk-button-colour': '#003366',
      '--sk-button-text': '#ffffff',
    });
  });

  it('picks a readable text colour', () => {
    expect(readableTextColour('#ffffff')).toBe('#000000');
    expect(readableTextColour('#000')).toBe('#ffffff');
  });
});

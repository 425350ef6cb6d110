import { describe, expect, it } from 'vitest';
import { scopeHotelCss } from './scopeHotelCss';

describe('scopeHotelCss', () => {
  it('nests the CSS under the hotel block, so it only styles the hotel markup', () => {
    expect(
      scopeHotelCss('a { color: #036 } @media (max-width: 600px) { p { margin: 0 } }', 'sk-custom-footer'),
    ).toBe('.sk-custom-footer {\na { color: #036 } @media (max-width: 600px) { p { margin: 0 } }\n}');
    expect(
      scopeHotelCss('.logo { background: url("https://cdn.example/logo.png") }', 'sk-custom-header'),
    ).toContain('https://cdn.example/logo.png');
  });

  it('keeps braces inside strings, comments and escapes', () => {
    expect(scopeHotelCss('a::after { content: "}" } /* } */ .x\\} { color: red }', 's')).not.toBe('');
  });

  it.each([
    ['a stray closing brace', '} input[value^=a] { background: url(https://x.example/a) } a {'],
    ['an unclosed block', 'a { color: red'],
    ['an unclosed comment', 'a { color: red } /*'],
    ['a way out of the style element', 'a { color: red } </style><script>alert(1)</script>'],
    ['@import', '@import url(https://x.example/x.css);'],
    ['an http url', 'a { background: url(http://x.example/a.png) }'],
    ['a javascript url', 'a { background: url(javascript:alert(1)) }'],
    ['a non-image data url', 'a { background: url(data:text/html;base64,PHNjcmlwdD4=) }'],
    ['an expression', 'a { width: expression(alert(1)) }'],
    ['a binding', 'a { -moz-binding: url(https://x.example/x.xml#x) }'],
  ])('refuses %s whole', (_, css) => {
    expect(scopeHotelCss(css, 'sk-custom-footer')).toBe('');
  });

  it('adds nothing for empty CSS', () => {
    expect(scopeHotelCss(null, 's')).toBe('');
    expect(scopeHotelCss('   ', 's')).toBe('');
  });
});

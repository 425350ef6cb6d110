// jsdom's CSS parser is not a browser's (it drops some values a browser keeps, and serialises others its
// own way), so these tests pin what holds under any parser: which rules stay and which go. How Chromium
// reads escapes, shorthands and nesting is tested in the browser (tests/e2e/widgetXss.spec.ts).
import { describe, expect, it } from 'vitest';
import { filterHotelCss } from './filterHotelCss';

describe('filterHotelCss', () => {
  it('keeps allowed rules and declarations, inside @media too', () => {
    const out = filterHotelCss('a { color: red } @media (max-width: 600px) { p { margin-top: 0px } }');
    expect(out).toContain('a { color: red; }');
    expect(out).toMatch(/@media \(max-width: ?600px\) \{\np \{ margin-top: 0px; \}\n\}/);
  });

  it('drops the declarations that could fetch or are not listed, and keeps the rest of the rule', () => {
    const out = filterHotelCss(
      'a { color: red; background-image: url(https://x.example/a.png); --brand: blue; cursor: pointer }',
    );
    expect(out).toBe('a { color: red; }');
  });

  it.each([
    ['@import', '@import url(https://x.example/x.css);'],
    ['@font-face', '@font-face { font-family: x; src: url(https://x.example/x.woff2) }'],
    ['@keyframes', '@keyframes x { from { color: red } }'],
    ['@layer', '@layer x { a { color: red } }'],
    ['a :host rule', ':host { display: none }'],
    ['a :host-context rule', ':host-context(body) { color: red }'],
    ['a rule with nothing allowed left', 'a { background-image: url(https://x.example/a.png) }'],
  ])('drops %s whole', (_, css) => {
    expect(filterHotelCss(css)).toBe('');
  });

  it('keeps !important (it only ever competes inside the hotel box)', () => {
    expect(filterHotelCss('a { color: red !important }')).toBe('a { color: red !important; }');
  });

  it('adds nothing for empty or very long CSS', () => {
    expect(filterHotelCss(null)).toBe('');
    expect(filterHotelCss('   ')).toBe('');
    expect(filterHotelCss(`a { color: red } ${'/* padding */'.repeat(5000)}`)).toBe('');
  });
});

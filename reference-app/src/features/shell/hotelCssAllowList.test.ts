import { describe, expect, it } from 'vitest';
import { isAllowedHotelDeclaration, isAllowedHotelSelector } from './hotelCssAllowList';

describe('isAllowedHotelSelector', () => {
  it.each([
    'a',
    '.logo > a:hover',
    'nav a:not(.current)::after',
    'ul li:nth-child(2n + 1)',
    'p::first-letter',
    'div:has(> img)',
    '[title=":host"]',
    '.a\\:host',
    'input[value^="4"]',
  ])('lets %s style the hotel markup', (selector) => {
    expect(isAllowedHotelSelector(selector)).toBe(true);
  });

  it.each([
    [':host', 'the box itself'],
    [':host(.sk-custom-header)', 'the box by its class'],
    [':host-context(body) p', 'the page around the box'],
    [':is(:host) a', ':host inside :is()'],
    ['a:not(:HOST)', ':host in capitals'],
    ['::slotted(*)', 'slotted content'],
    ['::part(x)', 'another tree'],
    [':scope', 'the scoping root'],
    ['& input', 'a top-level &'],
    ['a::backdrop', 'the top layer'],
    ['a::view-transition-old(*)', 'view transitions'],
    [':root:has(input[value^="4"])', 'an unknown pseudo-class'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (selector) => {
    expect(isAllowedHotelSelector(selector)).toBe(false);
  });
});

describe('isAllowedHotelDeclaration', () => {
  it.each([
    ['color', 'rgb(0, 51, 102)'],
    ['background-color', 'color-mix(in srgb, red 50%, blue)'],
    ['background-image', 'linear-gradient(rgb(255, 255, 255), rgb(0, 0, 0))'],
    ['margin-inline-start', 'calc(1rem + 2px)'],
    ['border-top-left-radius', '4px'],
    ['border-inline-end-color', 'red'],
    ['position', 'fixed'],
    ['content', 'counter(item) ". "'],
    ['grid-template-columns', 'repeat(3, minmax(0px, 1fr))'],
  ])('lets %s: %s through', (property, value) => {
    expect(isAllowedHotelDeclaration(property, value)).toBe(true);
  });

  it.each([
    ['background-image', 'url("https://x.example/a.png")', 'a URL'],
    ['background-image', 'image-set("https://x.example/a.png" 1x)', 'an image set'],
    ['background-image', '-webkit-image-set(url("a.png") 1x)', 'a prefixed image set'],
    ['background-image', 'cross-fade(url(a.png), url(b.png), 50%)', 'a cross-fade'],
    ['background-image', 'image("a.png")', 'image()'],
    ['background-image', 'linear-gradient(red, var(--x))', 'var() inside a gradient'],
    ['color', 'var(--sk-button-colour)', 'var()'],
    ['content', 'attr(data-x)', 'attr()'],
    ['width', 'env(safe-area-inset-left)', 'env()'],
    ['content', '"\\75 rl(x)"', 'an escape left in'],
    ['--brand', '#036', 'a custom property'],
    ['list-style-image', 'none', 'list-style-image'],
    ['cursor', 'pointer', 'cursor'],
    ['-webkit-mask-image', 'none', 'a prefixed property'],
    ['mask-image', 'none', 'mask-image'],
    ['clip-path', 'none', 'clip-path'],
    ['border-image-source', 'none', 'border images'],
    ['position-anchor', '--form', 'anchor positioning'],
    ['view-transition-name', 'x', 'view-transition-name'],
    ['animation-name', 'x', 'animations'],
    ['contain', 'none', 'containment'],
    ['pointer-events', 'none', 'pointer-events'],
    ['color', '', 'an empty value'],
  ])('refuses %s: %s (%s)', (property, value) => {
    expect(isAllowedHotelDeclaration(property, value)).toBe(false);
  });
});

// What the hotel's header and footer CSS may say, as allow-lists. They are applied to the browser's own
// parse of the CSS (see filterHotelCss.ts), never to the text the hotel typed: by then comments are gone,
// escapes are resolved (`u\72l(` is `url(`), shorthands are split into longhands and every value is in the
// browser's canonical spelling. Anything not listed here is dropped, so a construct a browser adds
// tomorrow is refused until someone adds it on purpose.

/** Longhand properties the hotel may set, by exact name (after the browser split the shorthands). */
const PROPERTIES = new Set([
  // Text and colour.
  'color',
  'opacity',
  'visibility',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-stretch',
  'font-variant-caps',
  'font-variant-numeric',
  'font-kerning',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-align-last',
  'text-indent',
  'text-transform',
  'text-decoration-line',
  'text-decoration-color',
  'text-decoration-style',
  'text-decoration-thickness',
  'text-underline-offset',
  'text-overflow',
  'text-shadow',
  'white-space-collapse',
  'text-wrap-mode',
  'text-wrap-style',
  'overflow-wrap',
  'word-break',
  'hyphens',
  'vertical-align',
  'direction',
  'unicode-bidi',
  'list-style-type',
  'list-style-position',
  'content',
  'quotes',
  'counter-reset',
  'counter-increment',
  // Boxes.
  'display',
  'box-sizing',
  'float',
  'clear',
  'overflow-x',
  'overflow-y',
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'inline-size',
  'block-size',
  'min-inline-size',
  'min-block-size',
  'max-inline-size',
  'max-block-size',
  'aspect-ratio',
  'object-fit',
  'object-position',
  'box-shadow',
  'background-color',
  'background-image',
  'background-position-x',
  'background-position-y',
  'background-size',
  'background-repeat',
  'background-origin',
  'background-clip',
  // Positioning: the hotel's box contains even `fixed` (see hotelHtml.css), so these stay inside it.
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'inset-block-start',
  'inset-block-end',
  'inset-inline-start',
  'inset-inline-end',
  'z-index',
  'transform',
  'transform-origin',
  'translate',
  'rotate',
  'scale',
  // Flex and grid.
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'order',
  'justify-content',
  'justify-items',
  'justify-self',
  'align-content',
  'align-items',
  'align-self',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'grid-template-rows',
  'grid-template-areas',
  'grid-auto-columns',
  'grid-auto-rows',
  'grid-auto-flow',
  'grid-row-start',
  'grid-row-end',
  'grid-column-start',
  'grid-column-end',
  // Tables.
  'border-collapse',
  'border-spacing',
  'table-layout',
  'caption-side',
  'empty-cells',
  // Outlines.
  'outline-color',
  'outline-style',
  'outline-width',
  'outline-offset',
]);

/** Longhand families allowed by their prefix: margins, paddings, borders and their radii. */
const PROPERTY_FAMILIES =
  /^(?:margin|padding)-(?:top|right|bottom|left|block-start|block-end|inline-start|inline-end)$|^border-(?:(?:top|right|bottom|left|block-start|block-end|inline-start|inline-end)-(?:color|style|width)|(?:top|bottom|start|end)-(?:left|right|start|end)-radius)$/;

/**
 * Functions a value may call: colours, arithmetic, gradients, transforms, grid and content counters. Not
 * `url`, `image-set`, `image`, `cross-fade`, `element`, `paint` or `src` (each can fetch), not `var`,
 * `env`, `attr` or `if` (their value is only known later, so it could turn into one of those).
 */
const FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'calc',
  'min',
  'max',
  'clamp',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'translate',
  'translatex',
  'translatey',
  'rotate',
  'scale',
  'scalex',
  'scaley',
  'skew',
  'skewx',
  'skewy',
  'matrix',
  'repeat',
  'minmax',
  'fit-content',
  'counter',
  'counters',
]);

/** Pseudo-classes a selector may use: all of them look at the hotel's own markup only. */
const PSEUDO_CLASSES = new Set([
  'hover',
  'active',
  'focus',
  'focus-visible',
  'focus-within',
  'link',
  'visited',
  'any-link',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
  'empty',
  'not',
  'is',
  'where',
  'has',
  'lang',
  'dir',
]);

/** Pseudo-elements a selector may use. */
const PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-letter', 'first-line', 'marker', 'selection']);

const IDENT_CHAR = /[-_a-zA-Z0-9\u0080-\uffff]/;

/** The identifier starting at `from` (lower-cased), and where it ends. */
function readIdent(text: string, from: number): [name: string, end: number] {
  let end = from;
  while (end < text.length && IDENT_CHAR.test(text[end] ?? '')) end += 1;
  return [text.slice(from, end).toLowerCase(), end];
}

/** Where the string opened by the quote at `from` ends (just after its closing quote). */
function skipString(text: string, from: number): number {
  const quote = text[from];
  let at = from + 1;
  while (at < text.length && text[at] !== quote) at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

/**
 * Whether a selector, as the browser serialises it (`CSSStyleRule.selectorText`), may style the hotel's
 * markup. Only the listed pseudo-classes and pseudo-elements pass: `:host`, `:host-context()`,
 * `::slotted()` and `::part()` (which reach the box around the hotel's markup or other trees), `:scope`,
 * `&` (the top-level `&` means `:scope`) and anything unknown are refused. Type, class, attribute and
 * combinator selectors all pass: in the hotel's shadow root they can only match the hotel's own markup.
 *
 * @example
 * ```ts
 * isAllowedHotelSelector('.logo > a:hover'); // true
 * isAllowedHotelSelector(':host'); // false
 * isAllowedHotelSelector('& input'); // false
 * ```
 */
export function isAllowedHotelSelector(selector: string): boolean {
  if (selector.trim() === '') return false;
  for (let at = 0; at < selector.length; at += 1) {
    const char = selector[at];
    if (char === '\\') at += 1;
    else if (char === '"' || char === "'") at = skipString(selector, at) - 1;
    else if (char === '&') return false;
    else if (char === ':') {
      const element = selector[at + 1] === ':';
      const [name, end] = readIdent(selector, at + (element ? 2 : 1));
      if (!(element ? PSEUDO_ELEMENTS : PSEUDO_CLASSES).has(name)) return false;
      at = end - 1;
    }
  }
  return true;
}

/**
 * Whether a value, as the browser serialises it, calls only listed functions and holds no escape. Strings
 * are read too (a `content: "url(x)"` is refused though harmless): simpler than being clever.
 */
function hasOnlyAllowedFunctions(value: string): boolean {
  if (value.includes('\\')) return false;
  for (const match of value.matchAll(/([-_a-zA-Z0-9\u0080-\uffff]*)\(/g)) {
    if (!FUNCTIONS.has((match[1] ?? '').toLowerCase())) return false;
  }
  return true;
}

/**
 * Whether one longhand declaration, as the browser serialises it, may style the hotel's markup: a listed
 * property (no custom properties, nothing vendor-prefixed, nothing that anchors, masks, clips, animates or
 * names a view transition) whose value calls only listed functions (no `url()`, `image-set()`, `var()`,
 * `attr()`, ...). Anything that could fetch from another host is out by construction: no allowed property
 * takes a URL except through a refused function.
 *
 * @example
 * ```ts
 * isAllowedHotelDeclaration('color', 'rgb(0, 51, 102)'); // true
 * isAllowedHotelDeclaration('background-image', 'url("https://x.example/a.png")'); // false
 * isAllowedHotelDeclaration('--brand', '#036'); // false
 * ```
 */
export function isAllowedHotelDeclaration(property: string, value: string): boolean {
  const name = property.toLowerCase();
  if (!PROPERTIES.has(name) && !PROPERTY_FAMILIES.test(name)) return false;
  return value.trim() !== '' && hasOnlyAllowedFunctions(value);
}

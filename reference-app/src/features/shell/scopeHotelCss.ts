/** Constructs that reach outside a stylesheet or run code in old engines. */
const FORBIDDEN =
  /@import|@charset|@namespace|expression\s*\(|javascript:|vbscript:|-moz-binding|behavior\s*:/i;
/** A `url(...)` whose target is not https or an inline image. */
const OTHER_URL = /url\(\s*(?!['"]?(?:https:\/\/|data:image\/(?:png|gif|jpeg|webp);))/i;

/**
 * Whether every `{` of the CSS closes in order, reading strings, comments and escapes the way a CSS parser
 * does; a stray `}` would end the scope block and let the rest style the whole page.
 */
function bracesBalance(css: string): boolean {
  let depth = 0;
  for (let at = 0; at < css.length; at += 1) {
    const char = css[at];
    if (char === '\\') at += 1;
    else if (char === '/' && css[at + 1] === '*') {
      const end = css.indexOf('*/', at + 2);
      if (end === -1) return false;
      at = end + 1;
    } else if (char === '"' || char === "'") {
      let close = at + 1;
      while (close < css.length && css[close] !== char) close += css[close] === '\\' ? 2 : 1;
      if (close >= css.length) return false;
      at = close;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return depth === 0;
}

/**
 * The hotel's custom header or footer CSS, confined to its own block (B §2 Page shell: custom footer HTML
 * and CSS). The CSS is nested inside `scope` (`.sk-custom-footer { ... }`, CSS nesting), so every rule only
 * matches inside the hotel's own markup: it cannot restyle or hide the booking form, nor read the guest's
 * input through attribute selectors. CSS that could escape or reach out is refused whole rather than
 * repaired: an unbalanced `}`, `<` (no way out of the style element), `@import`, script-bearing values, and
 * `url()` other than https or an inline image. An empty string means nothing to add.
 *
 * @param css - the hotel's CSS (`custom_footer_css` or `custom_header_css`).
 * @param scope - the class of the element holding the hotel's markup.
 * @example
 * ```ts
 * scopeHotelCss('a { color: #036 }', 'sk-custom-footer'); // '.sk-custom-footer {\na { color: #036 }\n}'
 * scopeHotelCss('} input[value^=a] { background: url(https://x.example/a) }', 'sk-custom-footer'); // ''
 * ```
 */
export function scopeHotelCss(css: string | null | undefined, scope: string): string {
  const text = (css ?? '').trim();
  if (text === '' || text.includes('<') || FORBIDDEN.test(text) || OTHER_URL.test(text)) return '';
  if (!bracesBalance(text)) return '';
  return `.${scope} {\n${text}\n}`;
}

import { isAllowedHotelDeclaration, isAllowedHotelSelector } from './hotelCssAllowList';

/** Longer CSS than this is refused whole: a header's or footer's styling needs a few kilobytes. */
const MAX_LENGTH = 50_000;

/**
 * The rules of a stylesheet that may stay, rebuilt as text: style rules with an allowed selector and their
 * allowed declarations, and `@media` and `@supports` blocks around such rules. Every other rule is
 * dropped, whatever it is: `@import`, `@font-face`, `@keyframes`, `@layer`, `@scope`, `@property`,
 * `@container`, `@page`, and nested rules (whose `&` could mean the box itself).
 */
function rebuild(rules: CSSRuleList): string[] {
  const kept: string[] = [];
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      if (!isAllowedHotelSelector(rule.selectorText)) continue;
      const declarations: string[] = [];
      for (let index = 0; index < rule.style.length; index += 1) {
        const property = rule.style.item(index);
        const value = rule.style.getPropertyValue(property);
        if (!isAllowedHotelDeclaration(property, value)) continue;
        const important = rule.style.getPropertyPriority(property) === 'important' ? ' !important' : '';
        declarations.push(`${property}: ${value}${important};`);
      }
      if (declarations.length > 0) kept.push(`${rule.selectorText} { ${declarations.join(' ')} }`);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      const inner = rebuild(rule.cssRules);
      const prelude =
        rule instanceof CSSMediaRule ? `@media ${rule.media.mediaText}` : `@supports ${rule.conditionText}`;
      if (inner.length > 0) kept.push(`${prelude} {\n${inner.join('\n')}\n}`);
    }
  }
  return kept;
}

/** The CSS as the browser parses it, filtered and rebuilt. */
function parseAndRebuild(css: string): string {
  const sheet = new CSSStyleSheet();
  // A constructed sheet that is never adopted: parsing it fetches nothing (`replaceSync` also ignores
  // `@import`), and no rule of it ever applies to anything.
  sheet.replaceSync(css);
  return rebuild(sheet.cssRules).join('\n');
}

/**
 * The hotel's custom header or footer CSS, reduced to what it may do inside its own box. The browser's
 * own CSS parser reads it (so comments, escapes and shorthands are understood exactly as they would be
 * when applied), then only allow-listed rules, selectors, properties and functions are written back out
 * (see hotelCssAllowList.ts): no `url()` or `image-set()` and no at-rule that fetches, so no request leaves
 * for a host the CSS names; no `:host` or `&`, so nothing styles the box around the hotel's markup. The
 * result goes into the hotel markup's shadow root (see HotelHtml.tsx), where no selector reaches the
 * widget's own elements in the first place.
 *
 * Fails closed: an empty string when there is nothing left, the CSS is too long, this browser has no
 * constructable stylesheets, or the rebuilt text would not parse back to itself (a serialisation quirk
 * that could change meaning is refused rather than trusted).
 *
 * @param css - the hotel's CSS (`custom_header_css` or `custom_footer_css`).
 * @example
 * ```ts
 * filterHotelCss('a { color: #036; background: url(https://x.example/a.png) } :host { display: none }');
 * // 'a { color: rgb(0, 51, 102); }' (in Chromium; background-image and :host are dropped)
 * ```
 */
export function filterHotelCss(css: string | null | undefined): string {
  const text = css ?? '';
  if (text.trim() === '' || text.length > MAX_LENGTH) return '';
  if (typeof CSSStyleSheet !== 'function' || typeof CSSStyleSheet.prototype.replaceSync !== 'function') {
    return '';
  }
  try {
    const once = parseAndRebuild(text);
    if (once === '') return '';
    return parseAndRebuild(once) === once ? once : '';
  } catch {
    return '';
  }
}

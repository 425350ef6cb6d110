import { useLayoutEffect, useRef } from 'react';
import './hotelHtml.css';

/** The widget's defaults inside the hotel's box, before the hotel's CSS so that it can change them. */
const BASE_CSS = 'img, svg { max-inline-size: 100%; block-size: auto; }';

/** Props of `HotelHtml`. */
export interface HotelHtmlProps {
  /** HTML that has ALREADY been sanitised (`sanitizeHeaderHtml` / `sanitizeFooterHtml`). */
  sanitizedHtml: string;
  /** The hotel's CSS for this block, ALREADY filtered (`filterHotelCss`); '' for none. */
  filteredCss: string;
  /** The box's class (`sk-custom-header` or `sk-custom-footer`), which places it in the page. */
  className: string;
}

/**
 * Renders the hotel's sanitised header or footer HTML, with its filtered CSS, in a box of its own that
 * the hotel's markup cannot leave (the only place such markup goes in). Three walls, each enough alone
 * for what it guards:
 * - The markup and its CSS live in a shadow root on the box. The hotel's selectors therefore match only
 *   the hotel's own elements: no rule can hide, restyle or cover the booking form, nor read the guest's
 *   input through attribute selectors (`input[value^="4"]`), because those elements are in another tree.
 *   The shadow root is open: no script of the hotel's runs, and tests and assistive technology can read it.
 * - The box itself is styled only from the widget's stylesheet (hotelHtml.css): `contain: paint` clips
 *   everything inside to the box and makes it the containing block even of `position: fixed`, so nothing
 *   the hotel writes paints outside its rectangle; the filter refuses `:host` and `&`, the only ways a
 *   shadow stylesheet could reach the box.
 * - The CSS is filtered through the browser's own parser to an allow-list (filterHotelCss.ts): no `url()`,
 *   `image-set()`, `@import` or `@font-face`, so it cannot make the browser fetch anything.
 *
 * @example
 * ```tsx
 * <HotelHtml className="sk-custom-footer" sanitizedHtml={footerHtml} filteredCss={footerCss} />
 * ```
 */
export function HotelHtml({ sanitizedHtml, filteredCss, className }: HotelHtmlProps) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    // A browser without shadow roots shows no hotel markup rather than markup that could reach the page.
    if (element === null || typeof element.attachShadow !== 'function') return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.innerHTML = sanitizedHtml;
    // Set as text, never parsed as HTML: nothing in the CSS can end the style element.
    const style = document.createElement('style');
    style.textContent = filteredCss === '' ? BASE_CSS : `${BASE_CSS}\n${filteredCss}`;
    root.prepend(style);
  }, [sanitizedHtml, filteredCss]);
  if (sanitizedHtml === '') return null;
  return <div ref={host} className={`sk-hotel-html ${className}`} />;
}

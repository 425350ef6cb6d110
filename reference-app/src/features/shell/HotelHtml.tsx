import { scopeHotelCss } from './scopeHotelCss';

/** Props of `HotelHtml`. */
export interface HotelHtmlProps {
  /** HTML that has ALREADY been sanitised (`sanitizeHeaderHtml` / `sanitizeFooterHtml`). */
  sanitizedHtml: string;
  /** The hotel's CSS for this block (`custom_header_css` / `custom_footer_css`); confined to the block. */
  css?: string | null | undefined;
  className: string;
}

/**
 * Renders hotel-supplied HTML that has been sanitised with DOMPurify (the only place such HTML goes in),
 * with the hotel's CSS for it, scoped to the block by `scopeHotelCss` (refused whole when unsafe).
 */
export function HotelHtml({ sanitizedHtml, css, className }: HotelHtmlProps) {
  if (sanitizedHtml === '') return null;
  const scoped = scopeHotelCss(css, className);
  return (
    <>
      {scoped !== '' && <style>{scoped}</style>}
      <div className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />
    </>
  );
}

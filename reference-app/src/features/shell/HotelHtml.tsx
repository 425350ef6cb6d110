/** Props of `HotelHtml`. */
export interface HotelHtmlProps {
  /** HTML that has ALREADY been sanitised (`sanitizeHeaderHtml` / `sanitizeFooterHtml`). */
  sanitizedHtml: string;
  className: string;
}

/** Renders hotel-supplied HTML that has been sanitised with DOMPurify; the only place such HTML goes in. */
export function HotelHtml({ sanitizedHtml, className }: HotelHtmlProps) {
  if (sanitizedHtml === '') return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizedHtml }} />;
}

// The mock's own HTML pages (the 3-D Secure issuer, printable receipts) write every value escaped.

/**
 * Text safe inside HTML content and quoted attributes.
 *
 * @example
 * ```ts
 * escapeHtml('<b>"Tom" & Jerry</b>'); // '&#60;b&#62;&#34;Tom&#34; &#38; Jerry&#60;/b&#62;'
 * ```
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

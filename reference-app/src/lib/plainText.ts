/**
 * The hotel's text without its markup: questions and notices may carry simple HTML, shown as plain text.
 *
 * @example
 * ```ts
 * plainText('<p>Tell us <b>when</b> you arrive.</p>'); // 'Tell us when you arrive.'
 * ```
 */
export function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

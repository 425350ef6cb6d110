/**
 * Hands `text` to the browser as a file download named `fileName`: made in the page from text already
 * received, so nothing is fetched again and no address holds the data after the click.
 *
 * @example
 * ```ts
 * saveTextFile(csv, 'organization-345.csv', 'text/csv');
 * ```
 */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The body of a success answer as the contract promises it: JSON, or the text itself for the one CSV
 * download; `undefined` when empty (204, or 200 with nothing). Anything else (an HTML page from a proxy
 * or captive portal, JSON cut short) throws `invalid()`, never a bare `SyntaxError`.
 */
export function readSuccessBody(text: unknown, contentType: string | null, invalid: () => Error): unknown {
  if (typeof text !== 'string' || text === '') return undefined;
  if (contentType?.includes('text/csv')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw invalid();
  }
}

/**
 * A phone number as the API takes it (digits and a leading `+`, contract pattern `^\+?[0-9]+$`), from
 * what a guest types: full-width digits and plus become half-width, and the separators people write
 * (spaces, hyphens, dots, brackets, and their full-width forms) are removed. Nothing else changes, so a
 * letter or a `+` in the middle stays and is then refused by {@link validatePhone}.
 *
 * @example
 * ```ts
 * normalizePhone('090-1234-5678'); // '09012345678'
 * normalizePhone('+81 90 1234 5678'); // '+819012345678'
 * normalizePhone('（03）1234-5678'); // '0312345678'
 * ```
 */
export function normalizePhone(phone: string): string {
  // NFKC folds full-width digits, plus, hyphen-minus, brackets and the ideographic space to ASCII.
  return phone.normalize('NFKC').replace(/[\s\-.()\u2010-\u2015\u2212\u30FC]/g, '');
}

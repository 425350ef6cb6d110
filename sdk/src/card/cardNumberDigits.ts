/**
 * The digits of a card number as typed, or `null` when it holds anything else. Spaces and hyphens are
 * removed, since cards print the number in groups (`4111 1111 1111 1111`); any other character (a letter, a
 * full-width digit, a dot) makes the number unreadable rather than being silently dropped. The API takes the
 * digits only (`^[0-9]{12,19}$`). Nothing is kept or logged.
 *
 * @example
 * ```ts
 * cardNumberDigits('4111 1111-1111 1111'); // '4111111111111111'
 * cardNumberDigits('4111 1111 1111 111O'); // null: a letter O
 * cardNumberDigits('  '); // null
 * ```
 */
export function cardNumberDigits(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/[\s-]/g, '');
  return /^[0-9]+$/.test(digits) ? digits : null;
}

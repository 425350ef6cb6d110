/**
 * Whether a card number passes the Luhn check digit (ISO/IEC 7812), which every accepted network (Visa,
 * Mastercard, American Express, JCB, Diners) uses: from the right, every second digit is doubled (minus 9
 * when over 9) and the sum must end in 0. It catches a mistyped digit and most swapped neighbours before
 * anything is sent. Spaces and hyphens are ignored; any other character, or no digit at all, fails.
 *
 * @example
 * ```ts
 * isLuhnValid('4111 1111 1111 1111'); // true
 * isLuhnValid('4111 1111 1111 1112'); // false
 * ```
 */
export function isLuhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

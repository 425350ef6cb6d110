/**
 * A card's expiry: the card is valid through the last day of `month` of `year`.
 *
 * @example
 * ```ts
 * const expiry: CardExpiry = { month: 12, year: 2029 };
 * ```
 */
export interface CardExpiry {
  /** 1 to 12. */
  readonly month: number;
  /** Four digits, 2000 to 2099, as the API's `expiry_year` takes it. */
  readonly year: number;
}

/**
 * Reads an expiry as printed on the card, `MM/YY`, or `null` when it is not one: the month has two digits
 * (`01` to `12`), the year two digits meaning 20YY, and spaces may surround the slash (`12 / 29`, as card
 * forms often show it). `1/29`, `12/2029` and `1229` are refused, so what the guest sees is what is checked.
 *
 * @example
 * ```ts
 * parseCardExpiry('12/29'); // { month: 12, year: 2029 }
 * parseCardExpiry('03 / 27'); // { month: 3, year: 2027 }
 * parseCardExpiry('13/29'); // null
 * ```
 */
export function parseCardExpiry(expiry: string | null | undefined): CardExpiry | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec((expiry ?? '').trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

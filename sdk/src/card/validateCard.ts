import type { CurrencyCode } from '../currency/currencies';
import type { components } from '../generated/openapi';
import type { FieldProblem } from '../guest/FieldProblem';
import { validateRequired } from '../guest/validateRequired';
import { allowedCardNetworks } from './allowedCardNetworks';
import { cardBrandFromNumber } from './cardBrandFromNumber';
import type { CardNetwork } from './cardBrandFromNumber';
import { cardNetworkOfBrand } from './cardNetworkOfBrand';
import { cardNumberDigits } from './cardNumberDigits';
import { isLuhnValid } from './isLuhnValid';
import { parseCardExpiry } from './parseCardExpiry';

/**
 * The card form as typed (holder, number, expiry, security code, brand; Korean cards also birth date and the
 * first two PIN digits). It is only read: nothing is kept, logged or sent.
 *
 * @example
 * ```ts
 * const card: CardInput = {
 *   number: '4111 1111 1111 1111', expiry: '12/29', security_code: '123', holder_name: 'HANAKO YAMADA',
 * };
 * ```
 */
export interface CardInput {
  /** As typed; spaces and hyphens between groups are fine. */
  readonly number?: string | null | undefined;
  /** `MM/YY`, see {@link parseCardExpiry}. */
  readonly expiry?: string | null | undefined;
  readonly security_code?: string | null | undefined;
  /** In Latin letters, as printed on the card. */
  readonly holder_name?: string | null | undefined;
  /** The brand the guest chose, if the form asks: `ponta_visa` for a Ponta card. Without it the number decides. */
  readonly brand?: components['schemas']['CardBrand'] | null;
  /** Korean cards: the holder's birth date, `YYMMDD`. */
  readonly birth_date?: string | null | undefined;
  /** Korean cards: the first two digits of the card PIN. */
  readonly pin_first_two_digits?: string | null | undefined;
}

/**
 * The payment the card is for.
 *
 * @example
 * ```ts
 * const context: CardContext = { totalPayable: 48_000, currency: 'JPY', validUntil: '2026-12-26', today: '2026-11-30' };
 * ```
 */
export interface CardContext {
  /**
   * The total payable by card now, in `currency`'s major unit (yen for JPY), after points and coupons.
   * In multi-currency mode pass the hotel's own charge (a Japanese hotel's yen total), since the yen cap
   * is on it.
   */
  readonly totalPayable: number;
  /** The currency of `totalPayable`; the 1,000,000 yen cap applies when it is JPY. */
  readonly currency: CurrencyCode;
  /** The payment is in multi-currency mode (see `isMultiCurrencyMode`): Visa and Mastercard only. */
  readonly multiCurrency?: boolean;
  /** The check-out date, `YYYY-MM-DD`; the card must be valid in its month. */
  readonly validUntil?: string | null;
  /** Today in the hotel's time zone, `YYYY-MM-DD`; a card expired before this month is refused. */
  readonly today?: string | null;
  /** The card is Korean: birth date and the first two PIN digits are required. */
  readonly koreanCard?: boolean;
}

/**
 * A field of the card form, or `payment` for the card payment as a whole (zero total).
 *
 * @example
 * ```ts
 * const field: CardField = 'security_code';
 * ```
 */
export type CardField =
  | 'payment'
  | 'number'
  | 'brand'
  | 'expiry'
  | 'security_code'
  | 'holder_name'
  | 'birth_date'
  | 'pin_first_two_digits';

/**
 * The online limit of a Visa or Mastercard payment, in yen (docs/rules.md, "Cards"). A total of exactly this
 * amount is allowed; one yen more is not.
 *
 * @example
 * ```ts
 * ONLINE_CARD_LIMIT_JPY; // 1000000
 * ```
 */
export const ONLINE_CARD_LIMIT_JPY = 1_000_000;

// The number lengths each network issues.
const LENGTHS: Record<CardNetwork, readonly number[]> = {
  visa: [13, 16, 19],
  master: [16],
  amex: [15],
  jcb: [16, 17, 18, 19],
  diners: [14, 15, 16, 17, 18, 19],
};

const HOLDER_MAX_LENGTH = 50;

/**
 * Every problem of a card payment (docs/rules.md, "Cards"), at most one per field, in form order. An empty
 * list means the card may go to the payment gateway. Codes are the catalogue's where it has one, otherwise
 * client codes (see {@link FieldProblem}):
 *
 * - `payment` `card_payment_not_allowed`: the total payable is 0 (or less). It is then the only problem,
 *   since there is nothing to pay by card.
 * - `number`: `required`; `3004` (check the card number) when it has other characters than digits,
 *   spaces and hyphens, a length its network does not issue, or a failing Luhn check digit;
 *   `card_brand_not_allowed` for a well-formed number of another network (Discover, UnionPay).
 * - `brand`, one of: `card_brand_not_allowed` when the chosen brand does not match the number
 *   (`ponta_visa` matches a Visa number, `master` and `mastercard` a Mastercard one) or the network is
 *   not accepted (multi-currency mode takes Visa and Mastercard only, see {@link allowedCardNetworks});
 *   `card_amount_limit_exceeded` for Visa or Mastercard when a JPY total is over
 *   {@link ONLINE_CARD_LIMIT_JPY}.
 * - `expiry`: `required`; `3005` (check the expiry) when it is not `MM/YY` or is before `today`'s month;
 *   `card_expires_before_checkout` when it is before the month of `validUntil`. A card expiring in the
 *   check-out month is valid: cards are valid through the last day of their month.
 * - `security_code`: `required`; `invalid` unless 4 digits for American Express, 3 for the others (3 or
 *   4 while the network is unknown).
 * - `holder_name`: `required`; `unsupported_characters` for anything but half-width Latin letters, spaces,
 *   full stops, apostrophes and hyphens (accented letters are refused, as cards print none); `invalid` when
 *   it does not start with a letter; `too_long` over 50 characters.
 * - With `koreanCard`: `birth_date` `required` or `invalid` (not a real date as `YYMMDD`);
 *   `pin_first_two_digits` `required` or `invalid` (not two digits).
 *
 * Values are checked without surrounding spaces. The function is pure: it keeps and logs nothing.
 *
 * @param card - the card form.
 * @param context - the payment.
 * @example
 * ```ts
 * const context = { totalPayable: 1_000_001, currency: 'JPY', validUntil: '2026-12-26' } as const;
 * validateCard({ number: '4111 1111 1111 1111', expiry: '11/26', security_code: '123', holder_name: 'HANAKO YAMADA' }, context);
 * // [{ field: 'brand', code: 'card_amount_limit_exceeded' }, { field: 'expiry', code: 'card_expires_before_checkout' }]
 * validateCard({ number: '4111 1111 1111 1111' }, { totalPayable: 0, currency: 'JPY' });
 * // [{ field: 'payment', code: 'card_payment_not_allowed' }]
 * ```
 */
export function validateCard(card: CardInput, context: CardContext): FieldProblem<CardField>[] {
  if (!(context.totalPayable > 0)) return [{ field: 'payment', code: 'card_payment_not_allowed' }];

  const problems: FieldProblem<CardField>[] = [];
  const add = (field: CardField, code: FieldProblem['code'] | null): void => {
    if (code) problems.push({ field, code });
  };

  const numberNetwork = cardBrandFromNumber(card.number);
  add('number', numberProblem(card.number, numberNetwork));
  add('brand', brandProblem(card, numberNetwork, context));
  add('expiry', expiryProblem(card.expiry, context));
  const network = numberNetwork ?? (card.brand ? cardNetworkOfBrand(card.brand) : null);
  add('security_code', securityCodeProblem(card.security_code, network));
  add('holder_name', holderProblem(card.holder_name));
  if (context.koreanCard) {
    add('birth_date', validateRequired(card.birth_date) ?? (isBirthDate(card.birth_date) ? null : 'invalid'));
    const pin = card.pin_first_two_digits;
    add(
      'pin_first_two_digits',
      validateRequired(pin) ?? (/^[0-9]{2}$/.test(trimmed(pin)) ? null : 'invalid'),
    );
  }
  return problems;
}

function numberProblem(
  number: string | null | undefined,
  network: CardNetwork | null,
): FieldProblem['code'] | null {
  if (validateRequired(number)) return 'required';
  const digits = cardNumberDigits(number);
  if (digits === null || !isLuhnValid(digits)) return '3004';
  if (network === null) return digits.length >= 12 && digits.length <= 19 ? 'card_brand_not_allowed' : '3004';
  return LENGTHS[network].includes(digits.length) ? null : '3004';
}

function brandProblem(
  card: CardInput,
  numberNetwork: CardNetwork | null,
  context: CardContext,
): FieldProblem['code'] | null {
  const chosen = card.brand ? cardNetworkOfBrand(card.brand) : null;
  if (chosen && numberNetwork && chosen !== numberNetwork) return 'card_brand_not_allowed';
  const network = numberNetwork ?? chosen;
  if (network === null) return null;
  if (!allowedCardNetworks(context.multiCurrency ?? false).includes(network)) return 'card_brand_not_allowed';
  const overLimit = context.currency === 'JPY' && context.totalPayable > ONLINE_CARD_LIMIT_JPY;
  if (overLimit && (network === 'visa' || network === 'master')) return 'card_amount_limit_exceeded';
  return null;
}

function expiryProblem(expiry: string | null | undefined, context: CardContext): FieldProblem['code'] | null {
  if (validateRequired(expiry)) return 'required';
  const parsed = parseCardExpiry(expiry);
  if (!parsed) return '3005';
  const expiryMonth = parsed.year * 12 + parsed.month;
  const todayMonth = monthOf(context.today);
  if (todayMonth !== null && expiryMonth < todayMonth) return '3005';
  const checkoutMonth = monthOf(context.validUntil);
  if (checkoutMonth !== null && expiryMonth < checkoutMonth) return 'card_expires_before_checkout';
  return null;
}

function securityCodeProblem(
  code: string | null | undefined,
  network: CardNetwork | null,
): FieldProblem['code'] | null {
  if (validateRequired(code)) return 'required';
  const pattern = network === 'amex' ? /^[0-9]{4}$/ : network === null ? /^[0-9]{3,4}$/ : /^[0-9]{3}$/;
  return pattern.test(trimmed(code)) ? null : 'invalid';
}

function holderProblem(holder: string | null | undefined): FieldProblem['code'] | null {
  if (validateRequired(holder)) return 'required';
  const value = trimmed(holder);
  if (!/^[A-Za-z .'-]+$/.test(value)) return 'unsupported_characters';
  if (!/^[A-Za-z]/.test(value)) return 'invalid';
  return value.length > HOLDER_MAX_LENGTH ? 'too_long' : null;
}

// YYMMDD: the century is not written, so 29 February is a date when the two-digit year is a multiple of
// 4 (2000 was a leap year, so 00 counts too).
function isBirthDate(value: string | null | undefined): boolean {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(trimmed(value));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year % 4 === 0 ? 2000 : 2001, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

// A YYYY-MM-DD date as a month count, for comparing with an expiry; anything else is "not given".
function monthOf(date: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date ?? '');
  return match ? Number(match[1]) * 12 + Number(match[2]) : null;
}

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

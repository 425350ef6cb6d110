import type { components } from '../generated/openapi';

/**
 * What a pay-link card-issue code means for the card form: the catalogue code whose message to show, and
 * the field to point at (`null` when the issuer does not say which).
 *
 * @example
 * ```ts
 * const problem: CardIssueProblem = { field: 'expiry', code: '3005' };
 * ```
 */
export interface CardIssueProblem {
  readonly field: 'number' | 'expiry' | null;
  readonly code: components['schemas']['ErrorCode'];
}

/**
 * Maps the card issuer's reason for refusing a pay-link payment (the pay-link transaction's
 * `card_issue_code`: INVALID_PARAMETER_SYNTAX, INVALID_EXPIRATION_YEAR, Invalid_card_number, Others) to the
 * error catalogue, which has no issue codes of its own:
 *
 * | issue code                 | field    | code                                          |
 * | -------------------------- | -------- | --------------------------------------------- |
 * | `INVALID_PARAMETER_SYNTAX` | `null`   | `1000` (a field is missing or invalid)        |
 * | `INVALID_EXPIRATION_YEAR`  | `expiry` | `3005` (check the expiry)                     |
 * | `Invalid_card_number`      | `number` | `3004` (check the card number)                |
 * | `Others`                   | `null`   | `3204` (the payment failed; use another card) |
 *
 * The issuer's values are matched as sent (case-sensitive, as the contract keeps them); any other value,
 * such as one a gateway adds later, is treated as `Others`.
 *
 * @example
 * ```ts
 * cardIssueProblem('Invalid_card_number'); // { field: 'number', code: '3004' }
 * cardIssueProblem('INVALID_EXPIRATION_YEAR'); // { field: 'expiry', code: '3005' }
 * cardIssueProblem('Others'); // { field: null, code: '3204' }
 * ```
 */
export function cardIssueProblem(
  issueCode: components['schemas']['PayLinkCardIssueCode'] | (string & {}),
): CardIssueProblem {
  switch (issueCode) {
    case 'INVALID_PARAMETER_SYNTAX':
      return { field: null, code: '1000' };
    case 'INVALID_EXPIRATION_YEAR':
      return { field: 'expiry', code: '3005' };
    case 'Invalid_card_number':
      return { field: 'number', code: '3004' };
    default:
      return { field: null, code: '3204' };
  }
}

import { cardIssueProblem, type components } from '@staykit/sdk';
import type { CardProblem } from '../../components/CardFields';

type PayLinkTransaction = components['schemas']['PayLinkTransaction'];

/**
 * Where the card form shows a refused pay-link payment (the card issuer's codes of `createPayLinkTransaction`, docs/errors.md): the failed
 * attempt's `card_issue_code` through the SDK's `cardIssueProblem` (`Invalid_card_number` under the number,
 * `INVALID_EXPIRATION_YEAR` under the expiry, the others above the button), once that attempt has been
 * read; until then, or without an issue code, the answer's own code (3004 the number, 3005 the expiry).
 *
 * @param code - the code `createPayLinkTransaction` answered.
 * @param attempt - the link's last attempt, if read; used only when it failed with an issue code.
 * @example
 * ```ts
 * cardRefusal('3005', null); // { field: 'expiry', code: '3005' }
 * cardRefusal('1000', { ...attempt, status: 'failed', card_issue_code: 'INVALID_PARAMETER_SYNTAX' }); // { field: null, code: '1000' }
 * ```
 */
export function cardRefusal(code: string, attempt: PayLinkTransaction | null): CardProblem {
  if (attempt?.status === 'failed' && attempt.card_issue_code !== undefined) {
    return cardIssueProblem(attempt.card_issue_code);
  }
  return { field: code === '3004' ? 'number' : code === '3005' ? 'expiry' : null, code };
}

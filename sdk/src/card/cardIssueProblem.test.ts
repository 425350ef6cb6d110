import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../messages/messageCodes';
import { cardIssueProblem } from './cardIssueProblem';

describe('cardIssueProblem: pay-link card issue codes', () => {
  it.each([
    ['INVALID_PARAMETER_SYNTAX', { field: null, code: '1000' }],
    ['INVALID_EXPIRATION_YEAR', { field: 'expiry', code: '3005' }],
    ['Invalid_card_number', { field: 'number', code: '3004' }],
    ['Others', { field: null, code: '3204' }],
  ] as const)('maps %s to %o', (issueCode, problem) => {
    expect(cardIssueProblem(issueCode)).toEqual(problem);
    // Every code has a message in the catalogue.
    expect(ERROR_CODES).toContain(problem.code);
  });

  it('treats an unknown or differently cased value as Others', () => {
    expect(cardIssueProblem('INSUFFICIENT_FUNDS')).toEqual({ field: null, code: '3204' });
    expect(cardIssueProblem('invalid_card_number')).toEqual({ field: null, code: '3204' });
  });
});

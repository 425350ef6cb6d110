import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { cardRefusal } from './cardRefusal';

type PayLinkTransaction = components['schemas']['PayLinkTransaction'];

const failed = (issue?: PayLinkTransaction['card_issue_code']): PayLinkTransaction => ({
  id: 'plt_PL1010001_1',
  payment_number: 'PL1010001',
  status: 'failed',
  amount: 12000,
  currency: 'JPY',
  created_at: '2026-12-01T09:10:00+09:00',
  ...(issue === undefined ? {} : { card_issue_code: issue }),
});

describe('cardRefusal', () => {
  it.each([
    ['INVALID_PARAMETER_SYNTAX', '1000', null, '1000'],
    ['INVALID_EXPIRATION_YEAR', '3005', 'expiry', '3005'],
    ['Invalid_card_number', '3004', 'number', '3004'],
    ['Others', '3204', null, '3204'],
  ] as const)('puts the issue code %s (answered %s) on %s', (issue, answered, field, code) => {
    expect(cardRefusal(answered, failed(issue))).toEqual({ field, code });
  });

  it('goes by the answer’s code until the failed attempt is read', () => {
    expect(cardRefusal('3005', null)).toEqual({ field: 'expiry', code: '3005' });
    expect(cardRefusal('3004', null)).toEqual({ field: 'number', code: '3004' });
    expect(cardRefusal('3016', null)).toEqual({ field: null, code: '3016' });
    expect(cardRefusal('3002', failed())).toEqual({ field: null, code: '3002' });
  });
});

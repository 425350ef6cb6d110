import { describe, expect, it } from 'vitest';
import { payLinkReturnUrl } from './payLinkChallenge';

describe('payLinkReturnUrl', () => {
  it('returns to the paying page with the address’s own parameters', () => {
    expect(payLinkReturnUrl('https://book.example/payments/PL1?hotel_code=demo-tokyo&locale=en', 'PL1')).toBe(
      'https://book.example/payments/PL1?hotel_code=demo-tokyo&locale=en',
    );
  });

  it('never to the read-only page, and without an earlier challenge’s answer', () => {
    expect(
      payLinkReturnUrl(
        'https://book.example/payments/PL1/display?locale=ja&payment_number=PL1&transaction_id=plt_1&outcome=failed',
        'PL1',
      ),
    ).toBe('https://book.example/payments/PL1?locale=ja');
  });
});

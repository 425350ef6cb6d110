import { describe, expect, it } from 'vitest';
import { agencyPaymentProblem } from './agencyPaymentProblem';

describe('agencyPaymentProblem', () => {
  it.each([
    ['gmo', 'default', 'JPY', null],
    ['paygent', 'default', 'JPY', null],
    ['adyen_gmo', 'default', 'JPY', null],
    ['gmo_paypal', 'default', 'JPY', 'gateway'],
    ['paygent_paypal', 'default', 'JPY', 'gateway'],
    ['adyen_gmo_paypal', 'default', 'JPY', 'gateway'],
    ['tappay', 'none', 'TWD', 'gateway'],
    ['gmo', 'none', 'JPY', 'payment_hub'],
    ['gmo', 'surehigh', 'JPY', 'payment_hub'],
    ['gmo', 'custom', 'JPY', 'payment_hub'],
    ['gmo', 'default', 'USD', 'currency'],
    ['unknown', 'default', 'JPY', 'gateway'],
  ] as const)('%s, hub %s, %s → %s', (gateway, paymentHub, currency, problem) => {
    expect(agencyPaymentProblem({ gateway, paymentHub, currency })).toBe(problem);
  });
});

import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { PENDING_CHANGE_LOCK_MS, pendingChangeProblem } from './pendingChangeProblem';

type Transaction = components['schemas']['ReservationTransaction'];

const now = new Date('2026-12-01T10:00:00+09:00');
const tx = (status: Transaction['status'], minutesAgo: number): Transaction => ({
  id: 'tx_1',
  transaction_type: 'capture',
  status,
  amount: 48400,
  created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
});

describe('pendingChangeProblem: 3013 and 3016', () => {
  it('locks for about 5 minutes', () => {
    expect(PENDING_CHANGE_LOCK_MS).toBe(300_000);
  });

  it('reports an update in progress from the settings as 3013, before a payment', () => {
    expect(
      pendingChangeProblem({ status: 'payment_pending' }, now, {
        blocked_reasons: ['update_in_progress', 'payment_in_progress'],
      }),
    ).toEqual({ code: '3013', reason: 'update_in_progress' });
  });

  it.each([
    ['the settings', { status: 'done' as const }, { blocked_reasons: ['payment_in_progress' as const] }],
    ['a pending 3-D Secure reservation', { status: 'payment_pending' as const }, null],
    [
      'a capture started 4 minutes ago',
      { status: 'done' as const, transactions: [tx('capturing', 4)] },
      null,
    ],
    [
      'a challenge opened 1 minute ago',
      { status: 'done' as const, transactions: [tx('pre_3d_secure', 1)] },
      null,
    ],
  ])('reports a payment in progress from %s as 3016', (_what, reservation, settings) => {
    expect(pendingChangeProblem(reservation, now, settings)).toEqual({
      code: '3016',
      reason: 'payment_in_progress',
    });
  });

  it.each([
    ['settled transactions', [tx('captured', 1), tx('authorized', 0)]],
    ['an unsettled one exactly 5 minutes old', [tx('capturing', 5)]],
    ['no transactions', []],
  ])('does not block with %s', (_what, transactions) => {
    expect(pendingChangeProblem({ status: 'done', transactions }, now)).toBeNull();
  });
});

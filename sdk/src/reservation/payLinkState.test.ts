import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { payLinkState } from './payLinkState';

type PayLink = components['schemas']['PayLink'];

const link: PayLink = {
  payment_number: 'PL2611210007',
  state: 'pending',
  hotel_id: 101,
  amount: 12000,
  currency: 'JPY',
  amount_updated_at: '2026-11-21T14:00:00+09:00',
  expires_at: '2026-11-21T15:00:00+09:00',
};
const within = new Date('2026-11-21T14:30:00+09:00');

describe('payLinkState', () => {
  it('is pending within the hour', () => {
    expect(payLinkState(link, within)).toBe('pending');
  });

  it.each([
    ['a second before', '2026-11-21T14:59:59+09:00', 'pending'],
    ['exactly at expires_at', '2026-11-21T15:00:00+09:00', 'expired'],
    ['later', '2026-11-21T16:00:00+09:00', 'expired'],
  ])('%s the hour ends: %s', (_when, instant, state) => {
    expect(payLinkState(link, new Date(instant))).toBe(state);
  });

  it('lets a failed payment be retried within the hour, not after', () => {
    expect(payLinkState({ ...link, state: 'failed' }, within)).toBe('failed');
    expect(payLinkState({ ...link, state: 'failed' }, new Date('2026-11-21T15:00:00+09:00'))).toBe('expired');
  });

  it.each(['paid', 'already_paid', 'completed', 'refunded', 'cancelled', 'not_found'] as const)(
    'keeps %s, even after the hour',
    (state) => {
      expect(payLinkState({ ...link, state }, new Date('2026-11-22T09:00:00+09:00'))).toBe(state);
    },
  );

  it('asks to press update when the amount changed since it was shown', () => {
    expect(payLinkState(link, within, { amount: 10000, amount_updated_at: link.amount_updated_at })).toBe(
      'amount_changed',
    );
    expect(
      payLinkState(link, within, { amount: 12000, amount_updated_at: '2026-11-21T13:00:00+09:00' }),
    ).toBe('amount_changed');
    // The same instant written in UTC is no change.
    expect(payLinkState(link, within, { amount: 12000, amount_updated_at: '2026-11-21T05:00:00Z' })).toBe(
      'pending',
    );
  });

  it('reports expiry before an amount change, and no change on a paid link', () => {
    const late = new Date('2026-11-21T15:30:00+09:00');
    expect(payLinkState(link, late, { amount: 10000 })).toBe('expired');
    expect(payLinkState({ ...link, state: 'paid' }, within, { amount: 10000 })).toBe('paid');
  });

  it('shows a state it does not know as not found, and an unreadable expiry as expired', () => {
    const future = { ...link, state: 'archived' } as unknown as PayLink;
    expect(payLinkState(future, within)).toBe('not_found');
    expect(payLinkState({ ...link, expires_at: 'soon' }, within)).toBe('expired');
  });
});

import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { payLinkView } from './payLinkView';

type PayLink = components['schemas']['PayLink'];
type PayLinkTransaction = components['schemas']['PayLinkTransaction'];

const LINK: PayLink = {
  payment_number: 'PL1010001',
  state: 'pending',
  hotel_id: 101,
  amount: 12000,
  currency: 'JPY',
  amount_updated_at: '2026-12-01T09:00:00+09:00',
  expires_at: '2026-12-01T10:00:00+09:00',
};
const NOW = new Date('2026-12-01T09:30:00+09:00');
const attempt = (status: PayLinkTransaction['status']): PayLinkTransaction => ({
  id: 'plt_PL1010001_1',
  payment_number: 'PL1010001',
  status,
  amount: 12000,
  currency: 'JPY',
  created_at: '2026-12-01T09:10:00+09:00',
});
const base = { link: LINK, linkError: null, returnedAttempt: null, now: NOW, displayed: LINK };

describe('payLinkView', () => {
  it('loads until the link is read', () => {
    expect(payLinkView({ ...base, link: undefined })).toEqual({ kind: 'loading' });
  });

  it('shows the link’s own state while it is open and unchanged', () => {
    expect(payLinkView(base)).toEqual({ kind: 'state', state: 'pending' });
    expect(payLinkView({ ...base, link: { ...LINK, state: 'failed' } })).toEqual({
      kind: 'state',
      state: 'failed',
    });
  });

  it.each([['already_paid'], ['completed'], ['refunded'], ['cancelled'], ['not_found']] as const)(
    'keeps a settled %s link as it is, even past the hour',
    (state) => {
      const later = new Date('2026-12-01T11:00:00+09:00');
      expect(payLinkView({ ...base, link: { ...LINK, state }, now: later })).toEqual({
        kind: 'state',
        state,
      });
    },
  );

  it('is expired from the hour on by the clock, and whenever the API answers pay_link_expired', () => {
    expect(payLinkView({ ...base, now: new Date('2026-12-01T10:00:00+09:00') })).toEqual({
      kind: 'state',
      state: 'expired',
    });
    expect(payLinkView({ ...base, linkError: 'pay_link_expired' })).toEqual({
      kind: 'state',
      state: 'expired',
    });
    expect(payLinkView({ ...base, link: undefined, linkError: 'pay_link_expired' })).toEqual({
      kind: 'state',
      state: 'expired',
    });
  });

  it('is not found for an unknown payment number', () => {
    expect(payLinkView({ ...base, link: undefined, linkError: 'pay_link_not_found' })).toEqual({
      kind: 'state',
      state: 'not_found',
    });
  });

  it('asks for Update when the amount read differs from the one shown, never on the read-only page', () => {
    const raised = { ...LINK, amount: 13200, amount_updated_at: '2026-12-01T09:20:00+09:00' };
    expect(payLinkView({ ...base, link: raised })).toEqual({ kind: 'state', state: 'amount_changed' });
    expect(payLinkView({ ...base, link: raised, displayed: null })).toEqual({
      kind: 'state',
      state: 'pending',
    });
  });

  it('confirms while the attempt back from 3-D Secure is read or still waiting, then shows it paid', () => {
    expect(payLinkView({ ...base, awaitingReturnedAttempt: true })).toEqual({ kind: 'confirming' });
    expect(payLinkView({ ...base, returnedAttempt: attempt('pre_3d_secure') })).toEqual({
      kind: 'confirming',
    });
    for (const status of ['authorized', 'capturing', 'captured'] as const) {
      expect(payLinkView({ ...base, returnedAttempt: attempt(status) })).toEqual({
        kind: 'state',
        state: 'paid',
      });
    }
    expect(
      payLinkView({ ...base, link: { ...LINK, state: 'failed' }, returnedAttempt: attempt('failed') }),
    ).toEqual({ kind: 'state', state: 'failed' });
  });

  it('says another failure when there is no link to show, and keeps a link already on screen', () => {
    expect(payLinkView({ ...base, link: undefined, linkError: 'network_error' })).toEqual({
      kind: 'error',
      code: 'network_error',
    });
    expect(payLinkView({ ...base, linkError: 'network_error' })).toEqual({ kind: 'state', state: 'pending' });
  });
});

import { describe, expect, it } from 'vitest';
import { reservationTab } from './reservationTab';

const today = '2026-11-26';

describe('reservationTab: the tab of my page a reservation is listed in', () => {
  it.each([
    ['a stay to come', { status: 'done', is_lottery: false, checkout_date: '2026-12-26' }, 'upcoming'],
    ['a stay checking out today', { status: 'done', is_lottery: false, checkout_date: today }, 'upcoming'],
    [
      'a stay waiting for 3-D Secure',
      { status: 'payment_pending', is_lottery: false, checkout_date: '2026-12-26' },
      'upcoming',
    ],
    [
      'a stay checked out yesterday',
      { status: 'done', is_lottery: false, checkout_date: '2026-11-25' },
      'completed',
    ],
    [
      'a cancelled stay to come',
      { status: 'cancelled', is_lottery: false, checkout_date: '2026-12-26' },
      'cancelled',
    ],
    [
      'a cancelled lottery booking',
      { status: 'cancelled', is_lottery: true, checkout_date: '2026-12-26' },
      'cancelled',
    ],
    [
      'a booking after a lottery win',
      { status: 'done', is_lottery: true, checkout_date: '2027-01-10' },
      'lottery',
    ],
    [
      'a past booking after a lottery win',
      { status: 'done', is_lottery: true, checkout_date: '2026-10-10' },
      'lottery',
    ],
  ] as const)('%s is %s', (_label, reservation, expected) => {
    expect(reservationTab(reservation, today)).toBe(expected);
  });
});

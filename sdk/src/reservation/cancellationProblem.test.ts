import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { cancellationProblem } from './cancellationProblem';

type Schemas = components['schemas'];

const reservation: Schemas['Reservation'] = {
  reservation_number: 'SK2611210001',
  email: 'hanako@example.com',
  status: 'done',
  hotel: { id: 101, name: 'Demo Hotel Tokyo' },
  guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com' },
  rooms: [],
  checkin_date: '2026-12-24',
  checkout_date: '2026-12-26',
  nights: 2,
  adults: 2,
  children: 0,
  payment_type: 'on_site',
  currency: 'JPY',
  price: { total_price: 48400 },
  edited_by_staff: false,
  change_deadline_at: '2026-12-23T18:00:00+09:00',
};
const at = (instant: string): Date => new Date(instant);

describe('cancellationProblem', () => {
  it('allows cancelling before the deadline', () => {
    expect(cancellationProblem(reservation, at('2026-12-20T09:00:00+09:00'), 'Asia/Tokyo')).toBeNull();
  });

  it.each([
    ['00:00 on the check-in day', '2026-12-24T00:00:00+09:00'],
    ['23:59 on the check-in day', '2026-12-24T23:59:00+09:00'],
  ])('refuses online cancellation at %s: by phone', (_when, instant) => {
    expect(cancellationProblem(reservation, at(instant), 'Asia/Tokyo')).toEqual({
      code: 'cancellation_same_day',
      reason: 'cancellation_same_day',
    });
  });

  it("reads the day in the hotel's time zone, not the guest's", () => {
    // 2026-12-23T16:00Z is already the 24th in Tokyo but still the 23rd in London.
    const noDeadline = { ...reservation, change_deadline_at: undefined };
    expect(cancellationProblem(noDeadline, at('2026-12-23T16:00:00Z'), 'Asia/Tokyo')?.code).toBe(
      'cancellation_same_day',
    );
    expect(cancellationProblem(noDeadline, at('2026-12-23T16:00:00Z'), 'Europe/London')).toBeNull();
  });

  it.each([
    ['exactly at the deadline', '2026-12-23T18:00:00+09:00'],
    ['after the check-in day', '2026-12-25T09:00:00+09:00'],
  ])('refuses %s', (_when, instant) => {
    expect(cancellationProblem(reservation, at(instant), 'Asia/Tokyo')?.code).toBe('update_deadline_passed');
  });

  it('refuses a cancelled reservation, then a staff-edited one', () => {
    const now = at('2026-12-20T09:00:00+09:00');
    expect(cancellationProblem({ ...reservation, status: 'cancelled' }, now, 'Asia/Tokyo')).toEqual({
      code: 'update_deadline_passed',
      reason: 'cancelled',
    });
    expect(cancellationProblem({ ...reservation, edited_by_staff: true }, now, 'Asia/Tokyo')).toEqual({
      code: 'edited_by_staff',
      reason: 'edited_by_staff',
    });
  });

  it('refuses while a payment (3016) or, per the settings, an update (3013) is pending', () => {
    const now = at('2026-12-20T09:00:00+09:00');
    expect(cancellationProblem({ ...reservation, status: 'payment_pending' }, now, 'Asia/Tokyo')?.code).toBe(
      '3016',
    );
    expect(
      cancellationProblem(reservation, now, 'Asia/Tokyo', { blocked_reasons: ['update_in_progress'] })?.code,
    ).toBe('3013');
  });
});

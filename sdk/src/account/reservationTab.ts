import type { components } from '../generated/openapi';

/**
 * The tab of the member's reservation list a reservation belongs to (docs/rules.md, "My page"): a
 * cancelled one is `cancelled`; a booking made after a lottery win is `lottery`; a stay whose check-out
 * day has passed is `completed`; every other, `upcoming` (the default tab).
 *
 * @param reservation - its status, lottery flag and check-out day.
 * @param today - the hotel's day, `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * reservationTab({ status: 'done', is_lottery: false, checkout_date: '2026-11-20' }, '2026-11-26'); // 'completed'
 * ```
 */
export function reservationTab(
  reservation: Pick<components['schemas']['ReservationSummary'], 'status' | 'is_lottery' | 'checkout_date'>,
  today: string,
): components['schemas']['ReservationListFilter'] {
  if (reservation.status === 'cancelled') return 'cancelled';
  if (reservation.is_lottery) return 'lottery';
  return reservation.checkout_date < today ? 'completed' : 'upcoming';
}

import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { reservationUpdateProblem } from './reservationUpdateProblem';
import type { ReservationChange } from './reservationUpdateProblem';

type Schemas = components['schemas'];

// Two nights at a Tokyo hotel; online changes end at 18:00 the day before check-in (the mock's rule).
const reservation: Schemas['Reservation'] = {
  reservation_number: 'SK2611210001',
  email: 'hanako@example.com',
  status: 'done',
  hotel: { id: 101, name: 'Demo Hotel Tokyo' },
  guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com' },
  rooms: [
    {
      id: 5001,
      room_type: { code: 'DBL', name: 'Deluxe Double' },
      plan: { hotel_plan_code: 'BF', room_plan_code: 'DBL-BF', name: 'Breakfast included' },
      adults: 2,
      children: 0,
      guest: { first_name: 'Hanako', last_name: 'Yamada' },
    },
  ],
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
  minimum_nights: 2,
};
const settings: Schemas['ReservationUpdateSettings'] = {
  can_update: true,
  can_cancel: true,
  updatable_fields: ['dates', 'rooms'],
  blocked_reasons: [],
  change_deadline_at: '2026-12-23T18:00:00+09:00',
  minimum_nights: 2,
  edited_by_staff: false,
  is_non_refundable: false,
  cancellation_fee: 0,
};
const room = { reservation_hotel_room_id: 5001, room_type_code: 'DBL', room_plan_code: 'DBL-BF', adults: 2 };
const threeNights: ReservationChange = {
  checkin_date: '2026-12-24',
  checkout_date: '2026-12-27',
  rooms: [room],
};
const early = new Date('2026-12-01T10:00:00+09:00');

describe('reservationUpdateProblem', () => {
  it('allows a longer stay with the same plan before the deadline', () => {
    expect(reservationUpdateProblem(reservation, settings, early, threeNights)).toBeNull();
  });

  it.each([
    ['a minute before the deadline', '2026-12-23T17:59:00+09:00', null],
    ['exactly at the deadline', '2026-12-23T18:00:00+09:00', 'update_deadline_passed'],
    ['after it', '2026-12-24T09:00:00+09:00', 'update_deadline_passed'],
  ])('%s: %s', (_when, at, code) => {
    expect(reservationUpdateProblem(reservation, settings, new Date(at), threeNights)?.code ?? null).toBe(
      code,
    );
  });

  it('refuses without a deadline (null: not allowed), from the reservation when settings are not loaded', () => {
    expect(
      reservationUpdateProblem({ ...reservation, change_deadline_at: null }, null, early, threeNights),
    ).toEqual({ code: 'update_deadline_passed', reason: 'update_deadline_passed' });
  });

  it('refuses a reservation staff edited, from the reservation or the settings', () => {
    const edited = { code: 'edited_by_staff', reason: 'edited_by_staff' };
    expect(
      reservationUpdateProblem({ ...reservation, edited_by_staff: true }, settings, early, threeNights),
    ).toEqual(edited);
    expect(
      reservationUpdateProblem(reservation, { ...settings, edited_by_staff: true }, early, threeNights),
    ).toEqual(edited);
  });

  it('refuses a cancelled reservation first', () => {
    expect(
      reservationUpdateProblem(
        { ...reservation, status: 'cancelled', edited_by_staff: true },
        settings,
        early,
        threeNights,
      ),
    ).toEqual({ code: 'update_deadline_passed', reason: 'cancelled' });
  });

  it('refuses while an update (3013) or payment (3016) is pending', () => {
    expect(
      reservationUpdateProblem(
        reservation,
        { ...settings, blocked_reasons: ['update_in_progress'] },
        early,
        threeNights,
      ),
    ).toEqual({ code: '3013', reason: 'update_in_progress' });
    expect(
      reservationUpdateProblem({ ...reservation, status: 'payment_pending' }, null, early, threeNights),
    ).toEqual({
      code: '3016',
      reason: 'payment_in_progress',
    });
  });

  it('refuses with 3014 when the reservation changed since editing began', () => {
    const basedOn = { ...reservation, checkout_date: '2026-12-25' };
    expect(reservationUpdateProblem(reservation, settings, early, { ...threeNights, basedOn })).toEqual({
      code: '3014',
      reason: 'original_changed',
    });
    expect(
      reservationUpdateProblem(reservation, settings, early, { ...threeNights, basedOn: { ...reservation } }),
    ).toBeNull();
  });

  it('refuses another plan, for an existing room or an added one', () => {
    const planChanged = { code: 'plan_change_not_allowed', reason: 'plan_changed' };
    const other = { ...room, room_plan_code: 'DBL-RO' };
    expect(
      reservationUpdateProblem(reservation, settings, early, { ...threeNights, rooms: [other] }),
    ).toEqual(planChanged);
    const { reservation_hotel_room_id: _id, ...added } = other;
    expect(
      reservationUpdateProblem(reservation, settings, early, { ...threeNights, rooms: [room, added] }),
    ).toEqual(planChanged);
    const { reservation_hotel_room_id: _same, ...addedSame } = room;
    expect(
      reservationUpdateProblem(reservation, settings, early, { ...threeNights, rooms: [room, addedSame] }),
    ).toBeNull();
  });

  it.each([
    ['2026-12-24', '2026-12-25', 'minimum_nights_not_met'],
    ['2026-12-24', '2026-12-26', null],
    ['2026-12-24', '2026-12-24', 'minimum_nights_not_met'],
    ['2026-12-26', '2026-12-24', '1000'],
    ['2026-02-30', '2026-03-02', '1000'],
  ])('with minimum 2 nights, %s to %s: %s', (checkin, checkout, code) => {
    const change = { checkin_date: checkin, checkout_date: checkout };
    expect(reservationUpdateProblem(reservation, settings, early, change)?.code ?? null).toBe(code);
  });

  it("prefers the settings' minimum nights to the reservation's", () => {
    const oneNight = { checkin_date: '2026-12-24', checkout_date: '2026-12-25' };
    expect(
      reservationUpdateProblem(reservation, { ...settings, minimum_nights: 1 }, early, oneNight),
    ).toBeNull();
  });
});

import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bookingRequests, detailFields, errorCode, FIRST_BOOKING, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY, TRIGGERS } from '../triggers';

type ReservationResponse = components['schemas']['ReservationResponse'];

const client = useMockServer();
// Default clock: today is 2026-12-01 09:00 in Japan; BOOKING_BODY books STD-RO on 2026-12-10.
const { path: PATH, byEmail: EMAIL } = FIRST_BOOKING;
const { book, bookAs } = bookingRequests(client);

const change = (
  guest: Record<string, unknown>,
  query = EMAIL,
  headers: Record<string, string> = {},
  path = PATH,
) => client.send<ReservationResponse>('PUT', `${path}/guests?${query}`, { body: { guest }, headers });

describe('updateReservationGuests', () => {
  it('changes the contact details; the new e-mail opens the booking from then on', async () => {
    await book();
    const { status, body } = await change({
      email: 'Hanako.New@example.com',
      phone: '+819098765432',
      notes: 'Late arrival, around 22:00.',
      postal_code: '1000001',
      street_address: '1-1 Chiyoda',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      email: 'hanako.new@example.com',
      guest: {
        first_name: 'Hanako',
        last_name: 'Yamada',
        email: 'hanako.new@example.com',
        phone: '+819098765432',
        notes: 'Late arrival, around 22:00.',
        postal_code: '1000001',
        street_address: '1-1 Chiyoda',
      },
      guests: [{ first_name: 'Hanako', last_name: 'Yamada' }],
    });
    const old = await client.get(`${PATH}?${EMAIL}`);
    expect(errorCode(old.body)).toBe('reservation_access_denied');
    const found = await client.get<ReservationResponse>(
      '/hotel_brands/900/reservations/SK2612010001?email=hanako.new@example.com',
    );
    expect(found.body.data.guest.phone).toBe('+819098765432');
  });

  it('clears an optional text sent empty and keeps what was not sent', async () => {
    await book();
    await change({ notes: 'Quiet room, please.' });
    const { body } = await change({ notes: '' });
    expect(body.data.guest.notes).toBeUndefined();
    expect(body.data.guest.phone).toBe(BOOKING_BODY.guest.phone);
  });

  it('refuses names (they cannot change) and a bad e-mail, phone or postal code, naming each', async () => {
    await book();
    const refused = await client.send('PUT', `${PATH}/guests?${EMAIL}`, {
      body: {
        guest: {
          first_name: 'Hana',
          last_name_kana: 'やまだ',
          email: 'nope',
          phone: '090-1234',
          postal_code: '100-0001',
        },
        rooms: [{ guest: { first_name: 'Hana', last_name: 'Yamada' } }],
      },
    });
    expect(refused.status).toBe(422);
    expect(errorCode(refused.body)).toBe('1000');
    expect(detailFields(refused.body)).toEqual(
      expect.arrayContaining([
        'guest.first_name',
        'guest.last_name_kana',
        'guest.email',
        'guest.phone',
        'guest.postal_code',
        'rooms',
      ]),
    );
    const missing = await client.send('PUT', `${PATH}/guests?${EMAIL}`, { body: {} });
    expect([missing.status, detailFields(missing.body)]).toEqual([422, ['base', 'guest']]);
    const garbled = await client.send('PUT', `${PATH}/guests?${EMAIL}`, { body: '{"guest":' });
    expect(errorCode(garbled.body)).toBe('malformed_request');
    const read = await client.get<ReservationResponse>(`${PATH}?${EMAIL}`);
    expect(read.body.data.guest).toMatchObject({ first_name: 'Hanako', phone: BOOKING_BODY.guest.phone });
  });

  it('refuses a staff-edited, cancelled or late reservation, and a pending update for 5 minutes', async () => {
    await bookAs(TRIGGERS.reservationEditedByStaff.value);
    expect(errorCode((await change({ phone: '+81311112222' })).body)).toBe('edited_by_staff');

    await bookAs(TRIGGERS.reservationUpdatePending.value);
    const second = '/hotels/101/reservations/SK2612010002';
    const locked = await change({ phone: '+81311112222' }, EMAIL, {}, second);
    expect([locked.status, errorCode(locked.body)]).toEqual([409, '3013']);
    // A pending payment does not block the contact details (the contract documents no 3016 here).
    await bookAs(TRIGGERS.reservationPaymentPending.value);
    const third = '/hotels/101/reservations/SK2612010003';
    expect((await change({ phone: '+81311112222' }, EMAIL, {}, third)).status).toBe(200);
    await client.send('POST', '/__staykit/clock/advance', { body: { minutes: 5 } });
    expect((await change({ phone: '+81311112222' }, EMAIL, {}, second)).status).toBe(200);

    const fourth = '/hotels/101/reservations/SK2612010004';
    await book();
    await client.send('PUT', `${fourth}/cancel?${EMAIL}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(errorCode((await change({ phone: '+81311112222' }, EMAIL, {}, fourth)).body)).toBe(
      'reservation_not_found',
    );

    await client.send('PUT', '/__staykit/clock', { body: { now: '2026-12-09T18:00:00+09:00' } });
    await client.startSession();
    expect(errorCode((await change({ phone: '+81311112222' }, EMAIL, {}, third)).body)).toBe(
      'update_deadline_passed',
    );
  });

  it('applies who may act: a guest booking signed out by e-mail or link, a member one by its account', async () => {
    const created = await book();
    expect(errorCode((await change({ notes: 'x' }, 'email=other@example.com')).body)).toBe(
      'reservation_access_denied',
    );
    expect(errorCode((await change({ notes: 'x' }, EMAIL, { Authorization: 'Bearer member' })).body)).toBe(
      'sign_out_required',
    );
    // The contract documents no 410 here: an expired link opens nothing.
    const expired = await change({ notes: 'x' }, `bypass_token=${TRIGGERS.bypassTokenExpired.value}`);
    expect([expired.status, errorCode(expired.body)]).toEqual([403, 'reservation_access_denied']);
    expect(
      (await change({ notes: 'x' }, `bypass_token=${created.body.data.reservation.token ?? ''}`)).status,
    ).toBe(200);

    await book({}, { Authorization: 'Bearer member' });
    const member = '/hotels/101/reservations/SK2612010002';
    const other = await change({ notes: 'x' }, EMAIL, { Authorization: 'Bearer someone-else' }, member);
    expect(errorCode(other.body)).toBe('reservation_access_denied');
    expect((await change({ notes: 'x' }, '', { Authorization: 'Bearer member' }, member)).status).toBe(200);
  });
});

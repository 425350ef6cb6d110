/**
 * `updateReservationGuests`: new contact details of the booker — e-mail, phone (digits and + only),
 * notes, postal code (letters and digits only), address. Names cannot change after booking (the contract's
 * `ReservationGuestContact`): a name
 * field, of the booker or of a room's guest, is a 422 `1000` naming it. Checked whole first — the body,
 * who acts (as `updateReservation`), the state (cancelled, staff edits, the change deadline, a pending
 * update: 3013) — then stored. A new e-mail is the one that opens the booking from then on.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import { BodyReader } from '../http/bodyReader';
import { EMAIL, PHONE, POSTAL_CODE } from '../http/fieldPatterns';
import { hotelById } from '../hotel/hotels';
import { settlePayments } from '../payment/reservationPayments';
import { reservationNow } from '../booking/reservationBody';
import { checkChangeable, readReservationProof, reservationFor } from './access';
import { pathParam, readJsonBody, route } from '../http/route';

type Schemas = components['schemas'];
type Contact = Schemas['ReservationGuestContact'];

const NAME_FIELDS = ['first_name', 'last_name', 'first_name_kana', 'last_name_kana'] as const;
const NAMES_FIXED = 'cannot change after booking';

/** The contact fields that may be cleared with an empty string (the others have a pattern or a minimum). */
const CLEARABLE = ['notes', 'prefecture_or_state', 'street_address', 'building_name_and_number'] as const;

function readContact(raw: unknown): Contact {
  const body = BodyReader.of(raw);
  // Room guests are names only: none may change.
  for (const field of ['rooms', 'guests']) {
    if (body.raw(field) !== undefined) body.fail(field, `guest names ${NAMES_FIXED}`);
  }
  const guest = body.object('guest', { required: true });
  const contact: Contact = {};
  if (guest) {
    for (const field of NAME_FIELDS) {
      if (guest.raw(field) !== undefined) guest.fail(field, `is the guest's name, which ${NAMES_FIXED}`);
    }
    const values: Contact = {
      email: guest.text('email', { minLength: 3, maxLength: 255, pattern: EMAIL }),
      phone: guest.text('phone', { minLength: 1, maxLength: 30, pattern: PHONE }),
      notes: guest.text('notes', { maxLength: 2000 }),
      postal_code: guest.text('postal_code', { minLength: 1, maxLength: 20, pattern: POSTAL_CODE }),
      prefecture_or_state: guest.text('prefecture_or_state', { maxLength: 100 }),
      street_address: guest.text('street_address', { maxLength: 255 }),
      building_name_and_number: guest.text('building_name_and_number', { maxLength: 255 }),
    };
    for (const [field, value] of Object.entries(values)) {
      if (value !== undefined) Object.assign(contact, { [field]: value });
    }
  }
  body.finish();
  return contact;
}

/** The booker with the new contact details; an empty optional text clears its field. */
function withContact(stored: Schemas['ReservationGuest'], contact: Contact): Schemas['ReservationGuest'] {
  const guest: Schemas['ReservationGuest'] = { ...structuredClone(stored), ...contact };
  // A field left undefined is left out of every answer.
  for (const field of CLEARABLE) if (contact[field] === '') guest[field] = undefined;
  return contact.email === undefined ? guest : { ...guest, email: contact.email.toLowerCase() };
}

/** Handlers of the guest-details update. */
export const guestHandlers = [
  http.put(
    '*/hotels/:hotel_id/reservations/:reservation_id/guests',
    route(async ({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const proof = readReservationProof(query);
      const contact = readContact(await readJsonBody(request));
      settlePayments();
      const row = reservationFor(request, hotel, pathParam(params, 'reservation_id'), proof, 'act');
      checkChangeable(row, hotel, 'guests');
      const guest = withContact(row.guest, contact);
      db.reservation.update(row.number, { guest, email: guest.email });
      const response: Schemas['ReservationResponse'] = { data: reservationNow(row) };
      return HttpResponse.json(response);
    }),
  ),
];

import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import {
  contactChanges,
  contactEditProblem,
  contactFieldOfDetail,
  contactProblems,
  contactValuesOf,
  hasAddress,
} from './contactDetails';

type Reservation = components['schemas']['Reservation'];

const GUEST = {
  first_name: 'Hanako',
  last_name: 'Yamada',
  email: 'hanako@example.com',
  phone: '+819012345678',
};
const stored = contactValuesOf(GUEST);

describe('contact form values', () => {
  it('start from the booker, the confirmation empty', () => {
    expect(stored).toEqual({
      email: 'hanako@example.com',
      email_confirmation: '',
      phone: '+819012345678',
      postal_code: '',
      prefecture_or_state: '',
      street_address: '',
      building_name_and_number: '',
      notes: '',
    });
    expect(hasAddress(GUEST)).toBe(false);
    expect(hasAddress({ ...GUEST, street_address: '1-1 Chiyoda' })).toBe(true);
  });
});

describe('contactProblems', () => {
  it('accepts the details as booked', () => {
    expect(contactProblems(stored, stored, 'en')).toEqual([]);
  });

  it('asks for the confirmation only when the e-mail changes, and checks it matches', () => {
    expect(contactProblems({ ...stored, email: 'HANAKO@example.com' }, stored, 'en')).toEqual([]);
    expect(contactProblems({ ...stored, email: 'new@example.com' }, stored, 'en')).toEqual([
      { field: 'email_confirmation', code: 'required' },
    ]);
    expect(
      contactProblems(
        { ...stored, email: 'new@example.com', email_confirmation: 'old@example.com' },
        stored,
        'en',
      ),
    ).toEqual([{ field: 'email_confirmation', code: 'mismatch' }]);
  });

  it('checks e-mail, phone, postal code and lengths by the checkout’s rules, in the form’s order', () => {
    expect(
      contactProblems(
        {
          ...stored,
          notes: 'x'.repeat(2001),
          phone: '090-123',
          email: 'hanako@example',
          postal_code: '100-0005',
        },
        stored,
        'en',
      ),
    ).toEqual([
      { field: 'email', code: 'invalid' },
      { field: 'email_confirmation', code: 'required' },
      { field: 'phone', code: 'invalid' },
      { field: 'postal_code', code: 'invalid' },
      { field: 'notes', code: 'too_long' },
    ]);
    expect(contactProblems({ ...stored, phone: ' ' }, stored, 'en')).toEqual([
      { field: 'phone', code: 'required' },
    ]);
  });

  it('keeps a full address required, and a postal code from being emptied', () => {
    const withAddress = contactValuesOf({
      ...GUEST,
      postal_code: '1000001',
      prefecture_or_state: 'Tokyo',
      street_address: '1-1 Chiyoda',
    });
    expect(
      contactProblems({ ...withAddress, street_address: '', postal_code: '' }, withAddress, 'en'),
    ).toEqual([
      { field: 'postal_code', code: 'required' },
      { field: 'street_address', code: 'required' },
    ]);
    const postalOnly = contactValuesOf({ ...GUEST, postal_code: '1000001' });
    expect(contactProblems({ ...postalOnly, postal_code: '' }, postalOnly, 'en')).toEqual([
      { field: 'postal_code', code: 'required' },
    ]);
  });
});

describe('contactChanges', () => {
  it('sends what changed, trimmed, and nothing when nothing did', () => {
    expect(contactChanges(stored, stored)).toBeNull();
    expect(contactChanges({ ...stored, notes: '  Late arrival ', phone: '+819011112222' }, stored)).toEqual({
      guest: { phone: '+819011112222', notes: 'Late arrival' },
    });
    expect(contactChanges({ ...stored, email: 'Hanako@Example.com' }, stored)).toBeNull();
  });

  it('clears an optional text with an empty one, but never sends an empty postal code', () => {
    const withNotes = contactValuesOf({ ...GUEST, notes: 'Late', postal_code: '1000001' });
    expect(contactChanges({ ...withNotes, notes: '', postal_code: '' }, withNotes)).toEqual({
      guest: { notes: '' },
    });
  });
});

describe('contactEditProblem', () => {
  const reservation = {
    status: 'done',
    checkin_date: '2026-12-10',
    checkout_date: '2026-12-11',
    edited_by_staff: false,
    change_deadline_at: '2026-12-09T18:00:00+09:00',
    transactions: [],
    rooms: [],
    price: { total_price: 10000 },
  } as unknown as Reservation;
  const now = new Date('2026-12-01T09:00:00+09:00');

  it('lets the details change before the deadline', () => {
    expect(contactEditProblem(reservation, null, now)).toBeNull();
  });

  it('blocks a cancelled reservation, one staff edited, and after the deadline', () => {
    expect(contactEditProblem({ ...reservation, status: 'cancelled' }, null, now)).toEqual({
      code: 'cancelled',
      blocking: true,
    });
    expect(contactEditProblem({ ...reservation, edited_by_staff: true }, null, now)).toEqual({
      code: 'edited_by_staff',
      blocking: true,
    });
    expect(contactEditProblem(reservation, null, new Date('2026-12-09T18:00:00+09:00'))).toEqual({
      code: 'update_deadline_passed',
      blocking: true,
    });
  });

  it('announces an update in progress without blocking, and ignores a payment in progress', () => {
    const settings = {
      blocked_reasons: ['update_in_progress'],
    } as unknown as components['schemas']['ReservationUpdateSettings'];
    expect(contactEditProblem(reservation, settings, now)).toEqual({ code: '3013', blocking: false });
    expect(contactEditProblem({ ...reservation, status: 'payment_pending' }, null, now)).toBeNull();
  });
});

describe('contactFieldOfDetail', () => {
  it('maps the API’s field paths to the form’s fields, names to the names', () => {
    expect(contactFieldOfDetail('guest.phone')).toBe('phone');
    expect(contactFieldOfDetail('guest.first_name')).toBe('names');
    expect(contactFieldOfDetail('rooms.0.guest.last_name')).toBe('names');
    expect(contactFieldOfDetail('base')).toBeNull();
  });
});

import {
  reservationUpdateProblem,
  validateGuestDetails,
  validateRequired,
  normalizePhone,
  type FieldProblem,
  type GuestDetailsField,
  type GuestDetailsInput,
  type Locale,
  type components,
} from '@staykit/sdk';

type Schemas = components['schemas'];
type ReservationGuest = Schemas['ReservationGuest'];
type GuestContact = Schemas['ReservationGuestContact'];

/**
 * The booker's contact details that may change after booking (`updateReservationGuests`), with the
 * e-mail's confirmation.
 *
 * @example
 * ```ts
 * const field: ContactField = 'postal_code';
 * ```
 */
export type ContactField = keyof GuestContact | 'email_confirmation';

/**
 * The contact form as typed: every field a string.
 *
 * @example
 * ```ts
 * const values: ContactValues = { ...contactValuesOf(reservation.guest), phone: '+819011112222' };
 * ```
 */
export type ContactValues = Readonly<Record<ContactField, string>>;

// The address fields of a guest (contract: `CreateReservationRequest`: when an address is required).
const ADDRESS_FIELDS = ['prefecture_or_state', 'street_address', 'building_name_and_number'] as const;

const CONTACT_FIELDS: readonly ContactField[] = [
  'email',
  'email_confirmation',
  'phone',
  'postal_code',
  ...ADDRESS_FIELDS,
  'notes',
];

/**
 * The form's values for a reservation's booker; the e-mail's confirmation starts empty (asked only when
 * the e-mail changes).
 *
 * @example
 * ```ts
 * contactValuesOf({ first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', phone: '+819012345678' });
 * // { email: 'hanako@example.com', email_confirmation: '', phone: '+819012345678', postal_code: '', ... }
 * ```
 */
export function contactValuesOf(guest: ReservationGuest): ContactValues {
  return {
    email: guest.email,
    email_confirmation: '',
    phone: guest.phone ?? '',
    postal_code: guest.postal_code ?? '',
    prefecture_or_state: guest.prefecture_or_state ?? '',
    street_address: guest.street_address ?? '',
    building_name_and_number: guest.building_name_and_number ?? '',
    notes: guest.notes ?? '',
  };
}

/**
 * Whether the booking gave an address: then the address fields are shown (and the full address was
 * required by the hotel when postal code, prefecture or state and street were all given).
 *
 * @example
 * ```ts
 * hasAddress({ first_name: 'Hanako', last_name: 'Yamada', email: 'h@example.com', street_address: '1-1 Chiyoda' }); // true
 * ```
 */
export function hasAddress(guest: ReservationGuest): boolean {
  return ADDRESS_FIELDS.some((field) => validateRequired(guest[field]) === null);
}

const trimmed = (values: ContactValues, field: ContactField): string => values[field].trim();

const emailChanged = (values: ContactValues, stored: ContactValues): boolean =>
  trimmed(values, 'email').toLowerCase() !== stored.email.trim().toLowerCase();

/**
 * Every problem of the contact form, by the checkout's rules (the SDK's `validateGuestDetails`: e-mail,
 * its confirmation, phone with digits and + only, postal code of letters and digits, lengths; docs/widget.md#validation), at most one per field. The confirmation is asked only when the e-mail changed. An address the
 * booking gave in full stays required; a postal code the booking gave cannot be emptied (the API keeps it:
 * its pattern refuses an empty one).
 *
 * @param values - the form as typed.
 * @param stored - the form as the reservation holds it (`contactValuesOf`).
 * @param locale - the UI locale.
 * @example
 * ```ts
 * contactProblems({ ...stored, phone: '090-123' }, stored, 'en'); // [{ field: 'phone', code: 'invalid' }]
 * ```
 */
export function contactProblems(
  values: ContactValues,
  stored: ContactValues,
  locale: Locale,
): FieldProblem<ContactField>[] {
  const input: GuestDetailsInput = {
    email: trimmed(values, 'email'),
    email_confirmation: trimmed(values, 'email_confirmation'),
    phone: trimmed(values, 'phone'),
    postal_code: trimmed(values, 'postal_code'),
    prefecture_or_state: trimmed(values, 'prefecture_or_state'),
    street_address: trimmed(values, 'street_address'),
    building_name_and_number: trimmed(values, 'building_name_and_number'),
    notes: trimmed(values, 'notes'),
  };
  const addressRequired =
    stored.postal_code !== '' && stored.prefecture_or_state !== '' && stored.street_address !== '';
  const problems = validateGuestDetails(input, {
    locale,
    addressRequired,
    emailConfirmation: emailChanged(values, stored),
  }).filter((problem): problem is FieldProblem<GuestDetailsField & ContactField> =>
    CONTACT_FIELDS.includes(problem.field as ContactField),
  );
  if (stored.postal_code !== '' && !problems.some((problem) => problem.field === 'postal_code')) {
    const emptied = validateRequired(values.postal_code);
    if (emptied) problems.push({ field: 'postal_code', code: emptied });
  }
  // In the form's order, so the first problem is the first field to fix.
  return CONTACT_FIELDS.flatMap((field) => problems.filter((problem) => problem.field === field));
}

/**
 * The `updateReservationGuests` body of what changed, trimmed (an emptied optional text clears its field;
 * a phone without its separators), or `null` when nothing did.
 *
 * @example
 * ```ts
 * contactChanges({ ...stored, notes: 'Late arrival' }, stored); // { guest: { notes: 'Late arrival' } }
 * contactChanges(stored, stored); // null
 * ```
 */
export function contactChanges(
  values: ContactValues,
  stored: ContactValues,
): Schemas['UpdateReservationGuestsRequest'] | null {
  const guest: GuestContact = {};
  for (const field of CONTACT_FIELDS) {
    if (field === 'email_confirmation') continue;
    const value = trimmed(values, field);
    if (value === stored[field].trim()) continue;
    if (field === 'email' && !emailChanged(values, stored)) continue;
    // The API refuses an empty postal code: a kept one is never emptied (contactProblems says so).
    if (field === 'postal_code' && value === '') continue;
    // A phone goes as the API takes it: separators out (`normalizePhone`).
    guest[field] = field === 'phone' ? normalizePhone(value) : value;
  }
  return Object.keys(guest).length === 0 ? null : { guest };
}

/**
 * Why the contact details cannot change online now, as far as the SDK can tell before the guest tries
 * (docs/widget.md#after-booking: staff edited it, or the change deadline passed; a cancelled reservation), or `null`. An update
 * in progress (3013) is returned too, as a notice: it ends by itself in about 5 minutes. A payment in
 * progress is not: the API changes contact details while a payment runs.
 *
 * @param reservation - the reservation now.
 * @param settings - its update settings, when they loaded.
 * @param now - the current instant.
 * @example
 * ```ts
 * contactEditProblem({ ...reservation, edited_by_staff: true }, null, new Date());
 * // { code: 'edited_by_staff', blocking: true }
 * ```
 */
export function contactEditProblem(
  reservation: Schemas['Reservation'],
  settings: Schemas['ReservationUpdateSettings'] | null | undefined,
  now: Date,
): {
  readonly code: 'cancelled' | 'edited_by_staff' | 'update_deadline_passed' | '3013';
  readonly blocking: boolean;
} | null {
  // The stay as it is: only the reservation's state can refuse it.
  const problem = reservationUpdateProblem(reservation, settings, now, {
    checkin_date: reservation.checkin_date,
    checkout_date: reservation.checkout_date,
  });
  if (!problem) return null;
  if (problem.reason === 'cancelled') return { code: 'cancelled', blocking: true };
  if (problem.code === 'edited_by_staff' || problem.code === 'update_deadline_passed') {
    return { code: problem.code, blocking: true };
  }
  if (problem.code === '3013') return { code: '3013', blocking: false };
  return null;
}

/**
 * The contact field a refusal's detail names (`guest.phone` → `phone`); `names` for a name field, which
 * cannot change after booking; `null` for anything else.
 *
 * @example
 * ```ts
 * contactFieldOfDetail('guest.postal_code'); // 'postal_code'
 * contactFieldOfDetail('guest.first_name'); // 'names'
 * ```
 */
export function contactFieldOfDetail(detail: string): ContactField | 'names' | null {
  const field = detail.startsWith('guest.') ? detail.slice('guest.'.length) : detail;
  if (CONTACT_FIELDS.includes(field as ContactField)) return field as ContactField;
  if (/^(first_name|last_name|first_name_kana|last_name_kana)$/.test(field)) return 'names';
  if (/^(rooms|guests)(\.|$)/.test(detail)) return 'names';
  return null;
}

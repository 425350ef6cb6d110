import type { Locale } from '../locale/locales';
import type { FieldProblem } from './FieldProblem';
import type { GuestNameField } from './guestNameScripts';
import { validateEmail } from './validateEmail';
import { validateEmailConfirmation } from './validateEmailConfirmation';
import { validateGuestName } from './validateGuestName';
import { validatePhone } from './validatePhone';
import { validatePostalCode } from './validatePostalCode';
import { validateReceiptTitle } from './validateReceiptTitle';
import { validateReceiptUnicode } from './validateReceiptUnicode';
import { validateRequired } from './validateRequired';
import { validateTermsAccepted } from './validateTermsAccepted';

/**
 * The name fields of a guest: first_name, last_name, first_name_kana, last_name_kana.
 *
 * @example
 * ```ts
 * const names: GuestNames = { last_name: 'やまだ', first_name: 'はなこ', last_name_kana: 'ヤマダ' };
 * ```
 */
export type GuestNames = { readonly [Field in GuestNameField]?: string | null | undefined };

/**
 * The guest-detail form as typed (booker, room guests, Taiwan receipt), named as the booking payload of
 * `createReservation` names them, plus `email_confirmation` and `terms_accepted`.
 *
 * @example
 * ```ts
 * const input: GuestDetailsInput = {
 *   last_name: 'Yamada', first_name: 'Hanako', email: 'hanako@example.com',
 *   email_confirmation: 'hanako@example.com', phone: '09012345678', terms_accepted: true,
 * };
 * ```
 */
export interface GuestDetailsInput extends GuestNames {
  readonly email?: string | null | undefined;
  readonly email_confirmation?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly notes?: string | null | undefined;
  readonly postal_code?: string | null | undefined;
  readonly prefecture_or_state?: string | null | undefined;
  readonly street_address?: string | null | undefined;
  readonly building_name_and_number?: string | null | undefined;
  /** The booker does not stay: each room's guest is named in `rooms`. */
  readonly booking_for_someone_else?: boolean | null;
  /** One entry per room booked, in order; read only when booking for someone else. */
  readonly rooms?: readonly { readonly guest?: GuestNames | null }[] | null;
  readonly receipt_title?: string | null | undefined;
  readonly receipt_unicode?: string | null | undefined;
  readonly terms_accepted?: boolean | null;
}

/**
 * What the hotel and the widget ask of the form.
 *
 * @example
 * ```ts
 * const rules: GuestDetailsRules = { locale: 'ja', kanaRequired: true, addressRequired: true };
 * ```
 */
export interface GuestDetailsRules {
  /** The widget's display locale; it decides the name scripts (see {@link guestNameScripts}). */
  readonly locale: Locale;
  /** The hotel asks for the kana reading of names (Japanese hotels): the kana fields are required. Without it they are checked only when filled. */
  readonly kanaRequired?: boolean;
  /** The hotel requires an address: postal code, prefecture or state and street address are required. */
  readonly addressRequired?: boolean;
  /** The Taiwan receipt fields are shown (a Taiwan hotel). Without it they are not checked. */
  readonly taiwanReceipt?: boolean;
  /** The form shows an e-mail confirmation field; `true` unless set to `false` (e.g. a member's e-mail shown read-only). */
  readonly emailConfirmation?: boolean;
}

/**
 * A field of the guest-detail form: the booker's fields, or a room guest's name as
 * `rooms.{index}.guest.{field}` (the path of the booking payload).
 *
 * @example
 * ```ts
 * const fields: GuestDetailsField[] = ['email', 'rooms.1.guest.last_name'];
 * ```
 */
export type GuestDetailsField =
  | Exclude<keyof GuestDetailsInput, 'rooms' | 'booking_for_someone_else'>
  | `rooms.${number}.guest.${GuestNameField}`;

// The contract's maxLength of the free-text fields; the checked fields carry their own.
const MAX_LENGTH = {
  notes: 2000,
  prefecture_or_state: 100,
  street_address: 255,
  building_name_and_number: 255,
} as const;

const NAME_FIELDS: readonly GuestNameField[] = [
  'last_name',
  'first_name',
  'last_name_kana',
  'first_name_kana',
];

/**
 * Every problem of the guest-detail form (docs/rules.md, "Guest details"), at most one per field, in a fixed
 * order: the booker's names, e-mail, confirmation, phone, address, notes, the room guests' names, the
 * receipt, the terms. An empty list means the form may be sent. Codes only, never text (see {@link
 * FieldProblem}).
 *
 * Decisions of this check (the API decides the same where its schema says so):
 *
 * - Last and first names are required; the kana fields only with `kanaRequired`, otherwise checked
 *   when filled.
 * - E-mail and phone are required (the booking payload requires them); the confirmation too, unless
 *   `emailConfirmation` is `false`.
 * - With `addressRequired`, postal code, prefecture or state and street address are required; the
 *   building name and number stays optional (a house has none). Without it, a filled postal code is still
 *   checked.
 * - Booking for someone else: every room's guest needs a last and first name (kana as for the booker).
 *   Otherwise the booker stays and `rooms` is not read.
 * - Taiwan receipt: both fields may stay empty (a personal receipt); once one is filled the other is
 *   required, because a company receipt needs the name and the unified number together.
 * - Notes and address lines longer than the contract allows are `too_long`.
 *
 * @param input - the form as typed.
 * @param rules - what the hotel asks.
 * @example
 * ```ts
 * validateGuestDetails(
 *   { last_name: '山田', first_name: 'はなこ', email: 'hanako@example', email_confirmation: 'hanako@example',
 *     phone: '090-123', terms_accepted: false },
 *   { locale: 'ja' },
 * );
 * // [{ field: 'last_name', code: 'unsupported_characters' }, { field: 'email', code: 'invalid' },
 * //  { field: 'phone', code: 'invalid' }, { field: 'terms_accepted', code: 'not_accepted' }]
 * ```
 */
export function validateGuestDetails(
  input: GuestDetailsInput,
  rules: GuestDetailsRules,
): FieldProblem<GuestDetailsField>[] {
  const problems: FieldProblem<GuestDetailsField>[] = [];
  const add = (field: GuestDetailsField, code: FieldProblem['code'] | null): void => {
    if (code) problems.push({ field, code });
  };

  checkNames(input, rules, (field, code) => add(field, code));
  add('email', validateEmail(input.email));
  if (rules.emailConfirmation !== false) {
    add('email_confirmation', validateEmailConfirmation(input.email, input.email_confirmation));
  }
  add('phone', validatePhone(input.phone));

  if (rules.addressRequired || !validateRequired(input.postal_code)) {
    add('postal_code', validatePostalCode(input.postal_code));
  }
  for (const field of ['prefecture_or_state', 'street_address', 'building_name_and_number'] as const) {
    const required = rules.addressRequired && field !== 'building_name_and_number';
    add(field, (required ? validateRequired(input[field]) : null) ?? tooLong(input[field], field));
  }
  add('notes', tooLong(input.notes, 'notes'));

  if (input.booking_for_someone_else) {
    (input.rooms ?? []).forEach((room, index) => {
      checkNames(room.guest ?? {}, rules, (field, code) => add(`rooms.${index}.guest.${field}`, code));
    });
  }

  if (rules.taiwanReceipt) {
    const anyReceipt = !validateRequired(input.receipt_title) || !validateRequired(input.receipt_unicode);
    if (anyReceipt) {
      add('receipt_title', validateReceiptTitle(input.receipt_title));
      add('receipt_unicode', validateReceiptUnicode(input.receipt_unicode));
    }
  }

  add('terms_accepted', validateTermsAccepted(input.terms_accepted));
  return problems;
}

function checkNames(
  names: GuestNames,
  rules: GuestDetailsRules,
  add: (field: GuestNameField, code: FieldProblem['code'] | null) => void,
): void {
  for (const field of NAME_FIELDS) {
    const isKana = field === 'last_name_kana' || field === 'first_name_kana';
    if (isKana && !rules.kanaRequired && validateRequired(names[field])) continue;
    add(field, validateGuestName(names[field], rules.locale, field));
  }
}

function tooLong(value: string | null | undefined, field: keyof typeof MAX_LENGTH): 'too_long' | null {
  return (value ?? '').trim().length > MAX_LENGTH[field] ? 'too_long' : null;
}

import { validateEmail, validateRequired } from '@staykit/sdk';

/**
 * What the guest types on the find-a-reservation screen.
 *
 * @example
 * ```ts
 * const values: FindReservationValues = { reservationNumber: 'SK2612010001', email: 'hanako@example.com' };
 * ```
 */
export interface FindReservationValues {
  readonly reservationNumber: string;
  readonly email: string;
}

/**
 * A field of the find form and what is wrong with it, as the SDK's client field codes (`required`,
 * `invalid`, `too_long`).
 *
 * @example
 * ```ts
 * const problems: FindReservationProblems = { email: 'invalid' };
 * ```
 */
export type FindReservationProblems = Partial<
  Record<keyof FindReservationValues, 'required' | 'invalid' | 'too_long'>
>;

// The contract's ReservationNumber: 4 to 40 letters, digits and hyphens.
const RESERVATION_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Checks the find form before anything is sent (docs/widget.md#after-booking, #validation: required fields cannot be
 * blank, the e-mail must be valid): both fields required, the number in the contract's form, the e-mail
 * by the SDK's rule. Surrounding spaces do not count (a number pasted from an e-mail often has some).
 *
 * @example
 * ```ts
 * findReservationProblems({ reservationNumber: ' ', email: 'hanako@' });
 * // { reservationNumber: 'required', email: 'invalid' }
 * ```
 */
export function findReservationProblems(values: FindReservationValues): FindReservationProblems {
  const problems: FindReservationProblems = {};
  const number = values.reservationNumber.trim();
  const numberProblem = validateRequired(number) ?? (RESERVATION_NUMBER.test(number) ? null : 'invalid');
  if (numberProblem) problems.reservationNumber = numberProblem;
  const emailProblem = validateEmail(values.email.trim());
  if (emailProblem) problems.email = emailProblem;
  return problems;
}

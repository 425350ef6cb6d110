import {
  validateGuestName,
  validatePhone,
  validatePostalCode,
  validateEmail,
  validateEmailConfirmation,
  validatePassword,
  validatePasswordConfirmation,
  type Locale,
  type PasswordPurpose,
} from '@staykit/sdk';
import type { MemberKey } from '../../i18n/messages';

/**
 * The problems of a member form's fields, as the text under each field names them. Every check is the
 * SDK's rule (docs/rules.md, "Membership"), so the form refuses what the API would refuse, before sending.
 *
 * @example
 * ```ts
 * const problems: MemberFormProblems<'email'> = { email: 'memberFieldRequired' };
 * ```
 */
export type MemberFormProblems<Field extends string> = Partial<Record<Field, MemberKey>>;

const EMAIL_PROBLEM = {
  required: 'memberFieldRequired',
  invalid: 'memberFieldInvalid',
  too_long: 'memberFieldInvalid',
} as const satisfies Record<string, MemberKey>;

/** The problem of an e-mail address field, or undefined. */
export function emailProblem(email: string): MemberKey | undefined {
  const problem = validateEmail(email);
  return problem === null ? undefined : EMAIL_PROBLEM[problem];
}

/** The problem of a new password (`sign_up` or `change` rules), or undefined. */
export function newPasswordProblem(password: string, purpose: PasswordPurpose): MemberKey | undefined {
  const problem = validatePassword(password, purpose);
  if (problem === null) return undefined;
  return problem === 'required' ? 'memberFieldRequired' : 'memberPasswordWeak';
}

/** The problem of a password's confirmation, or undefined. */
export function passwordConfirmationProblem(password: string, confirmation: string): MemberKey | undefined {
  const problem = validatePasswordConfirmation(password, confirmation);
  if (problem === null) return undefined;
  return problem === 'required' ? 'memberFieldRequired' : 'memberPasswordMismatch';
}

/** The problem of an e-mail address's confirmation, or undefined. */
export function emailConfirmationProblem(email: string, confirmation: string): MemberKey | undefined {
  const problem = validateEmailConfirmation(email, confirmation);
  if (problem === null) return undefined;
  return problem === 'required' ? 'memberFieldRequired' : 'memberEmailMismatch';
}

/** `memberFieldRequired` for a value that is blank once trimmed, else undefined. */
export function requiredProblem(value: string): MemberKey | undefined {
  return value.trim() === '' ? 'memberFieldRequired' : undefined;
}

/**
 * The sign-in form's problems: an e-mail address and a password, both required. The password is not
 * checked against the sign-up rules: an older password that predates them still signs in.
 *
 * @example
 * ```ts
 * signInProblems({ email: 'hanako@example', password: '' });
 * // { email: 'memberFieldInvalid', password: 'memberFieldRequired' }
 * ```
 */
export function signInProblems(values: {
  email: string;
  password: string;
}): MemberFormProblems<'email' | 'password'> {
  return dropEmpty({
    email: emailProblem(values.email),
    password: values.password === '' ? 'memberFieldRequired' : undefined,
  });
}

/**
 * What the sign-up form holds.
 *
 * @example
 * ```ts
 * const values: SignUpValues = { lastName: 'Yamada', firstName: 'Hanako', email: 'hanako@example.com', emailConfirmation: 'hanako@example.com', password: 'Winter2026x', passwordConfirmation: 'Winter2026x', terms: true, promotions: false };
 * ```
 */
export interface SignUpValues {
  lastName: string;
  firstName: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
  promotions: boolean;
}

/**
 * The sign-up form's problems: names, the e-mail address and its confirmation, a password by the sign-up
 * rules and its confirmation, and the terms accepted.
 *
 * @example
 * ```ts
 * signUpProblems({ ...values, password: 'winter' }).password; // 'memberPasswordWeak'
 * ```
 */
export function signUpProblems(values: SignUpValues): MemberFormProblems<keyof SignUpValues> {
  return dropEmpty({
    lastName: requiredProblem(values.lastName),
    firstName: requiredProblem(values.firstName),
    email: emailProblem(values.email),
    emailConfirmation: emailConfirmationProblem(values.email, values.emailConfirmation),
    password: newPasswordProblem(values.password, 'sign_up'),
    passwordConfirmation: passwordConfirmationProblem(values.password, values.passwordConfirmation),
    terms: values.terms ? undefined : 'signUpTermsRequired',
  });
}

/**
 * What the account page's personal-information form holds.
 *
 * @example
 * ```ts
 * const values: ProfileValues = { lastName: 'Watanabe', firstName: 'Mei', phone: '+819011112222', postCode: '1000005', address: '', promotions: true };
 * ```
 */
export interface ProfileValues {
  lastName: string;
  firstName: string;
  phone: string;
  postCode: string;
  address: string;
  promotions: boolean;
}

/**
 * The personal-information form's problems, by the SDK's rules: names in the scripts of the guest's
 * language (`validateGuestName`), the phone digits and `+`, the postal code letters and digits. A phone
 * or postal code the member has cannot be emptied (the API keeps a value it is not sent), so once stored
 * it is required.
 *
 * @example
 * ```ts
 * profileProblems({ ...values, lastName: '渡辺' }, 'ja', values).lastName; // 'memberNameCharacters'
 * ```
 */
export function profileProblems(
  values: ProfileValues,
  locale: Locale,
  stored: Pick<ProfileValues, 'phone' | 'postCode'>,
): MemberFormProblems<keyof ProfileValues> {
  const name = (value: string): MemberKey | undefined => {
    const problem = validateGuestName(value, locale);
    if (problem === null) return undefined;
    return problem === 'required' ? 'memberFieldRequired' : 'memberNameCharacters';
  };
  const optional = (
    value: string,
    had: string,
    validate: (value: string) => 'required' | 'invalid' | null,
  ): MemberKey | undefined => {
    if (value.trim() === '') return had === '' ? undefined : 'memberFieldRequired';
    return validate(value.trim()) === null ? undefined : 'memberFieldInvalid';
  };
  return dropEmpty({
    lastName: name(values.lastName),
    firstName: name(values.firstName),
    phone: optional(values.phone, stored.phone, validatePhone),
    postCode: optional(values.postCode, stored.postCode, validatePostalCode),
    address: values.address.length > 255 ? 'memberFieldInvalid' : undefined,
    promotions: undefined,
  });
}

function dropEmpty<Field extends string>(
  problems: Record<Field, MemberKey | undefined>,
): MemberFormProblems<Field> {
  const kept: MemberFormProblems<Field> = {};
  for (const [field, problem] of Object.entries(problems) as [Field, MemberKey | undefined][]) {
    if (problem !== undefined) kept[field] = problem;
  }
  return kept;
}

/**
 * The optional personal information of a member profile (phone, birth date, address, receipt names, the
 * promotion e-mail choice): read the same way from a sign-up and from a profile update, stored on the
 * member (`MemberRow.details`) and answered in the profile.
 */
import type { components } from '@staykit/sdk';
import type { MemberDetails } from '../db/rows';
import type { BodyReader } from '../http/bodyReader';
import { PHONE, POSTAL_CODE } from '../http/fieldPatterns';

const GENDERS: readonly components['schemas']['MemberGender'][] = ['male', 'female', 'other', 'unanswered'];
// The contract's receipt_title: traditional-Chinese characters and brackets.
const RECEIPT_TITLE = /^[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF()（）]+$/u;

/**
 * Reads the optional profile fields of a `SignUpRequest` or `MemberProfileUpdateRequest`, failing the
 * reader (400 with the field) for a malformed one; absent fields are absent from the answer.
 *
 * @example
 * ```ts
 * const details = readMemberDetails(BodyReader.of({ phone: '+819012345678' })); // { phone: '+819012345678' }
 * ```
 */
export function readMemberDetails(body: BodyReader): MemberDetails {
  const details: { -readonly [K in keyof MemberDetails]: MemberDetails[K] } = {};
  const put = <K extends keyof MemberDetails>(key: K, value: MemberDetails[K] | undefined): void => {
    if (value !== undefined) details[key] = value;
  };
  put('phone', body.text('phone', { minLength: 3, maxLength: 20, pattern: PHONE }));
  put('dob', body.date('dob'));
  put('gender', body.oneOf('gender', GENDERS));
  put('nationality', body.text('nationality', { minLength: 2, maxLength: 2, pattern: /^[A-Z]{2}$/ }));
  put('occupation', body.text('occupation', { maxLength: 100 }));
  put('address', body.text('address', { maxLength: 255 }));
  put('post_code', body.text('post_code', { minLength: 1, maxLength: 10, pattern: POSTAL_CODE }));
  put('prefecture', body.text('prefecture', { maxLength: 100 }));
  put('building_name', body.text('building_name', { maxLength: 255 }));
  put('promotions_opt_in', body.boolean('promotions_opt_in'));
  put('receipt_name', body.text('receipt_name', { maxLength: 100 }));
  put('receipt_title', body.text('receipt_title', { maxLength: 100, pattern: RECEIPT_TITLE }));
  put('receipt_unicode', body.text('receipt_unicode', { minLength: 8, maxLength: 8, pattern: /^[0-9]{8}$/ }));
  return details;
}

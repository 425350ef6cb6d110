// The patterns of the contract's text fields that several operations take (e-mail, phone, postal code,
// booked names), so that every request is held to the same rule.

/**
 * An e-mail address, as the contract's `Email` takes it.
 *
 * @example
 * ```ts
 * EMAIL.test('hanako@example.com'); // true
 * ```
 */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rules of an `email` query parameter.
 *
 * @example
 * ```ts
 * const email = reader.string('email', EMAIL_RULES);
 * ```
 */
export const EMAIL_RULES = { maxLength: 255, pattern: EMAIL } as const;

/**
 * A phone number: digits, with a leading `+` for the country code.
 *
 * @example
 * ```ts
 * PHONE.test('+819012345678'); // true
 * ```
 */
export const PHONE = /^\+?[0-9]+$/;

/**
 * A postal code: letters and digits.
 *
 * @example
 * ```ts
 * POSTAL_CODE.test('1000005'); // true
 * ```
 */
export const POSTAL_CODE = /^[A-Za-z0-9]+$/;

/**
 * A guest's name: Latin letters, hiragana, katakana, Chinese characters or hangul, with spaces, dots,
 * apostrophes and hyphens.
 *
 * @example
 * ```ts
 * GUEST_NAME.test('Hanako2'); // false
 * ```
 */
export const GUEST_NAME =
  /^[A-Za-z\u00C0-\u024F\u3040-\u309F\u30A0-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uAC00-\uD7AF .'-]+$/;

/**
 * The campaign fields a booking's `tracking` and a sign-in's `tracking_data` share (at most 255
 * characters each).
 *
 * @example
 * ```ts
 * for (const field of CAMPAIGN_FIELDS) tracking.text(field, { maxLength: 255 });
 * ```
 */
export const CAMPAIGN_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'campaignid',
  'adgroupid',
  'keyword',
] as const;

/**
 * The rules of the contract's `CustomerSegmentId` (a segment's or an icon message's id) for the readers (the init's query, sign-ups' tracking data).
 *
 * @example
 * ```ts
 * segment.texts('segment_ids', { maxItems: 50, ...SEGMENT_ID_RULES });
 * ```
 */
export const SEGMENT_ID_RULES = { minLength: 1, maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/ } as const;

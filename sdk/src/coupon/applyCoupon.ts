import type { components } from '../generated/openapi';

const COUPON_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Why a coupon code cannot be applied. `malformed` carries the catalogue's 1500 (coupon invalid), which
 * the API would answer for such a code; `another_applied` has no catalogue code, because the API never
 * sees a second coupon (the booking takes one `coupon_code`): it names the coupon to remove first.
 *
 * @example
 * ```ts
 * const problem: CouponProblem = { reason: 'another_applied', current: 'WELCOME10' };
 * ```
 */
export type CouponProblem =
  | { readonly reason: 'malformed'; readonly code: Extract<components['schemas']['ErrorCode'], '1500'> }
  | { readonly reason: 'another_applied'; readonly current: string };

/**
 * The outcome of {@link applyCoupon}: the code now applied, or why nothing changed.
 *
 * @example
 * ```ts
 * const result: ApplyCouponResult = { ok: true, coupon: 'WELCOME10' };
 * ```
 */
export type ApplyCouponResult =
  { readonly ok: true; readonly coupon: string } | { readonly ok: false; readonly problem: CouponProblem };

/**
 * Applies a coupon code to a booking that may already hold one: a booking carries one code at a time
 * (docs/rules.md, "Coupons").
 *
 * Decisions:
 * - A second, different code is refused while one is applied (`another_applied`), rather than replacing
 *   it silently: the guest may lose a better discount without noticing. Remove the first (set the booking's
 *   coupon to none), then apply the other.
 * - Applying the code already applied succeeds and changes nothing.
 * - The code is trimmed of surrounding spaces (pasted codes carry them) and otherwise kept as typed, case
 *   included: whether case matters is the API's business. Codes are compared after trimming, case
 *   sensitively, so `welcome10` after `WELCOME10` counts as another code.
 * - A code the API could never accept (empty, over 64 characters, or characters other than letters,
 *   digits, `_` and `-`, as the contract's pattern says) is refused as `malformed` (1500) without a call.
 *   Whether a well-formed code exists, is expired or has reached its limit (1500, 1501) only the API knows.
 *
 * @param current - the code applied now, or nothing.
 * @param code - the code the guest entered.
 * @example
 * ```ts
 * applyCoupon(null, ' WELCOME10 '); // { ok: true, coupon: 'WELCOME10' }
 * applyCoupon('WELCOME10', 'WELCOME10'); // { ok: true, coupon: 'WELCOME10' }
 * applyCoupon('WELCOME10', 'SUMMER5'); // { ok: false, problem: { reason: 'another_applied', current: 'WELCOME10' } }
 * applyCoupon(null, 'WELCOME 10'); // { ok: false, problem: { reason: 'malformed', code: '1500' } }
 * ```
 */
export function applyCoupon(current: string | null | undefined, code: string): ApplyCouponResult {
  const entered = code.trim();
  if (!COUPON_CODE.test(entered)) return { ok: false, problem: { reason: 'malformed', code: '1500' } };
  const applied = current?.trim() ?? '';
  if (applied !== '' && applied !== entered) {
    return { ok: false, problem: { reason: 'another_applied', current: applied } };
  }
  return { ok: true, coupon: entered };
}

/**
 * Which policies the /cancellation-policy address asks for (contract: `listCancellationPolicies`, the hotel's policies, optionally those
 * of some room plans, or one policy by id): `list` (all, or of `roomPlanCodes`), `one` (`policy_id`), or
 * `none` when a policy id is named but is no id (a plan without a policy: "no data", and no call).
 * `checkin` (the search's check-in) lets the API compute when free cancellation ends.
 *
 * @example
 * ```ts
 * const request: PolicyRequest = { kind: 'one', policyId: 12, checkin: '2026-12-10' };
 * ```
 */
export type PolicyRequest =
  | { kind: 'list'; roomPlanCodes: string[]; checkin: string | null }
  | { kind: 'one'; policyId: number; checkin: string | null }
  | { kind: 'none' };

// The contract's limits: plan codes as the API accepts them, ids up to int32, dates as YYYY-MM-DD.
const PLAN_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const POLICY_ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_ID = 2147483647;

/**
 * Reads the policy request from the URL query: `policy_id`, `room_plan_codes` (repeated or
 * comma-separated; `room_plan_code` too) and `checkin`. Malformed plan codes and dates are left out
 * rather than sent, so one bad parameter does not fail the whole screen.
 *
 * @example
 * ```ts
 * readPolicyRequest(new URLSearchParams('room_plan_codes=STD-RO,DBL-BF&checkin=2026-12-10'));
 * // { kind: 'list', roomPlanCodes: ['STD-RO', 'DBL-BF'], checkin: '2026-12-10' }
 * readPolicyRequest(new URLSearchParams('policy_id=')); // { kind: 'none' }
 * ```
 */
export function readPolicyRequest(params: URLSearchParams): PolicyRequest {
  const checkinValue = params.get('checkin') ?? '';
  const checkin = DATE.test(checkinValue) ? checkinValue : null;
  const policyId = params.get('policy_id');
  if (policyId !== null) {
    const id = policyId.trim();
    if (!POLICY_ID.test(id) || Number(id) > MAX_ID) return { kind: 'none' };
    return { kind: 'one', policyId: Number(id), checkin };
  }
  const roomPlanCodes = [...params.getAll('room_plan_codes'), ...params.getAll('room_plan_code')]
    .flatMap((value) => value.split(','))
    .map((code) => code.trim())
    .filter((code) => PLAN_CODE.test(code));
  return { kind: 'list', roomPlanCodes: [...new Set(roomPlanCodes)], checkin };
}

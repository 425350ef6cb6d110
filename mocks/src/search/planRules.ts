/**
 * The rules of the plans a price check or a booking puts together (the contract's `getRoomPrice` and
 * `createReservation`): members-only plans need a member whose rank they admit (2304); the plans must
 * share a payment type (`payment_types_conflict`) and one way of paying, all prepaid or none
 * (`mixed_payment_methods`); the deposit is the smallest of the plans' when every plan asks one.
 */
import type { components } from '@staykit/sdk';
import type { PlanRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { TRIGGERS } from '../triggers';

type PaymentType = components['schemas']['PaymentType'];

/** Who asks: whether a user token came, and which. */
export interface Caller {
  readonly signedIn: boolean;
  readonly userToken: string | null;
}

/**
 * Whether members-only plans fit the caller: a user token whose rank they admit (every token but the
 * rank-mismatch trigger's).
 *
 * @example
 * ```ts
 * membersPlansFit({ signedIn: true, userToken: 'member' }); // true
 * ```
 */
export function membersPlansFit(caller: Caller): boolean {
  return caller.signedIn && caller.userToken !== TRIGGERS.planAccountStatus.value;
}

/**
 * Refuses a members-only plan the caller may not book (2304).
 *
 * @example
 * ```ts
 * checkMembersPlans(plans, { signedIn: false, userToken: null }); // throws 2304 for STD-MEM
 * ```
 */
export function checkMembersPlans(plans: readonly PlanRow[], caller: Caller): void {
  const membersPlan = plans.find((plan) => plan.members_only);
  if (membersPlan && !membersPlansFit(caller)) {
    throw new ApiError('2304', {
      message: caller.signedIn
        ? `The plan ${membersPlan.code} does not admit this member's rank`
        : `The plan ${membersPlan.code} is for signed-in members`,
    });
  }
}

/**
 * The payment types every plan takes; refuses plans with none in common, or a prepaid plan (with a
 * deposit) with one paid later: one payment method applies to all rooms.
 *
 * @example
 * ```ts
 * commonPaymentTypes([ro, bf]); // ['credit_card', 'on_site']
 * ```
 */
export function commonPaymentTypes(plans: readonly PlanRow[]): PaymentType[] {
  const common = plans.reduce<PaymentType[]>(
    (shared, plan) => shared.filter((method) => plan.payment_methods.includes(method)),
    [...(plans[0]?.payment_methods ?? [])],
  );
  if (common.length === 0) {
    throw new ApiError('payment_types_conflict', { message: 'The plans have no payment type in common' });
  }
  const prepaid = plans.map((plan) => plan.deposit_percentage !== null);
  if (prepaid.some(Boolean) && !prepaid.every(Boolean)) {
    throw new ApiError('mixed_payment_methods', {
      message:
        'A prepaid plan cannot be booked with a plan paid later: one payment method applies to all rooms',
    });
  }
  return common;
}

/**
 * The deposit percentage of plans put together: the smallest, when every plan asks one; else null.
 *
 * @example
 * ```ts
 * depositOf([nr]); // 100
 * depositOf([ro]); // null
 * ```
 */
export function depositOf(plans: readonly PlanRow[]): number | null {
  const deposits = plans.flatMap((plan) =>
    plan.deposit_percentage === null ? [] : [plan.deposit_percentage],
  );
  return deposits.length === plans.length && deposits.length > 0 ? Math.min(...deposits) : null;
}

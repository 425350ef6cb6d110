import type { components } from '../generated/openapi';

/**
 * What payment checks need from a selected plan: its `payment_method` and the deposit percentage it sets. A
 * `RoomPlanResult` of the contract fits.
 *
 * @example
 * ```ts
 * const plan: PaymentPlan = { payment_method: ['credit_card', 'on_site'], deposit_percentage: null };
 * ```
 */
export interface PaymentPlan {
  /** Payment types the plan accepts. */
  readonly payment_method: readonly components['schemas']['PaymentType'][];
  /** Share paid when booking, in percent; `null` or missing when the plan is paid later. */
  readonly deposit_percentage?: number | null;
}

/**
 * Why the selected plans cannot be booked together, with the catalogue code the price check and the booking
 * answer (docs/errors.md: `payment_types_conflict`, `mixed_payment_methods`).
 *
 * @example
 * ```ts
 * const problem: PaymentTypeProblem = { code: 'payment_types_conflict', reason: 'no_common_payment_type' };
 * ```
 */
export type PaymentTypeProblem =
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], 'payment_types_conflict'>;
      /** No payment type is accepted by every selected plan. */
      readonly reason: 'no_common_payment_type';
    }
  | {
      readonly code: Extract<components['schemas']['ErrorCode'], 'mixed_payment_methods'>;
      /** Some plans are paid (in part) when booking and others later. */
      readonly reason: 'prepaid_with_pay_later';
    };

/**
 * Why the plans selected for one booking (one entry per room line) cannot be paid together, or `null` when
 * they can (docs/rules.md, "Payment types"). One booking has one payment (`payment.type`), so every room is
 * paid the same way:
 *
 * 1. `payment_types_conflict`: the payment types every selected plan accepts (the intersection of their
 *    `payment_method`) are none. A single plan that accepts no type is refused the same way, as it cannot
 *    be paid either.
 * 2. `mixed_payment_methods`: the plans share a type but not the way it is paid: some take a deposit when
 *    booking (`deposit_percentage` set) and others are paid later (`null`). This is how the API reads
 *    "mixed payment methods across rooms", so the check here and its answer agree. A deposit of 0 counts
 *    as set, as the API counts it.
 *
 * The first problem found is returned, in that order. No plans selected, no problem.
 *
 * @param selectedPlans - the plans of the selected room lines.
 * @example
 * ```ts
 * paymentTypeConflict([{ payment_method: ['credit_card'] }, { payment_method: ['on_site'] }]);
 * // { code: 'payment_types_conflict', reason: 'no_common_payment_type' }
 * paymentTypeConflict([
 *   { payment_method: ['credit_card'], deposit_percentage: 100 },
 *   { payment_method: ['credit_card', 'on_site'], deposit_percentage: null },
 * ]); // { code: 'mixed_payment_methods', reason: 'prepaid_with_pay_later' }
 * paymentTypeConflict([{ payment_method: ['credit_card', 'on_site'] }, { payment_method: ['credit_card'] }]); // null
 * ```
 */
export function paymentTypeConflict(selectedPlans: readonly PaymentPlan[]): PaymentTypeProblem | null {
  if (selectedPlans.length === 0) return null;
  const common = selectedPlans.reduce<readonly components['schemas']['PaymentType'][]>(
    (shared, plan) => shared.filter((type) => plan.payment_method.includes(type)),
    selectedPlans[0]?.payment_method ?? [],
  );
  if (common.length === 0) return { code: 'payment_types_conflict', reason: 'no_common_payment_type' };
  const prepaid = selectedPlans.map(
    (plan) => plan.deposit_percentage !== null && plan.deposit_percentage !== undefined,
  );
  if (prepaid.includes(true) && prepaid.includes(false)) {
    return { code: 'mixed_payment_methods', reason: 'prepaid_with_pay_later' };
  }
  return null;
}

/**
 * The payment promotion of a search response (`payment_promotion_info`: target_mode include or exclude, and
 * hotel_plan_codes).
 *
 * @example
 * ```ts
 * const info: PaymentPromotionInfo = { target_mode: 'include', hotel_plan_codes: ['BF'] };
 * ```
 */
export interface PaymentPromotionInfo {
  readonly target_mode: 'include' | 'exclude';
  readonly hotel_plan_codes?: readonly string[] | null;
}

/**
 * What a plan of a room or plan result needs for payment-promotion targeting.
 *
 * @example
 * ```ts
 * const plan: PaymentPromotionPlan = { hotel_plan_code: 'BF', credit_card_payment: true };
 * ```
 */
export interface PaymentPromotionPlan {
  /** The plan code; plan results may send it as `code` instead. */
  readonly hotel_plan_code?: string | null;
  /** Plan results' older name for `hotel_plan_code`. */
  readonly code?: string | null;
  /** The plan can be paid by card. When missing, `payment_method` containing `credit_card` is used. */
  readonly credit_card_payment?: boolean | null;
  /** Payment types the plan accepts. */
  readonly payment_method?: readonly string[] | null;
}

/**
 * Whether the payment promotion applies to a plan (docs/rules.md, "Search and results"): only to a plan paid
 * by card, and then to a listed plan code in include mode, to an unlisted one in exclude mode. No promotion
 * info means no promotion; a plan without a code is never "listed".
 *
 * @example
 * ```ts
 * const info = { target_mode: 'exclude', hotel_plan_codes: ['RO'] } as const;
 * appliesPaymentPromotion({ hotel_plan_code: 'BF', credit_card_payment: true }, info); // true
 * appliesPaymentPromotion({ hotel_plan_code: 'RO', credit_card_payment: true }, info); // false
 * appliesPaymentPromotion({ hotel_plan_code: 'BF', credit_card_payment: false }, info); // false
 * ```
 */
export function appliesPaymentPromotion(
  plan: PaymentPromotionPlan,
  info: PaymentPromotionInfo | null | undefined,
): boolean {
  if (!info) return false;
  const payableByCard =
    typeof plan.credit_card_payment === 'boolean'
      ? plan.credit_card_payment
      : (plan.payment_method ?? []).includes('credit_card');
  if (!payableByCard) return false;
  const planCode = plan.hotel_plan_code ?? plan.code;
  const listed = planCode != null && (info.hotel_plan_codes ?? []).includes(planCode);
  if (info.target_mode === 'include') return listed;
  if (info.target_mode === 'exclude') return !listed;
  // A mode added by a later API version must not hand out a discount this client cannot target.
  return false;
}

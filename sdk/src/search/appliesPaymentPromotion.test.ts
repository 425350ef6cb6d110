import { describe, expect, it } from 'vitest';
import { appliesPaymentPromotion } from './appliesPaymentPromotion';
import type { PaymentPromotionInfo } from './appliesPaymentPromotion';

const include: PaymentPromotionInfo = { target_mode: 'include', hotel_plan_codes: ['BF', 'HALF'] };
const exclude: PaymentPromotionInfo = { target_mode: 'exclude', hotel_plan_codes: ['BF', 'HALF'] };

describe('appliesPaymentPromotion', () => {
  it.each([
    ['include', 'listed', include, 'BF', true],
    ['include', 'unlisted', include, 'RO', false],
    ['exclude', 'listed', exclude, 'HALF', false],
    ['exclude', 'unlisted', exclude, 'RO', true],
  ])('in %s mode, a card-payable %s plan gets it: %s', (_mode, _listed, info, code, applies) => {
    expect(appliesPaymentPromotion({ hotel_plan_code: code, credit_card_payment: true }, info)).toBe(applies);
  });

  it.each([include, exclude])('never applies to a plan without card payment (%o)', (info) => {
    expect(appliesPaymentPromotion({ hotel_plan_code: 'BF', credit_card_payment: false }, info)).toBe(false);
    expect(appliesPaymentPromotion({ hotel_plan_code: 'RO', credit_card_payment: false }, info)).toBe(false);
  });

  it('reads payment_method when the card flag is missing', () => {
    expect(
      appliesPaymentPromotion({ hotel_plan_code: 'BF', payment_method: ['on_site', 'credit_card'] }, include),
    ).toBe(true);
    expect(appliesPaymentPromotion({ hotel_plan_code: 'BF', payment_method: ['on_site'] }, include)).toBe(
      false,
    );
  });

  it('reads the plan code from `code` in plan results', () => {
    expect(appliesPaymentPromotion({ code: 'BF', credit_card_payment: true }, include)).toBe(true);
  });

  it('does not apply without promotion info', () => {
    expect(appliesPaymentPromotion({ hotel_plan_code: 'BF', credit_card_payment: true }, null)).toBe(false);
    expect(appliesPaymentPromotion({ hotel_plan_code: 'BF', credit_card_payment: true }, undefined)).toBe(
      false,
    );
  });

  it('treats an empty include list as "no plan" and an empty exclude list as "every plan"', () => {
    const plan = { hotel_plan_code: 'BF', credit_card_payment: true };
    expect(appliesPaymentPromotion(plan, { target_mode: 'include', hotel_plan_codes: [] })).toBe(false);
    expect(appliesPaymentPromotion(plan, { target_mode: 'exclude', hotel_plan_codes: [] })).toBe(true);
  });
});

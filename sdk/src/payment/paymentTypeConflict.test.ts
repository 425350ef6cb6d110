import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { paymentTypeConflict } from './paymentTypeConflict';
import type { PaymentPlan } from './paymentTypeConflict';

// The demo hotel's plans: a non-refundable plan paid in full by card when booking, a room-only plan paid
// by card or on site, and a plan paid on site only.
const nonRefundable: PaymentPlan = { payment_method: ['credit_card'], deposit_percentage: 100 };
const roomOnly: PaymentPlan = { payment_method: ['credit_card', 'on_site'], deposit_percentage: null };
const onSiteOnly: PaymentPlan = { payment_method: ['on_site'], deposit_percentage: null };
const conflict = { code: 'payment_types_conflict', reason: 'no_common_payment_type' };
const mixed = { code: 'mixed_payment_methods', reason: 'prepaid_with_pay_later' };

describe('paymentTypeConflict: payment types conflict, mixed payment methods', () => {
  it('accepts plans that share a payment type and are paid the same way', () => {
    expect(paymentTypeConflict([roomOnly, onSiteOnly])).toBeNull();
    expect(paymentTypeConflict([roomOnly, { payment_method: ['credit_card'] }])).toBeNull();
    expect(paymentTypeConflict([nonRefundable, nonRefundable])).toBeNull();
  });

  it('accepts a single payable plan and no plan at all', () => {
    expect(paymentTypeConflict([nonRefundable])).toBeNull();
    expect(paymentTypeConflict([])).toBeNull();
  });

  it('refuses plans with no payment type in common', () => {
    expect(paymentTypeConflict([nonRefundable, onSiteOnly])).toEqual(conflict);
    expect(
      paymentTypeConflict([
        roomOnly,
        { payment_method: ['credit_card', 'bank_transfer'] },
        { payment_method: ['on_site', 'bank_transfer'] },
      ]),
    ).toEqual(conflict);
  });

  it('refuses a plan that accepts no payment type', () => {
    expect(paymentTypeConflict([{ payment_method: [] }])).toEqual(conflict);
  });

  it('refuses a prepaid plan with a plan paid later, though they share a type', () => {
    expect(paymentTypeConflict([nonRefundable, roomOnly])).toEqual(mixed);
    expect(
      paymentTypeConflict([
        { payment_method: ['twd_credit_card_deposit'], deposit_percentage: 30 },
        { payment_method: ['twd_credit_card_deposit', 'on_site'] },
      ]),
    ).toEqual(mixed);
  });

  it('counts a deposit of 0 as prepaid, as the API does', () => {
    expect(paymentTypeConflict([{ ...roomOnly, deposit_percentage: 0 }, roomOnly])).toEqual(mixed);
  });

  it('accepts plans with different deposits', () => {
    expect(
      paymentTypeConflict([
        { payment_method: ['credit_card'], deposit_percentage: 30 },
        { payment_method: ['credit_card'], deposit_percentage: 100 },
      ]),
    ).toBeNull();
  });

  it('reports the type conflict before the mixed payment', () => {
    expect(paymentTypeConflict([nonRefundable, onSiteOnly, roomOnly])).toEqual(conflict);
  });
});

describe('paymentTypeConflict with the contract shapes', () => {
  it('takes room plans as searchRooms sends them', () => {
    const plan = (code: string, payment_method: components['schemas']['PaymentType'][]) =>
      ({
        room_plan_code: `STD-${code}`,
        room_plan_name: code,
        hotel_plan_code: code,
        plan_stock_count: null,
        sale_limit: null,
        inclusive_extra_ids: [],
        matched_search_criteria: {
          adults_count: 2,
          adults_with_companion: 0,
          children_count: 0,
          children_with_kid_tier_A_companion: 0,
        },
        credit_card_payment: payment_method.includes('credit_card'),
        payment_method,
        deposit_percentage: null,
        // The price is not read by the payment check.
        price: {} as components['schemas']['PriceBreakdown'],
        discounts: [],
      }) satisfies components['schemas']['RoomPlanResult'];
    expect(paymentTypeConflict([plan('NR', ['credit_card']), plan('OS', ['on_site'])])).toEqual(conflict);
  });
});

import { describe, expect, it } from 'vitest';
import { availablePaymentTypes } from './availablePaymentTypes';

const hotel = ['credit_card', 'on_site', 'on_site_credit_card_required', 'bank_transfer'] as const;
const roomOnly = { payment_method: ['on_site', 'credit_card'] } as const;
const cardOnly = { payment_method: ['credit_card'] } as const;

describe('availablePaymentTypes: the hotel options every plan accepts', () => {
  it('offers what the hotel offers and every plan accepts, in the hotel order', () => {
    expect(availablePaymentTypes(hotel, [roomOnly], 24000)).toEqual(['credit_card', 'on_site']);
    expect(availablePaymentTypes(hotel, [roomOnly, cardOnly], 24000)).toEqual(['credit_card']);
  });

  it('does not offer a type the hotel does not offer', () => {
    expect(availablePaymentTypes(['on_site'], [cardOnly], 24000)).toEqual([]);
    expect(availablePaymentTypes(null, [roomOnly], 24000)).toEqual([]);
  });

  it('offers nothing for plans that conflict', () => {
    expect(availablePaymentTypes(hotel, [cardOnly, { payment_method: ['on_site'] }], 24000)).toEqual([]);
  });

  it('offers the hotel options when no plan is selected', () => {
    expect(availablePaymentTypes(['on_site', 'credit_card'], [], 24000)).toEqual(['on_site', 'credit_card']);
  });

  it('drops card types when nothing is payable', () => {
    const plan = { payment_method: ['credit_card', 'on_site', 'on_site_credit_card_required'] } as const;
    expect(availablePaymentTypes(hotel, [plan], 0)).toEqual(['on_site']);
    expect(availablePaymentTypes(hotel, [plan], -1)).toEqual(['on_site']);
    expect(availablePaymentTypes(hotel, [cardOnly], 0)).toEqual([]);
  });

  it('offers only card payment online in another currency than the hotel’s', () => {
    const plan = { payment_method: ['credit_card', 'on_site', 'on_site_credit_card_required'] } as const;
    expect(availablePaymentTypes(hotel, [plan], 24000, { multiCurrency: true })).toEqual(['credit_card']);
    expect(availablePaymentTypes(hotel, [plan], 24000, { multiCurrency: false })).toEqual([
      'credit_card',
      'on_site',
      'on_site_credit_card_required',
    ]);
    // A plan paid at the hotel only cannot be booked in another currency.
    expect(
      availablePaymentTypes(hotel, [{ payment_method: ['on_site'] }], 24000, { multiCurrency: true }),
    ).toEqual([]);
  });

  it('keeps card types for any amount to pay', () => {
    expect(availablePaymentTypes(hotel, [cardOnly], 1)).toEqual(['credit_card']);
    expect(
      availablePaymentTypes(['twd_credit_card'], [{ payment_method: ['twd_credit_card'] }], 0.5),
    ).toEqual(['twd_credit_card']);
  });

  it('keeps card types while the total is not known', () => {
    expect(availablePaymentTypes(hotel, [cardOnly], null)).toEqual(['credit_card']);
    expect(availablePaymentTypes(hotel, [cardOnly], undefined)).toEqual(['credit_card']);
    expect(availablePaymentTypes(hotel, [cardOnly], Number.NaN)).toEqual(['credit_card']);
  });

  it('offers a type listed twice by the hotel once', () => {
    expect(availablePaymentTypes(['on_site', 'on_site'], [roomOnly], 100)).toEqual(['on_site']);
  });
});

import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import {
  extrasListQuery,
  extrasSelection,
  extraTotal,
  offeredExtras,
  stepExtraQuantity,
} from './extrasSelection';
import type { CheckoutUrl } from './readCheckoutUrl';

type Extra = components['schemas']['Extra'];

const extra = (fields: Partial<Extra> & Pick<Extra, 'extra_id' | 'name'>): Extra => ({
  extra_type: 'generic',
  booking_available_dates: [],
  prices: [{ date: null, price: 2500, price_with_tax: 2750 }],
  stock: null,
  min: 0,
  max: 4,
  normalized_delivery_times: [],
  hotel_plan_codes: [],
  ...fields,
});

const breakfast = extra({
  extra_id: 8,
  name: 'Breakfast voucher',
  stock: 50,
  hotel_plan_codes: ['RO', 'BF'],
});
const limousine = extra({
  extra_id: 9,
  name: 'Airport limousine',
  min: 2,
  max: 6,
  question: 'Your flight number?',
  answer_required: true,
  prices: [{ date: null, price: 3200, price_with_tax: 3520 }],
});
const lateCheckout = extra({
  extra_id: 10,
  name: 'Late check-out',
  extra_type: 'date_based',
  booking_available_dates: ['2026/12/09', '2026/12/10', '2026/12/11', '2026/12/12', '2026/12/13'],
  prices: ['2026-12-10', '2026-12-11', '2026-12-13'].map((date) => ({
    date,
    price: 3000,
    price_with_tax: 3300,
  })),
  stock: 5,
  max: 3,
});
const souvenir = extra({ extra_id: 98, name: 'Souvenir', stock: 0, max: 3 });
const champagne = extra({
  extra_id: 7,
  name: 'Champagne',
  extra_type: 'date_based',
  booking_available_dates: ['2026-12-24'],
  prices: [{ date: '2026-12-24', price: 5000, price_with_tax: 5500 }],
});
const spa = extra({ extra_id: 11, name: 'Spa', hotel_plan_codes: ['SPA'] });

const checkout: Pick<CheckoutUrl, 'stay' | 'hotelPlanCodes' | 'lines'> = {
  stay: { kind: 'dated', checkin: '2026-12-10', checkout: '2026-12-12', dayUse: false },
  hotelPlanCodes: ['RO'],
  lines: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, quantity: 1 }],
};

const offered = offeredExtras([breakfast, limousine, lateCheckout, souvenir, champagne, spa], checkout);

describe('offeredExtras', () => {
  it('offers the extras listed for the stay and sold with the plans booked', () => {
    expect(offered.map((offer) => offer.extra.name)).toEqual([
      'Breakfast voucher',
      'Airport limousine',
      'Late check-out',
      'Souvenir',
    ]);
  });

  it('delivers a date-based extra on its priced, bookable days inside the stay, written with dashes', () => {
    expect(offered.find((offer) => offer.extra.extra_id === 10)?.dates).toEqual(['2026-12-10', '2026-12-11']);
    expect(offered.find((offer) => offer.extra.extra_id === 8)?.dates).toEqual([]);
  });

  it('caps the quantity at the stock and shows an extra without stock as sold out', () => {
    expect(offered.map((offer) => [offer.extra.extra_id, offer.upper, offer.soldOut])).toEqual([
      [8, 4, false],
      [9, 6, false],
      [10, 3, false],
      [98, 0, true],
    ]);
    const scarce = offeredExtras([{ ...limousine, stock: 1 }], checkout)[0];
    expect(scarce?.soldOut).toBe(true);
  });

  it('asks the API for the plans booked, the stay and the display currency', () => {
    expect(extrasListQuery(checkout, 'USD')).toEqual({
      room_plan_codes: ['STD-RO'],
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-12',
      mcp_currency: 'USD',
    });
    expect(extrasListQuery(null, undefined)).toEqual({ room_plan_codes: [] });
  });
});

describe('stepExtraQuantity', () => {
  it('goes from none straight to the minimum and back', () => {
    expect(stepExtraQuantity(0, 1, { min: 2, upper: 6 })).toBe(2);
    expect(stepExtraQuantity(2, 1, { min: 2, upper: 6 })).toBe(3);
    expect(stepExtraQuantity(2, -1, { min: 2, upper: 6 })).toBe(0);
    expect(stepExtraQuantity(0, -1, { min: 2, upper: 6 })).toBe(0);
  });

  it('stops at what can be ordered over the whole stay', () => {
    expect(stepExtraQuantity(4, 1, { min: 0, upper: 4 })).toBe(4);
    expect(stepExtraQuantity(1, 1, { min: 0, upper: 3 }, 2)).toBe(1);
    expect(stepExtraQuantity(0, 1, { min: 0, upper: 3 }, 2)).toBe(1);
  });

  it('steps from what was typed: a field being typed counts as none, a fraction goes down to a whole', () => {
    expect(stepExtraQuantity(Number.NaN, 1, { min: 0, upper: 4 })).toBe(1);
    expect(stepExtraQuantity(2.5, 1, { min: 0, upper: 4 })).toBe(3);
  });
});

describe('extrasSelection', () => {
  it('leaves out extras of quantity 0 and sends the others to the price and the booking', () => {
    const selection = extrasSelection(offered, { 8: { quantity: 2 }, 98: { quantity: 0 } }, 'JPY');
    expect(selection.booking).toEqual([{ extra_id: 8, quantity: 2 }]);
    expect(selection.price).toEqual([{ extra_id: 8, quantity: 2 }]);
    expect(selection.problems).toEqual({});
  });

  it('prices a date-based extra per delivery date and books it with its delivery times', () => {
    const selection = extrasSelection(
      offered,
      { 10: { byDate: { '2026-12-10': 0, '2026-12-11': 2 } } },
      'JPY',
    );
    expect(selection.booking).toEqual([
      { extra_id: 10, quantity: 2, delivery_times: [{ delivered_at: '2026-12-11', quantity: 2 }] },
    ]);
    expect(selection.price).toEqual([{ extra_id: 10, quantity: 2, delivered_at: '2026-12-11' }]);
    expect(extraTotal({ byDate: { '2026-12-10': 1, '2026-12-11': 2 } })).toBe(3);
  });

  it.each([
    [
      'more than the maximum',
      { 8: { quantity: 5 } },
      8,
      { code: '1102', reason: 'above_max', min: 0, max: 4 },
    ],
    [
      'less than the minimum',
      { 9: { quantity: 1, answer: 'NH 12' } },
      9,
      { code: '1102', reason: 'below_min' },
    ],
    ['a fraction', { 8: { quantity: 1.5 } }, 8, { code: '1102', reason: 'not_whole' }],
    [
      'a negative day that adds up to a valid total',
      { 10: { byDate: { '2026-12-10': -1, '2026-12-11': 2 } } },
      10,
      { code: '1102', reason: 'not_whole' },
    ],
    ['more than the stock', { 98: { quantity: 1 } }, 98, { code: '1104', reason: 'above_stock', stock: 0 }],
    [
      'over the stay, more than the maximum',
      { 10: { byDate: { '2026-12-10': 2, '2026-12-11': 2 } } },
      10,
      { code: '1102', reason: 'above_max' },
    ],
  ])('reports %s and keeps the extra out of the price', (_label, choices, extraId, problem) => {
    const selection = extrasSelection(offered, choices, 'JPY');
    expect(selection.problems[extraId]).toMatchObject(problem);
    expect(selection.price).toEqual([]);
    expect(selection.booking).toEqual([]);
  });

  it('needs the answer to a required question once the extra is ordered, and sends it trimmed', () => {
    expect(extrasSelection(offered, { 9: { quantity: 2, answer: '  ' } }, 'JPY').problems).toEqual({
      9: { code: 'answer_required' },
    });
    expect(extrasSelection(offered, { 9: { quantity: 0 } }, 'JPY').problems).toEqual({});
    expect(extrasSelection(offered, { 9: { quantity: 2, answer: ' NH 12 ' } }, 'JPY').booking).toEqual([
      { extra_id: 9, quantity: 2, answer: 'NH 12' },
    ]);
  });

  it('counts a field the guest is still typing as none', () => {
    const selection = extrasSelection(offered, { 8: { quantity: Number.NaN } }, 'JPY');
    expect(selection).toEqual({ booking: [], price: [], problems: {} });
  });
});

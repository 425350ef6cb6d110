import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { summarizeExtras } from './summarizeExtras';
import type { PricedExtra } from './summarizeExtras';

const champagne: PricedExtra = {
  extra_id: 7,
  extra_type: 'date_based',
  prices: [
    { date: '2026-12-24', price: 5000, price_with_tax: 5500 },
    { date: '2026-12-25', price: 6000, price_with_tax: 6600 },
  ],
};
const towel: PricedExtra = {
  extra_id: 8,
  extra_type: 'generic',
  prices: [{ date: null, price: 1000, price_with_tax: 1100 }],
};
const breakfast: PricedExtra = {
  extra_id: 9,
  extra_type: 'date_based',
  prices: [{ date: '2026/12/25', price: 1500, price_with_tax: 1650 }],
};
const extras = [champagne, towel, breakfast];

describe('summarizeExtras: the selected-extras summary', () => {
  it('prices each delivery date and totals with and without tax', () => {
    const summary = summarizeExtras(
      [
        {
          extra_id: 7,
          quantity: 3,
          delivery_times: [
            { delivered_at: '2026/12/24', quantity: 2 },
            { delivered_at: '2026-12-25', quantity: 1 },
          ],
        },
        { extra_id: 8, quantity: 3 },
      ],
      extras,
      'JPY',
    );
    expect(summary.extras).toEqual([
      {
        extra_id: 7,
        quantity: 3,
        delivery_times: [
          { delivered_at: '2026-12-24', quantity: 2 },
          { delivered_at: '2026-12-25', quantity: 1 },
        ],
      },
      { extra_id: 8, quantity: 3 },
    ]);
    expect(summary.lines).toEqual([
      { extra_id: 7, delivered_at: '2026-12-24', quantity: 2, price: 10000, price_with_tax: 11000 },
      { extra_id: 7, delivered_at: '2026-12-25', quantity: 1, price: 6000, price_with_tax: 6600 },
      { extra_id: 8, delivered_at: null, quantity: 3, price: 3000, price_with_tax: 3300 },
    ]);
    // 10000 + 6000 + 3000 and 11000 + 6600 + 3300.
    expect(summary.totalPrice).toBe(19000);
    expect(summary.totalPriceWithTax).toBe(20900);
    expect(summary.unpricedExtraIds).toEqual([]);
  });

  it('leaves out extras whose total quantity is 0', () => {
    const summary = summarizeExtras(
      [
        { extra_id: 8, quantity: 0 },
        { extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2026-12-24', quantity: 0 }] },
        { extra_id: 9, quantity: 1 },
      ],
      extras,
      'JPY',
    );
    expect(summary.extras).toEqual([
      { extra_id: 9, quantity: 1, delivery_times: [{ delivered_at: '2026-12-25', quantity: 1 }] },
    ]);
    expect(summary.totalPrice).toBe(1500);
    expect(summary.totalPriceWithTax).toBe(1650);
  });

  it('gives an empty summary when nothing is chosen', () => {
    expect(summarizeExtras([], extras)).toEqual({
      extras: [],
      lines: [],
      totalPrice: 0,
      totalPriceWithTax: 0,
      unpricedExtraIds: [],
    });
  });

  it('counts the delivery dates, not the quantity field, when both are given', () => {
    const summary = summarizeExtras(
      [{ extra_id: 7, quantity: 9, delivery_times: [{ delivered_at: '2026-12-25', quantity: 1 }] }],
      extras,
    );
    expect(summary.extras[0]?.quantity).toBe(1);
    expect(summary.totalPrice).toBe(6000);
  });

  it('delivers a date-based extra chosen without dates on its first price date', () => {
    const summary = summarizeExtras([{ extra_id: 7, quantity: 2 }], extras, 'JPY');
    expect(summary.extras).toEqual([
      { extra_id: 7, quantity: 2, delivery_times: [{ delivered_at: '2026-12-24', quantity: 2 }] },
    ]);
    expect(summary.totalPriceWithTax).toBe(11000);
  });

  it('merges two entries of one extra and deliveries on the same day, keeping the last answer', () => {
    const summary = summarizeExtras(
      [
        {
          extra_id: 7,
          quantity: 1,
          answer: 'Rosé please',
          delivery_times: [{ delivered_at: '2026-12-25', quantity: 1 }],
        },
        {
          extra_id: 7,
          quantity: 2,
          answer: 'Brut please',
          delivery_times: [
            { delivered_at: '2026/12/25', quantity: 1 },
            { delivered_at: '2026-12-24', quantity: 1 },
          ],
        },
        { extra_id: 7, quantity: 0, answer: '' },
      ],
      extras,
      'JPY',
    );
    expect(summary.extras).toEqual([
      {
        extra_id: 7,
        quantity: 3,
        answer: 'Brut please',
        delivery_times: [
          { delivered_at: '2026-12-24', quantity: 1 },
          { delivered_at: '2026-12-25', quantity: 2 },
        ],
      },
    ]);
    // 5000 + 2 × 6000 and 5500 + 2 × 6600.
    expect(summary.totalPrice).toBe(17000);
    expect(summary.totalPriceWithTax).toBe(18700);
  });

  it('keeps an extra it cannot price in the payload and reports it', () => {
    const summary = summarizeExtras(
      [
        { extra_id: 42, quantity: 1 },
        {
          extra_id: 9,
          quantity: 2,
          delivery_times: [
            { delivered_at: '2026-12-25', quantity: 1 },
            { delivered_at: '2026-12-26', quantity: 1 },
          ],
        },
      ],
      extras,
      'JPY',
    );
    expect(summary.extras.map((extra) => [extra.extra_id, extra.quantity])).toEqual([
      [42, 1],
      [9, 2],
    ]);
    expect(summary.unpricedExtraIds).toEqual([42, 9]);
    // Only breakfast on 25 December has a price.
    expect(summary.totalPrice).toBe(1500);
    expect(summary.totalPriceWithTax).toBe(1650);
  });

  it('rounds each line to the currency decimals, half away from zero', () => {
    const soap: PricedExtra = {
      extra_id: 20,
      extra_type: 'generic',
      prices: [{ date: null, price: 3.335, price_with_tax: 3.6685 }],
    };
    // 3 × 3.335 = 10.005 → 10.01; 3 × 3.6685 = 11.0055 → 11.01.
    const usd = summarizeExtras([{ extra_id: 20, quantity: 3 }], [soap], 'USD');
    expect(usd.totalPrice).toBe(10.01);
    expect(usd.totalPriceWithTax).toBe(11.01);
    // In yen the same amounts round to whole yen: 10.005 → 10; 11.0055 → 11.
    const jpy = summarizeExtras([{ extra_id: 20, quantity: 3 }], [soap], 'JPY');
    expect(jpy.totalPrice).toBe(10);
    expect(jpy.totalPriceWithTax).toBe(11);
  });

  it('adds cents without floating-point residue', () => {
    const tea: PricedExtra = {
      extra_id: 21,
      extra_type: 'generic',
      prices: [{ date: null, price: 0.1, price_with_tax: 0.11 }],
    };
    const coffee: PricedExtra = {
      extra_id: 22,
      extra_type: 'generic',
      prices: [{ date: null, price: 0.2, price_with_tax: 0.22 }],
    };
    const summary = summarizeExtras(
      [
        { extra_id: 21, quantity: 1 },
        { extra_id: 22, quantity: 1 },
      ],
      [tea, coffee],
    );
    expect(summary.totalPrice).toBe(0.3);
    expect(summary.totalPriceWithTax).toBe(0.33);
  });
});

describe('summarizeExtras with the contract shapes', () => {
  it('takes extras as listExtras sends them and returns the booking payload shape', () => {
    const listed: components['schemas']['Extra'] = {
      extra_id: 7,
      name: 'Champagne on arrival',
      extra_type: 'date_based',
      booking_available_dates: ['2026-12-24'],
      prices: [{ date: '2026-12-24', price: 5000, price_with_tax: 5500 }],
      stock: 10,
      min: 0,
      max: 2,
      normalized_delivery_times: [
        { quantity: 1, price: 5000, price_with_tax: 5500, delivered_at: '2026-12-24' },
      ],
      hotel_plan_codes: [],
    };
    const payload: readonly components['schemas']['ReservationExtraSelection'][] = summarizeExtras(
      [{ extra_id: 7, quantity: 1 }],
      [listed],
      'JPY',
    ).extras;
    expect(payload).toEqual([
      { extra_id: 7, quantity: 1, delivery_times: [{ delivered_at: '2026-12-24', quantity: 1 }] },
    ]);
  });
});

import type { components } from '@staykit/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  addPaymentInfoEvent,
  beginCheckoutEvent,
  purchaseAlreadySent,
  purchaseEvent,
  rememberPurchaseSent,
  sendEcommerceEvent,
  type PricedSelection,
} from './ecommerceEvents';

type Reservation = components['schemas']['Reservation'];

const TWO_ROOMS: PricedSelection = {
  lines: [
    { room_plan_code: 'STD-RO', quantity: 1 },
    { room_plan_code: 'STD-RO', quantity: 1 },
  ],
  price: { total_price: 36100, total_extra_price: 5500 },
  currency: 'JPY',
  coupon: 'WELCOME10',
};

const room = (total: number, id: number): Reservation['rooms'][number] => ({
  id,
  room_type: { code: 'STD', name: 'Standard Double' },
  plan: { room_plan_code: 'STD-RO', hotel_plan_code: 'RO', name: 'Room only' },
  adults: 2,
  children: 0,
  guest: { first_name: 'Hanako', last_name: 'Yamada' },
  total_price: total,
});

const RESERVATION = {
  reservation_number: 'SK2612010001',
  currency: 'JPY',
  coupon_code: 'WELCOME10',
  price: { total_price: 36100, total_extra_price: 5500, tax: 3281 },
  rooms: [room(15300, 1), room(15300, 2)],
  extras: [
    { extra_id: 8, name: 'Breakfast voucher', quantity: 2, total_price: 5500 },
    { extra_id: 10, name: 'Late check-out', quantity: 0, total_price: 0 },
  ],
} satisfies Parameters<typeof purchaseEvent>[0];

/** A storage that keeps values as Web Storage does (strings only). */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('checkout events', () => {
  it('begin_checkout: the total as value, the coupon, one item per room plan sharing the room charge, the extras', () => {
    expect(beginCheckoutEvent(TWO_ROOMS)).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'JPY',
        value: 36100,
        coupon: 'WELCOME10',
        items: [
          { item_id: 'STD-RO', item_name: 'STD-RO', item_category: 'room', quantity: 2, price: 15300 },
          { item_id: 'extras', item_name: 'extras', item_category: 'extra', quantity: 1, price: 5500 },
        ],
      },
    });
  });

  it("rounds a room's share to the currency's minor unit, and leaves out a coupon and extras that are not there", () => {
    const threeRooms = { lines: [{ room_plan_code: 'DBL-BF', quantity: 3 }], price: { total_price: 100 } };
    expect(beginCheckoutEvent({ ...threeRooms, currency: 'USD' }).ecommerce).toEqual({
      currency: 'USD',
      value: 100,
      items: [{ item_id: 'DBL-BF', item_name: 'DBL-BF', item_category: 'room', quantity: 3, price: 33.33 }],
    });
    expect(beginCheckoutEvent({ ...threeRooms, currency: 'JPY' }).ecommerce.items[0]?.price).toBe(33);
  });

  it('add_payment_info: the same content with the payment type', () => {
    const { event, ecommerce } = addPaymentInfoEvent(TWO_ROOMS, 'on_site');
    expect(event).toBe('add_payment_info');
    expect(ecommerce).toEqual({ ...beginCheckoutEvent(TWO_ROOMS).ecommerce, payment_type: 'on_site' });
  });
});

describe('purchaseEvent', () => {
  it('names the reservation, its total, tax and coupon, its rooms by plan and each extra ordered', () => {
    expect(purchaseEvent(RESERVATION)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'JPY',
        value: 36100,
        transaction_id: 'SK2612010001',
        coupon: 'WELCOME10',
        tax: 3281,
        items: [
          {
            item_id: 'STD-RO',
            item_name: 'Standard Double – Room only',
            item_category: 'room',
            quantity: 2,
            price: 15300,
          },
          {
            item_id: 'extra-8',
            item_name: 'Breakfast voucher',
            item_category: 'extra',
            quantity: 2,
            price: 2750,
          },
        ],
      },
    });
  });

  it('shares the room charge among rooms that carry no price of their own', () => {
    const rooms = RESERVATION.rooms.map(({ total_price: _omitted, ...rest }) => rest);
    const { items } = purchaseEvent({ ...RESERVATION, rooms, extras: [], coupon_code: undefined }).ecommerce;
    expect(items).toEqual([expect.objectContaining({ item_id: 'STD-RO', quantity: 2, price: 15300 })]);
    expect(purchaseEvent({ ...RESERVATION, coupon_code: undefined }).ecommerce).not.toHaveProperty('coupon');
  });
});

describe('sendEcommerceEvent', () => {
  const event = beginCheckoutEvent(TWO_ROOMS);

  it('posts a ga4Event to the parent and pushes a cleared then filled ecommerce to the dataLayer', () => {
    const post = vi.fn(() => true);
    const dataLayer: unknown[] = [];
    expect(sendEcommerceEvent(event, { messenger: { post }, dataLayer })).toBe(true);
    expect(post).toHaveBeenCalledExactlyOnceWith({
      type: 'ga4Event',
      event: 'begin_checkout',
      params: event.ecommerce,
    });
    expect(dataLayer).toEqual([{ ecommerce: null }, { event: 'begin_checkout', ecommerce: event.ecommerce }]);
    // The dataLayer gets its own copy: a tag manager that changes it changes nothing else.
    expect((dataLayer[1] as { ecommerce: unknown }).ecommerce).not.toBe(event.ecommerce);
  });

  it('says whether the event went anywhere, and leaves a dataLayer that is not a list alone', () => {
    const nowhere = { post: () => false };
    expect(sendEcommerceEvent(event, { messenger: nowhere, dataLayer: undefined })).toBe(false);
    expect(sendEcommerceEvent(event, { messenger: nowhere, dataLayer: 'gtm' })).toBe(false);
    expect(sendEcommerceEvent(event, { messenger: { post: () => true }, dataLayer: null })).toBe(true);
  });
});

describe('purchases sent', () => {
  it('remembers each reservation number once, keeps the latest fifty, and survives unreadable storage', () => {
    const storage = memoryStorage();
    expect(purchaseAlreadySent(storage, 'SK2612010001')).toBe(false);
    rememberPurchaseSent(storage, 'SK2612010001');
    rememberPurchaseSent(storage, 'SK2612010001');
    expect(purchaseAlreadySent(storage, 'SK2612010001')).toBe(true);
    expect(JSON.parse(storage.getItem('staykit.ga4Purchases') ?? '')).toEqual(['SK2612010001']);

    for (let serial = 2; serial <= 51; serial += 1)
      rememberPurchaseSent(storage, `SK261201${String(serial).padStart(4, '0')}`);
    expect(purchaseAlreadySent(storage, 'SK2612010001')).toBe(false);
    expect(purchaseAlreadySent(storage, 'SK2612010002')).toBe(true);

    storage.setItem('staykit.ga4Purchases', '{not json');
    expect(purchaseAlreadySent(storage, 'SK2612010001')).toBe(false);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberPurchaseSent(full, 'SK2612010099')).not.toThrow();
  });
});

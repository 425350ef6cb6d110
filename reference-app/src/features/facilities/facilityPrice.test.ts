import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { facilityPrice } from './facilityPrice';

type BrandHotelInventory = components['schemas']['BrandHotelInventory'];

const tokyo: BrandHotelInventory = {
  hotel_id: 101,
  hotel_code: 'demo-tokyo',
  hotel_name: 'Demo Hotel Tokyo',
  available: true,
  room_count: 12,
  lowest_price: 15400,
  currency: 'JPY',
  mcp_lowest_price: { cents: 10267, currency: 'USD' },
};

describe('facilityPrice', () => {
  it.each([
    ['the facility’s own currency when none is chosen', tokyo, undefined, 'en', '¥15,400'],
    ['the chosen currency from its mcp_ twin', tokyo, 'USD', 'en', '$102.67'],
    [
      'the facility’s own currency when it has no twin',
      { ...tokyo, mcp_lowest_price: null },
      'USD',
      'en',
      '¥15,400',
    ],
    ['its own currency when the twin is in another one', tokyo, 'EUR', 'en', '¥15,400'],
    ['its own currency when that is the chosen one', tokyo, 'JPY', 'ja', '¥15,400'],
    [
      'a two-decimal currency in major units',
      { ...tokyo, lowest_price: 120.5, currency: 'USD', mcp_lowest_price: null },
      undefined,
      'en',
      '$120.50',
    ],
    ['English formatting for a locale outside the product’s', tokyo, undefined, 'fr', '¥15,400'],
  ] as const)('%s', (_, inventory, selected, locale, expected) => {
    expect(facilityPrice(inventory, selected, locale)).toBe(expected);
  });

  it('gives no price when the facility cannot host the stay', () => {
    const soldOut = { ...tokyo, available: false, room_count: 0, lowest_price: null, mcp_lowest_price: null };
    expect(facilityPrice(soldOut, undefined, 'en')).toBeNull();
    expect(facilityPrice({ ...tokyo, lowest_price: null }, 'USD', 'en')).toBeNull();
  });
});

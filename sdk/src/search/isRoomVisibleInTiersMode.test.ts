import { describe, expect, it } from 'vitest';
import { isRoomVisibleInTiersMode } from './isRoomVisibleInTiersMode';

describe('isRoomVisibleInTiersMode', () => {
  it.each([
    // requested, room count, sale_limit, plan_stock_count, shown
    [1, 5, null, null, true],
    [2, 2, null, null, true],
    [3, 2, null, null, false],
    [2, 5, 2, null, true],
    [3, 5, 2, null, false],
    [2, 5, null, 2, true],
    [3, 5, null, 2, false],
    [2, 5, 4, 1, false],
    [2, 5, 1, 4, false],
    [2, 5, 3, 2, true],
    [1, 5, 0, null, false],
    [1, 0, null, null, false],
  ])(
    'requesting %i room(s) of a type with %i left, sale_limit %s, plan stock %s: shown %s',
    (requested, roomCount, saleLimit, planStock, shown) => {
      expect(
        isRoomVisibleInTiersMode(
          { room_count: requested },
          { room_count: roomCount, sale_limit: saleLimit, plan_stock_count: planStock },
        ),
      ).toBe(shown);
    },
  );

  it('treats a missing requested room count as 1', () => {
    expect(isRoomVisibleInTiersMode({}, { room_count: 1, sale_limit: 1 })).toBe(true);
    expect(isRoomVisibleInTiersMode({}, { room_count: 0 })).toBe(false);
  });

  it('treats missing limits like null ones (no limit)', () => {
    expect(isRoomVisibleInTiersMode({ room_count: 4 }, { room_count: 4 })).toBe(true);
  });

  it.each([
    ['including occupied rooms', { is_including_occupied: true }],
    ['an undated search', { search_type: 'undated' }],
    ['voucher mode', { mode: 'voucher' }],
  ])('shows every room in %s', (_label, flags) => {
    expect(isRoomVisibleInTiersMode({ room_count: 3, ...flags }, { room_count: 0, sale_limit: 1 })).toBe(
      true,
    );
  });

  it('still filters a dated, non-voucher search without occupied rooms', () => {
    expect(
      isRoomVisibleInTiersMode(
        { room_count: 3, is_including_occupied: false, search_type: 'dated', mode: null },
        { room_count: 2 },
      ),
    ).toBe(false);
  });
});

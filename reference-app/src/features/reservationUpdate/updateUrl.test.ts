import { describe, expect, it } from 'vitest';
import { readUpdateMode } from './readUpdateMode';
import {
  readUpdateSelection,
  reviewReservationPath,
  updateConfirmPath,
  updateSearchPath,
  type UpdatePick,
} from './updateUrl';

const SEARCH =
  'hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1&current_reservation=SK1&locale=en&checkin=2026-12-12&checkout=2026-12-14&adults=2&room_count=1';
const PICK: UpdatePick = {
  query: SEARCH,
  checkin: '2026-12-12',
  checkout: '2026-12-14',
  rooms: [
    { adults: 2, children: 0, childrenAges: [] },
    { adults: 1, children: 2, childrenAges: [4, 9] },
  ],
  offer: { roomTypeCode: 'STD', roomPlanCode: 'STD-RO', hotelPlanCode: 'RO', totalPrice: 30800 },
};
const queryOf = (path: string) => new URLSearchParams(new URL(path, 'http://widget.test').search);

describe('readUpdateMode', () => {
  it('reads the reservation being changed, its link token and hotel id', () => {
    expect(readUpdateMode(new URLSearchParams(SEARCH))).toEqual({
      reservationNumber: 'SK1',
      bypassToken: 'bp_1',
      hotelId: 101,
    });
    expect(readUpdateMode(new URLSearchParams('current_reservation=SK1&hotelId=x'))).toEqual({
      reservationNumber: 'SK1',
      bypassToken: null,
      hotelId: null,
    });
  });

  it('is not update mode without a reservation number', () => {
    expect(readUpdateMode(new URLSearchParams('hotel_code=demo-tokyo'))).toBeNull();
    expect(readUpdateMode(new URLSearchParams('current_reservation=%20'))).toBeNull();
  });
});

describe('reviewReservationPath', () => {
  it("keeps only the review's query (never the search or an e-mail)", () => {
    expect(reviewReservationPath('SK1', new URLSearchParams(`${SEARCH}&email=a%40b.c`))).toBe(
      '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1&locale=en',
    );
    expect(reviewReservationPath('SK 1', new URLSearchParams('code=demo-tokyo'))).toBe(
      '/review-reservation/SK%201?hotel_code=demo-tokyo',
    );
  });
});

describe('updateConfirmPath and readUpdateSelection', () => {
  it('adds the pick to the search query, and reads it back', () => {
    const path = updateConfirmPath('SK1', PICK);
    expect(path.startsWith(`/review-reservation/SK1/update?${SEARCH}&new_checkin=2026-12-12`)).toBe(true);
    expect(readUpdateSelection(queryOf(path))).toEqual({
      checkin: '2026-12-12',
      checkout: '2026-12-14',
      roomTypeCode: 'STD',
      roomPlanCode: 'STD-RO',
      total: 30800,
      rooms: PICK.rooms,
    });
  });

  it('replaces an earlier pick instead of adding a second one', () => {
    const first = updateConfirmPath('SK1', PICK);
    const again = updateConfirmPath('SK1', {
      ...PICK,
      query: queryOf(first).toString(),
      rooms: [{ adults: 3, children: 0, childrenAges: [] }],
      offer: { ...PICK.offer, totalPrice: 40000 },
    });
    const query = queryOf(again);
    expect(query.getAll('new_total')).toEqual(['40000']);
    expect(readUpdateSelection(query)?.rooms).toEqual([{ adults: 3, children: 0, childrenAges: [] }]);
  });

  const withoutRooms = (query: URLSearchParams) => {
    for (const key of [...query.keys()]) if (key.startsWith('new_rooms')) query.delete(key);
  };
  it.each<[string, (query: URLSearchParams) => void]>([
    ['no pick', (query) => [...query.keys()].forEach((key) => key.startsWith('new_') && query.delete(key))],
    ['a date that is not one', (query) => query.set('new_checkin', '12/12/2026')],
    ['a code with other characters', (query) => query.set('new_room_plan_code', 'STD RO')],
    ['no total', (query) => query.set('new_total', '')],
    ['no rooms', withoutRooms],
    [
      'a room without adults',
      (query) => {
        withoutRooms(query);
        query.set('new_rooms[0][children]', '1');
      },
    ],
    ['an age out of range', (query) => query.set('new_rooms[1][children_ages][0]', '30')],
  ])('reads nothing from %s', (_name, change) => {
    const query = queryOf(updateConfirmPath('SK1', PICK));
    change(query);
    expect(readUpdateSelection(query)).toBeNull();
  });
});

describe('updateSearchPath', () => {
  it('goes back to the update search with the search query, less the pick', () => {
    expect(updateSearchPath(queryOf(updateConfirmPath('SK1', PICK)))).toBe(`/booking/result?${SEARCH}`);
  });
});

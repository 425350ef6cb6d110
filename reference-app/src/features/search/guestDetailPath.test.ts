import { describe, expect, it } from 'vitest';
import { guestDetailPath } from './guestDetailPath';
import { readSearchValues } from './searchQuery';

const DEFAULTS = { adults: 2, checkin: '2026-12-01', checkout: '2026-12-02' };
const offer = { roomTypeCode: 'TWN', roomPlanCode: 'TWN-RO', totalPrice: 56000, tax: 5090 };

function linesOf(path: string) {
  const url = new URL(path, 'https://widget.example');
  expect(url.pathname).toBe('/reservation/guest-detail');
  return [...url.searchParams.entries()].filter(([key]) => key.startsWith('selected_rooms'));
}

describe('guestDetailPath', () => {
  it('keeps the search and adds one line for rooms with the same guests, with the price shown', () => {
    const query = 'hotel_code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12&kids_tiers=A&room_count=2';
    const path = guestDetailPath(
      new URLSearchParams(query),
      readSearchValues(new URLSearchParams(query), DEFAULTS),
      offer,
      'room',
      'tiers',
    );
    expect(path.startsWith(`/reservation/guest-detail?${query}&`)).toBe(true);
    expect(linesOf(path)).toEqual([
      ['selected_rooms[0][room_type_code]', 'TWN'],
      ['selected_rooms[0][room_plan_code]', 'TWN-RO'],
      ['selected_rooms[0][adults]', '2'],
      ['selected_rooms[0][children]', '1'],
      ['selected_rooms[0][kids_tiers][0]', 'A'],
      ['selected_rooms[0][quantity]', '2'],
      ['selected_rooms[0][type]', 'room'],
      ['selected_rooms[0][sale_price]', '56000'],
      ['selected_rooms[0][tax]', '5090'],
    ]);
  });

  it('makes a line per room when the rooms differ, and replaces an earlier selection', () => {
    const query = 'rooms[0][adults]=2&rooms[1][adults]=1&selected_rooms[0][room_type_code]=OLD';
    const params = new URLSearchParams(query);
    const path = guestDetailPath(params, readSearchValues(params, DEFAULTS), offer, 'plan', 'ages');
    const lines = linesOf(path);
    expect(lines.filter(([key]) => key.endsWith('[room_type_code]')).map(([, value]) => value)).toEqual([
      'TWN',
      'TWN',
    ]);
    expect(lines).toContainEqual(['selected_rooms[1][adults]', '1']);
    expect(lines.some(([key]) => key.endsWith('[sale_price]'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  changeStayPath,
  findReservationPath,
  reviewReservationPath,
  type ReservationLinkTarget,
} from './reservationLinks';

const TARGET: ReservationLinkTarget = {
  reservationNumber: 'SK2612010001',
  hotelCode: 'demo-tokyo',
  hotelId: 101,
  bypassToken: 'bp_4e6f2c1a9b8d7e6f',
};

const room = (adults: number, extra: object = {}) => ({
  id: 1001,
  room_type: { code: 'STD', name: 'Standard Twin' },
  plan: { name: 'Room only', room_plan_code: 'STD-RO' },
  adults,
  children: 0,
  guest: { first_name: 'Hanako', last_name: 'Yamada' },
  ...extra,
});

describe('reservation links', () => {
  it('opens the review and its sub-pages with the hotel and the link token, never an e-mail', () => {
    expect(reviewReservationPath(TARGET)).toBe(
      '/review-reservation/SK2612010001?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_4e6f2c1a9b8d7e6f',
    );
    expect(reviewReservationPath(TARGET, 'guests')).toBe(
      '/review-reservation/SK2612010001/guests?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_4e6f2c1a9b8d7e6f',
    );
    expect(reviewReservationPath({ ...TARGET, bypassToken: null }, 'receipt')).toBe(
      '/review-reservation/SK2612010001/receipt?hotel_code=demo-tokyo&hotelId=101',
    );
  });

  it('finds a reservation at the hotel of the brand', () => {
    expect(findReservationPath('demo-tokyo')).toBe('/search?hotel_code=demo-tokyo');
  });

  it('changes the stay through the search in update mode, with the stay and guests as the search reads them', () => {
    const stay = { checkin_date: '2026-12-10', checkout_date: '2026-12-12' };
    expect(changeStayPath(TARGET, { ...stay, rooms: [room(2)] })).toBe(
      '/booking/result?hotel_code=demo-tokyo&current_reservation=SK2612010001&hotelId=101' +
        '&bypass_token=bp_4e6f2c1a9b8d7e6f&checkin=2026-12-10&checkout=2026-12-12&adults=2&room_count=1',
    );
    const withChildren = room(2, { children: 2, kids_age_range: [{ code: 'B', count: 2 }] });
    expect(changeStayPath(TARGET, { ...stay, rooms: [withChildren, withChildren] })).toContain(
      '&adults=2&kids_tiers=B&kids_tiers=B&room_count=2',
    );
    const differing = new URLSearchParams(
      changeStayPath(TARGET, {
        ...stay,
        rooms: [room(2), room(1, { children_ages: [7], children: 1 })],
      }).split('?')[1],
    );
    expect(differing.get('rooms[0][adults]')).toBe('2');
    expect(differing.get('rooms[1][adults]')).toBe('1');
    expect(differing.get('rooms[1][kids_ages][0]')).toBe('7');
    expect(differing.has('room_count')).toBe(false);
  });

  it('asks for a day-use search when the stay has no night', () => {
    const path = changeStayPath(TARGET, {
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-10',
      rooms: [room(2)],
    });
    const query = new URLSearchParams(path.split('?')[1]);
    expect(query.get('is_day_use')).toBe('true');
    expect(query.has('checkout')).toBe(false);
  });
});

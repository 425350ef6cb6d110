import { describe, expect, it } from 'vitest';
import { readEditAccess } from './editAccess';

describe('readEditAccess', () => {
  it('opens the facility the review names with the link’s token, and links back without anything else', () => {
    const query = new URLSearchParams(
      'hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1&email=h%40example.com',
    );
    expect(readEditAccess('SK1', query, { hotelId: 101, hotelCode: 'demo-tokyo' })).toEqual({
      hotelId: 101,
      bypassToken: 'bp_1',
      reviewPath: '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1',
      findPath: '/search?hotel_code=demo-tokyo',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { readReviewAccess } from './readReviewAccess';

const TOKYO = { hotel_id: 101, hotel_code: 'demo-tokyo' };

describe('readReviewAccess', () => {
  it('opens the facility the review names with the link’s token, and links back with the same query', () => {
    const query = new URLSearchParams(
      'hotel_code=demo-tokyo&hotelId=102&bypass_token=bp_1&locale=ja&checkin=2026-12-10',
    );
    expect(readReviewAccess('SK1', query, TOKYO)).toEqual({
      hotelCode: 'demo-tokyo',
      hotelId: 102,
      bypassToken: 'bp_1',
      reviewPath: '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=102&bypass_token=bp_1&locale=ja',
      findPath: '/search?hotel_code=demo-tokyo',
    });
  });

  it('falls back to the widget’s hotel, and has no token for a member', () => {
    const access = readReviewAccess('SK 2', new URLSearchParams('code=demo-tokyo&hotelId=abc'), TOKYO);
    expect(access.hotelCode).toBe('demo-tokyo');
    expect(access.hotelId).toBe(101);
    expect(access.bypassToken).toBeNull();
    expect(access.reviewPath).toBe('/review-reservation/SK%202?hotel_code=demo-tokyo&hotelId=101');
  });

  it('never carries an e-mail into the links', () => {
    const query = new URLSearchParams('hotel_code=demo-tokyo&email=hanako%40example.com&bypass_token=bp_1');
    const access = readReviewAccess('SK1', query, TOKYO);
    expect(access.reviewPath).toBe(
      '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=101&bypass_token=bp_1',
    );
    expect(access.findPath).not.toContain('email');
  });
});

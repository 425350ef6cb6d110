import { describe, expect, it } from 'vitest';
import { readReceiptAccess } from './receiptAccess';

const TOKYO = { hotelId: 101, hotelCode: 'demo-tokyo' };

describe('readReceiptAccess', () => {
  it('opens the facility the review names with the link’s token, and links back with the same query', () => {
    const query = new URLSearchParams(
      'hotel_code=demo-tokyo&hotelId=102&bypass_token=bp_1&locale=ja&checkin=2026-12-10',
    );
    expect(readReceiptAccess('SK1', query, TOKYO)).toEqual({
      hotelId: 102,
      bypassToken: 'bp_1',
      reviewPath: '/review-reservation/SK1?hotel_code=demo-tokyo&hotelId=102&bypass_token=bp_1&locale=ja',
      findPath: '/search?hotel_code=demo-tokyo',
    });
  });

  it('falls back to the widget’s hotel, and has no token for a member', () => {
    const access = readReceiptAccess('SK 2', new URLSearchParams('code=demo-tokyo&hotelId=abc'), TOKYO);
    expect(access.hotelId).toBe(101);
    expect(access.bypassToken).toBeNull();
    expect(access.reviewPath).toBe('/review-reservation/SK%202?hotel_code=demo-tokyo&hotelId=101');
  });

  it('never carries an e-mail into the links', () => {
    const query = new URLSearchParams('hotel_code=demo-tokyo&email=hanako%40example.com&bypass_token=bp_1');
    const access = readReceiptAccess('SK1', query, TOKYO);
    expect(access.reviewPath).not.toContain('email');
    expect(access.findPath).not.toContain('email');
  });
});

import { describe, expect, it } from 'vitest';
import { facilitySearchPath, selectedCurrency, toBrandInventoryQuery } from './facilitySearchQuery';

const params = (query: string) => new URLSearchParams(query);

describe('toBrandInventoryQuery', () => {
  it.each([
    ['hotel_code=demo-tokyo', null],
    ['adults=3', null],
    ['checkin=10/12/2026', null],
    [
      'hotel_code=demo-tokyo&checkin=2026-12-10&checkout=2026-12-12',
      { checkin_date: '2026-12-10', checkout_date: '2026-12-12' },
    ],
    [
      'checkin=2026-12-10&checkout=2026-12-12&adults=3&children=1&kids_tiers=A&room_count=2&currency=USD',
      {
        checkin_date: '2026-12-10',
        checkout_date: '2026-12-12',
        adults: 3,
        children: 1,
        kids_tiers: ['A'],
        room_count: 2,
        mcp_currency: 'USD',
      },
    ],
    // Counts that are no counts are left to the API's defaults rather than sent.
    ['checkin=2026-12-10&adults=0&children=-1&room_count=x', { checkin_date: '2026-12-10' }],
    ['checkin=2026-12-10&kids_ages=4&kids_ages=7', { checkin_date: '2026-12-10', kids_ages: [4, 7] }],
    ['checkin=2026-12-10&kids_ages=4&kids_ages=old', { checkin_date: '2026-12-10' }],
    [
      'checkin=2026-12-10&checkout=2026-12-10&is_day_use=true',
      { checkin_date: '2026-12-10', checkout_date: '2026-12-10', is_day_use: true },
    ],
    ['search_type=undated&nights=2&adults=2', { search_type: 'undated', nights: 2, adults: 2 }],
    // Rooms that differ win over the flat guests.
    [
      'checkin=2026-12-10&adults=4&rooms[1][adults]=1&rooms[0][adults]=2&rooms[0][children]=1&rooms[0][kids_tiers][0]=A',
      { checkin_date: '2026-12-10', rooms: [{ adults: 2, children: 1, kids_tiers: ['A'] }, { adults: 1 }] },
    ],
    ['checkin=2026-12-10&currency=XXX', { checkin_date: '2026-12-10' }],
  ])('%s', (query, expected) => {
    expect(toBrandInventoryQuery(params(query))).toEqual(expected);
  });

  it('asks in the currency in effect that the page passes, detected or guessed, when none was chosen', () => {
    expect(toBrandInventoryQuery(params('checkin=2026-12-10'), 'USD')).toEqual({
      checkin_date: '2026-12-10',
      mcp_currency: 'USD',
    });
  });
});

describe('selectedCurrency', () => {
  it.each([
    ['currency=USD', 'USD'],
    ['mcp_currency=EUR', 'EUR'],
    ['currency=KRW&mcp_currency=EUR', 'KRW'],
    ['currency=usd', undefined],
    ['', undefined],
  ])('%s → %s', (query, expected) => {
    expect(selectedCurrency(params(query))).toBe(expected);
  });
});

describe('facilitySearchPath', () => {
  it('names the facility and keeps the search, the frame flags and the guest’s locale', () => {
    expect(
      facilitySearchPath(
        'demo-osaka',
        params(
          'hotel_code=demo-tokyo&locale=ja&checkin=2026-12-10&checkout=2026-12-12&adults=2&kids_tiers=A&kids_tiers=B&fromChatbot=true',
        ),
        'en',
      ),
    ).toBe(
      '/booking/result?hotel_code=demo-osaka&checkin=2026-12-10&checkout=2026-12-12&adults=2&kids_tiers=A&kids_tiers=B&fromChatbot=true&locale=en',
    );
  });

  it('drops every other way of naming a hotel and empty values', () => {
    expect(
      facilitySearchPath('demo-nara', params('code=demo-tokyo&hotel_id=101&promo_code=&adults=1'), 'ja'),
    ).toBe('/booking/result?hotel_code=demo-nara&adults=1&locale=ja');
  });

  it('keeps rooms that differ in bracket notation', () => {
    expect(
      facilitySearchPath('demo-kyoto', params('rooms%5B0%5D%5Badults%5D=2&rooms%5B1%5D%5Badults%5D=1'), 'en'),
    ).toBe(
      '/booking/result?hotel_code=demo-kyoto&rooms%5B0%5D%5Badults%5D=2&rooms%5B1%5D%5Badults%5D=1&locale=en',
    );
  });
});

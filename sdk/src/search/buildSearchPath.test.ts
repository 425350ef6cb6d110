import { describe, expect, it } from 'vitest';
import { buildCheckoutStepPath, buildSearchPath, toSearchQueryString } from './buildSearchPath';

describe('toSearchQueryString', () => {
  it('omits code and empty values', () => {
    expect(
      toSearchQueryString({
        code: 'demo-tokyo',
        checkin: '2025-04-01',
        checkout: '2025-04-03',
        adults: 2,
        promo_code: '',
        coupon_code: null,
        order: undefined,
        filter: [],
        nights: Number.NaN,
      }),
    ).toBe('checkin=2025-04-01&checkout=2025-04-03&adults=2');
  });

  it('keeps false and 0, which are values', () => {
    expect(toSearchQueryString({ is_day_use: false, children: 0 })).toBe('is_day_use=false&children=0');
  });

  it('repeats the key for a list of plain values, skipping empty items', () => {
    expect(toSearchQueryString({ kids_tiers: ['A', '', 'B'] })).toBe('kids_tiers=A&kids_tiers=B');
  });

  it('writes rooms in bracket notation, dropping empty fields', () => {
    const query = toSearchQueryString({
      rooms: [
        { adults: 2, children: 1, kids_tiers: ['A'] },
        { adults: 1, kids_tiers: [], checkin_date: null },
      ],
    });
    expect(decodeURIComponent(query)).toBe(
      'rooms[0][adults]=2&rooms[0][children]=1&rooms[0][kids_tiers][0]=A&rooms[1][adults]=1',
    );
  });

  it('encodes values so they survive the trip', () => {
    const query = toSearchQueryString({ parentUrl: 'https://hotel.example/?a=1&b=2' });
    expect(new URLSearchParams(query).get('parentUrl')).toBe('https://hotel.example/?a=1&b=2');
  });
});

describe('buildSearchPath', () => {
  it.each([
    [{}, '/booking/result?checkin=2025-04-01&adults=2'],
    [{ isBrandFacilities: true }, '/facilities?checkin=2025-04-01&adults=2'],
    [{ prefix: '/hotels/demo-tokyo' }, '/hotels/demo-tokyo/booking/result?checkin=2025-04-01&adults=2'],
    [{ prefix: 'hotels/demo-tokyo/' }, '/hotels/demo-tokyo/booking/result?checkin=2025-04-01&adults=2'],
    [{ prefix: '/brands/7', isBrandFacilities: true }, '/brands/7/facilities?checkin=2025-04-01&adults=2'],
  ])('with options %o goes to %s', (options, path) => {
    expect(buildSearchPath({ code: 'demo-tokyo', checkin: '2025-04-01', adults: 2 }, options)).toBe(path);
  });

  it('has no dangling query mark when nothing is left to send', () => {
    expect(buildSearchPath({ code: 'demo-tokyo' })).toBe('/booking/result');
  });
});

describe('buildCheckoutStepPath', () => {
  it.each([
    ['guest-detail', '', '/reservation/guest-detail'],
    ['payment', '', '/reservation/payment'],
    ['guest-detail', '/hotels/demo', '/hotels/demo/reservation/guest-detail'],
    ['payment', '/hotels/demo', '/hotels/demo/reservation/payment'],
  ] as const)('puts %s under prefix "%s" at %s', (step, prefix, path) => {
    expect(buildCheckoutStepPath(step, { prefix })).toBe(path);
  });

  it('puts the confirmation number in the path and the e-mail in the query', () => {
    expect(
      buildCheckoutStepPath('confirmation', {
        prefix: '/hotels/demo',
        confirmationNumber: 'R 1',
        query: { email: 'guest@example.com', bypass_token: '' },
      }),
    ).toBe('/hotels/demo/reservation/confirmation/R%201?email=guest%40example.com');
  });

  it('refuses a confirmation path without a number', () => {
    expect(() => buildCheckoutStepPath('confirmation')).toThrow(TypeError);
  });
});

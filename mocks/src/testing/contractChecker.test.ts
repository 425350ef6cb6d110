import { describe, expect, it } from 'vitest';
import { createContractChecker, createRequestChecker } from './contractChecker';

const check = createContractChecker();
const checkRequest = createRequestChecker();

describe('createContractChecker', () => {
  it('refuses a body that does not match the schema and a status the operation does not document', () => {
    expect(check('GET', 'http://mock.test/hotels/101/rooms', 200, { data: {} }).length).toBeGreaterThan(0);
    expect(check('GET', 'http://mock.test/hotels/101/rooms', 418, {})).toEqual([
      'GET /hotels/{hotel_id}/rooms does not document status 418',
    ]);
    expect(
      check('GET', 'http://mock.test/hotels/101/rooms/price', 200, { data: { total_price: 1, extra: 1 } })
        .length,
    ).toBeGreaterThan(0);
  });

  it('accepts a canonical error envelope under a shared response', () => {
    const body = {
      errors: [
        {
          code: '4000',
          title: 'Client session expired',
          details: { base: [{ code: '4000', error: 'expired' }] },
        },
      ],
    };
    expect(check('GET', 'http://mock.test/hotels/101/rooms/inventory', 403, body)).toEqual([]);
  });
});

describe('createRequestChecker', () => {
  const rooms = 'http://mock.test/hotels/101/rooms?checkin_date=2026-12-10';

  it('accepts documented parameters with valid values, repeated and in bracket notation', () => {
    expect(
      checkRequest('GET', `${rooms}&adults=2&kids_tiers=A&kids_tiers=B&rooms[0][adults]=1`, {
        'Accept-Language': 'en',
        Authorization: 'Bearer member',
      }),
    ).toEqual([]);
  });

  it('refuses an undocumented parameter, a value its schema refuses and a token the operation takes not', () => {
    expect(checkRequest('GET', `${rooms}&nope=1`)).toEqual(['query parameter nope is not documented']);
    expect(checkRequest('GET', `${rooms}&lottery_event_uuid=not-a-uuid`)).toHaveLength(1);
    expect(checkRequest('GET', `${rooms}&lottery_access_token=short`)).toHaveLength(1);
    expect(checkRequest('GET', `${rooms}&adults=abc`)).toHaveLength(1);
    expect(checkRequest('GET', `${rooms}&adults[0]=2`)).toEqual([
      'query parameter adults does not take bracket notation',
    ]);
    expect(
      checkRequest('GET', 'http://mock.test/hotels/101/rooms/inventory?checkin_date=2026-12-10', {
        Authorization: 'Bearer member',
      }),
    ).toEqual(['GET /hotels/{hotel_id}/rooms/inventory takes no user token']);
  });
});

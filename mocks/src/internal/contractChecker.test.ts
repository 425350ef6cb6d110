import { describe, expect, it } from 'vitest';
import { createContractChecker } from './contractChecker';

const check = createContractChecker();

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

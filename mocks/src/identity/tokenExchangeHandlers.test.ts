import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO } from '../seed/seedMembers';

type Session = components['schemas']['MembershipSessionResponse'];

const client = useMockServer();

const exchange = (body: unknown, key: string, hotelId = 101) =>
  client.send<Session>('POST', `/hotels/${hotelId}/memberships/tokens`, {
    body,
    headers: { 'Idempotency-Key': key },
  });
const valid = { refresh_token: HANAKO.refreshToken, code: HANAKO.exchangeCode };

describe('exchangeToken', () => {
  it('trades the refresh token and code for a session once; a retry with the same key replays it', async () => {
    const first = await exchange(valid, 'exchange-0001');
    expect(first.status).toBe(201);
    expect(first.body.data.user.id).toBe(HANAKO.id);
    const replay = await exchange(valid, 'exchange-0001');
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('Idempotency-Replayed')).toBe('true');
    const spent = await exchange(valid, 'exchange-0002');
    expect([spent.status, errorCode(spent.body)]).toEqual([401, 'unauthorized']);
  });

  it('refuses a wrong code, another brand and a token past its 10 minutes', async () => {
    const wrongCode = await exchange({ ...valid, code: 'c_wrong' }, 'exchange-0003');
    expect([wrongCode.status, errorCode(wrongCode.body)]).toEqual([401, 'unauthorized']);
    const otherBrand = await exchange(valid, 'exchange-0004', 301);
    expect([otherBrand.status, errorCode(otherBrand.body)]).toEqual([401, 'unauthorized']);
    mockClock.advanceMinutes(10);
    const expired = await exchange(valid, 'exchange-0005');
    expect([expired.status, errorCode(expired.body)]).toEqual([401, 'unauthorized']);
  });

  it('answers bad bodies and unknown hotels with 4xx, never a 500', async () => {
    for (const body of [{}, { refresh_token: 'x' }, { ...valid, extra: 1 }, { refresh_token: 1, code: 2 }]) {
      const response = await exchange(body, `exchange-bad-${JSON.stringify(body).length}`);
      expect([response.status, errorCode(response.body)], JSON.stringify(body)).toEqual([422, '1000']);
    }
    const hotel = await exchange(valid, 'exchange-0006', 999);
    expect([hotel.status, errorCode(hotel.body)]).toEqual([404, 'hotel_not_found']);
  });
});

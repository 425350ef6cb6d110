// The refusals that hold wherever the handlers run: here through MSW in Vitest, as in the service worker
// (the node server's own transport limits are tested over HTTP in tests/fuzz).
import { describe, expect, it } from 'vitest';
import { handlers } from '../index';
import { BOOKING_BODY } from '../triggers';
import { routeTableOf } from './requestGuard';
import { detailFields, errorCode, useMockServer } from '../testing/testSetup';

const client = useMockServer();
const STAY = 'checkin_date=2026-12-10&checkout_date=2026-12-11';

describe('the request guard (MSW)', () => {
  it('reads the methods of each path from the handlers', () => {
    const routes = routeTableOf(handlers);
    expect(routes.methodsAt('/hotels/101/reservations/SK1')).toEqual(['GET', 'PUT', 'HEAD', 'OPTIONS']);
    expect(routes.methodsAt('/api/v2/hotels/101/info')).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(routes.methodsAt('/assets/app.js')).toBeUndefined();
  });

  it.each([
    ['a path that does not decode', 'GET', '/hotels/%ZZ/info', 400, 'malformed_request', 'path'],
    [
      'a reserved query key',
      'GET',
      `/hotels/101/rooms?${STAY}&rooms[0][__proto__][notes]=X`,
      400,
      'malformed_request',
      'rooms[0][__proto__][notes]',
    ],
    ['a method the path does not take', 'DELETE', '/hotels/101/info', 405, 'method_not_allowed', 'base'],
    ['an unknown method', 'PROPFIND', '/hotels/101/reservations', 405, 'method_not_allowed', 'base'],
    [
      'a URL over 16 kB',
      'GET',
      `/hotels/101/rooms?promo_code=${'x'.repeat(17_000)}`,
      414,
      'uri_too_long',
      'base',
    ],
    ['an unknown control', 'GET', '/__staykit/nowhere', 404, 'not_found', 'base'],
  ])('refuses %s', async (_name, method, path, status, code, field) => {
    const answer = await client.send(method, path);
    expect([answer.status, errorCode(answer.body)]).toEqual([status, code]);
    expect(detailFields(answer.body)).toContain(field);
    if (status === 405) expect(answer.headers.get('Allow')).toMatch(/^(GET|POST), .*OPTIONS$/);
    expect(({} as Record<string, unknown>)['notes']).toBeUndefined();
  });

  it.each([
    ['__proto__', '{"__proto__":{"notes":"X"}}', '__proto__'],
    ['constructor, nested', '{"guest":{"constructor":{"prototype":{"notes":"X"}}}}', 'guest.constructor'],
  ])('refuses a booking body with %s (400 naming the field)', async (_name, body, field) => {
    const answer = await client.send('POST', '/hotels/101/reservations', { body });
    expect([answer.status, errorCode(answer.body), detailFields(answer.body)]).toEqual([
      400,
      'malformed_request',
      ['base', field],
    ]);
    expect(({} as Record<string, unknown>)['notes']).toBeUndefined();
  });

  it('refuses JSON nested deeper than 32 levels (413)', async () => {
    const body = JSON.stringify({ ...BOOKING_BODY, notes: 'x' }).replace(
      '"x"',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    );
    const answer = await client.send('POST', '/hotels/101/reservations', { body });
    expect([answer.status, errorCode(answer.body)]).toEqual([413, 'payload_too_large']);
  });

  it('refuses a booking without its Idempotency-Key (400) and books nothing', async () => {
    const stock = async () =>
      (
        await client.get<{ stock: { room_count: number } }>(
          '/__staykit/state?hotel_id=101&room_type_code=STD&date=2026-12-10',
        )
      ).body.stock.room_count;
    const before = await stock();
    const answer = await client.send('POST', '/hotels/101/reservations', {
      body: BOOKING_BODY,
      withoutIdempotencyKey: true,
    });
    expect([answer.status, errorCode(answer.body), detailFields(answer.body)]).toEqual([
      400,
      'idempotency_key_missing',
      ['base', 'Idempotency-Key'],
    ]);
    expect(await stock()).toBe(before);
  });

  it('keeps an Idempotency-Key to the session that sent it', async () => {
    const key = { 'Idempotency-Key': 'shared-key-0001' };
    const body = { ...BOOKING_BODY, acknowledge_overlapping_reservation: true };
    const first = await client.send<{ data: { reservation: { reservation_number: string } } }>(
      'POST',
      '/hotels/101/reservations',
      { body, headers: key },
    );
    const firstSession = client.token;
    await client.startSession();
    const other = await client.send<{ data: { reservation: { reservation_number: string } } }>(
      'POST',
      '/hotels/101/reservations',
      { body, headers: key },
    );
    expect([first.status, other.status, other.headers.get('Idempotency-Replayed')]).toEqual([201, 201, null]);
    expect(other.body.data.reservation.reservation_number).not.toBe(
      first.body.data.reservation.reservation_number,
    );
    // Within the first session the key still replays its own answer.
    const replay = await client.send('POST', '/hotels/101/reservations', {
      body,
      headers: { ...key, 'Client-Session': firstSession },
    });
    expect([replay.status, replay.headers.get('Idempotency-Replayed'), replay.body]).toEqual([
      201,
      'true',
      first.body,
    ]);
  });
});

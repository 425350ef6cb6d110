import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { errorCode, useMockServer } from '../testing/testSetup';
import type { components } from '@staykit/sdk';

type Session = components['schemas']['ClientSessionResponse'];

const client = useMockServer();
const INIT = '/hotels/demo-tokyo/booking_widget/init';

describe('client sessions', () => {
  it('creates a token expiring 0.75 day later on the mock clock', async () => {
    const { status, body } = await client.send<Session>('POST', '/client_sessions', {
      body: { key: 'demo-widget', secret: 'demo-secret' },
      withoutSession: true,
    });
    expect(status).toBe(201);
    expect(body.data.client_session.length).toBeGreaterThanOrEqual(16);
    expect(body.data.expires_at).toBe('2026-12-02T03:00:00+09:00');
  });

  it('refuses a missing or unknown Client-Session with 403 client_session_invalid', async () => {
    const missing = await client.send('GET', INIT, { withoutSession: true });
    expect([missing.status, errorCode(missing.body)]).toEqual([403, 'client_session_invalid']);
    const unknown = await client.send('GET', INIT, {
      headers: { 'Client-Session': 'cs_never_issued_000000' },
    });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([403, 'client_session_invalid']);
  });

  it('answers 403 4000 once the clock passed 0.75 day, and a refreshed token works', async () => {
    expect((await client.get(INIT)).status).toBe(200);
    mockClock.advanceMinutes(0.75 * 24 * 60 - 1);
    expect((await client.get(INIT)).status).toBe(200);
    mockClock.advanceMinutes(1);
    const expired = await client.get(INIT);
    expect([expired.status, errorCode(expired.body)]).toEqual([403, '4000']);
    const refreshed = await client.send<Session>('POST', '/api/client_sessions', { body: {} });
    expect(refreshed.status).toBe(200);
    client.token = refreshed.body.data.client_session;
    expect((await client.get(INIT)).status).toBe(200);
  });

  it('refuses to refresh an unknown token and reads the token from the body too', async () => {
    const unknown = await client.send('POST', '/api/client_sessions', {
      body: {},
      headers: { 'Client-Session': 'cs_never_issued_000000' },
    });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([403, 'client_session_invalid']);
    const fromBody = await client.send('POST', '/api/client_sessions', {
      body: { client_session: client.token },
      withoutSession: true,
    });
    expect(fromBody.status).toBe(200);
  });

  it('replays a creation sent again with the same Idempotency-Key and body', async () => {
    const send = () =>
      client.send<Session>('POST', '/client_sessions', {
        body: { key: 'demo-widget', secret: 'demo-secret' },
        headers: { 'Idempotency-Key': 'idem-12345678' },
        withoutSession: true,
      });
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotency-Replayed')).toBe('true');
  });

  it('answers garbage bodies with 400 or 422, never a 500', async () => {
    const notJson = await client.send('POST', '/client_sessions', { body: '{"key":', withoutSession: true });
    expect([notJson.status, errorCode(notJson.body)]).toEqual([400, 'malformed_request']);
    for (const body of [
      [],
      { key: 1, secret: true },
      { key: 'demo-widget' },
      { key: 'demo-widget', secret: 'demo-secret', extra: 1 },
    ]) {
      const response = await client.send('POST', '/client_sessions', { body, withoutSession: true });
      expect([response.status, errorCode(response.body)]).toEqual([422, '1000']);
    }
  });
});

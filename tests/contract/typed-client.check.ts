// Type tests, checked by `npm run typecheck` (tsc fails on an unused @ts-expect-error): openapi-fetch
// calls against the generated types compile under strict settings, and mistakes do not.
import createClient from 'openapi-fetch';
import type { ErrorCode, paths } from '@staykit/sdk';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });
const headers = { 'Client-Session': 'cs_demo_0000000000000000' };

export async function typedCalls() {
  const session = await api.POST('/client_sessions', {
    params: { header: { 'Idempotency-Key': 'key-00000001' } },
    body: { key: 'demo-widget', secret: 'demo-secret' },
  });
  const token: string | undefined = session.data?.data.client_session;

  const init = await api.GET('/hotels/{hotel_code}/booking_widget/init', {
    params: { path: { hotel_code: 'demo-tokyo' } },
    headers,
  });
  const hotelId: number | undefined = init.data?.data.hotel_id;

  const rooms = await api.GET('/hotels/{hotel_id}/rooms', {
    params: {
      path: { hotel_id: 101 },
      query: {
        checkin_date: '2026-12-24',
        checkout_date: '2026-12-26',
        adults: 2,
        order: 'price_high_to_low',
      },
    },
    headers,
  });
  // Errors are typed too: a client branches on the code, never on text.
  const firstError = rooms.error?.errors;
  const code: ErrorCode | number | undefined = Array.isArray(firstError) ? firstError[0]?.code : undefined;

  // Mistakes the types catch:
  await api.POST('/client_sessions', {
    params: { header: { 'Idempotency-Key': 'key-00000002' } },
    // @ts-expect-error a required body field (secret) is missing
    body: { key: 'demo-widget' },
  });
  await api.GET('/hotels/{hotel_id}/rooms', {
    // @ts-expect-error hotel_id is a number, not a hotel code
    params: { path: { hotel_id: 'demo-tokyo' } },
    headers,
  });
  await api.GET('/hotels/{hotel_code}/booking_widget/init', {
    // @ts-expect-error the path parameter is hotel_code, not hotel_id
    params: { path: { hotel_id: 101 } },
    headers,
  });
  await api.GET('/hotels/{hotel_id}/rooms', {
    // @ts-expect-error `cheapest` is not a sort order
    params: { path: { hotel_id: 101 }, query: { order: 'cheapest' } },
    headers,
  });
  // @ts-expect-error an operation the contract does not have
  await api.GET('/hotels/{hotel_id}/rooms/cheapest', { params: { path: { hotel_id: 101 } } });

  return { token, hotelId, code };
}

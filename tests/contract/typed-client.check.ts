// Type tests, checked by `npm run typecheck` (tsc fails on an unused @ts-expect-error): openapi-fetch
// calls against the generated types compile under strict settings, and mistakes do not.
import createClient from 'openapi-fetch';
import type { paths } from '@staykit/sdk';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });
const headers = { 'Client-Session': 'cs_demo_0000000000000000' };

export async function typedCalls() {
  const session = await api.POST('/client_sessions', {
    params: { header: { 'Idempotency-Key': 'key-00000001' } },
    body: { key: 'demo-widget', secret: 'demo-secret' },
  });
  const token: string | undefined = session.data?.data.client_session;

  await api.POST('/client_sessions', {
    params: { header: { 'Idempotency-Key': 'key-00000002' } },
    // @ts-expect-error a required body field (secret) is missing
    body: { key: 'demo-widget' },
  });

  return { token, headers };
}

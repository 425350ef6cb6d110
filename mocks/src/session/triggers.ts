/**
 * Triggers of client sessions: a missing, unknown or expired `Client-Session`, and wrong widget
 * credentials. Part of the one trigger registry (`src/triggers.ts`), which renders `docs/mock-
 * triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import type { Trigger } from '../lib/trigger';

/** The client-session triggers, by name. */
export const sessionTriggers = {
  clientSessionMissing: {
    code: 'client_session_invalid',
    operations: ['every operation except createClientSession'],
    value: 'no Client-Session header',
    description: 'A missing or unknown `Client-Session` header (refreshClientSession: an unknown token).',
    example: { method: 'GET', path: '/hotels/demo-tokyo/booking_widget/init', withoutSession: true },
  },
  clientSessionExpired: {
    code: '4000',
    operations: ['every operation except createClientSession'],
    value: 'cs_expired_0000_trigger',
    description:
      'This `Client-Session` token, or any token once the clock passed its 0.75-day lifetime (`POST /__staykit/clock/advance {"minutes":1080}`).',
    example: {
      method: 'GET',
      path: '/hotels/demo-tokyo/booking_widget/init',
      headers: { 'Client-Session': 'cs_expired_0000_trigger' },
    },
  },
  clientKeyInvalid: {
    code: '1000',
    operations: ['createClientSession'],
    value: 'secret other than demo-secret',
    description: 'A key and secret other than `demo-widget` / `demo-secret`.',
    example: {
      method: 'POST',
      path: '/client_sessions',
      body: { key: 'demo-widget', secret: 'wrong' },
      withoutSession: true,
    },
  },
} as const satisfies Record<string, Trigger>;

/**
 * `@staykit/mocks`: the stateful mock backend of the Staykit API — MSW handlers over an in-memory db,
 * a deterministic seed of scenario hotels, documented error triggers and a mock clock.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { handlers, resetMock } from '@staykit/mocks';
 *
 * const server = setupServer(...handlers);
 * server.listen({ onUnhandledRequest: 'error' });
 * beforeEach(() => resetMock());
 * ```
 * @packageDocumentation
 */
import type { RequestHandler } from 'msw';
import { answerHandlers } from './afterBooking/answerHandlers';
import { cancellationHandlers } from './afterBooking/cancellationHandlers';
import { guestHandlers } from './afterBooking/guestHandlers';
import { lookupHandlers } from './afterBooking/lookupHandlers';
import { receiptHandlers } from './afterBooking/receiptHandlers';
import { updateHandlers } from './afterBooking/updateHandlers';
import { updateSettingsHandlers } from './afterBooking/updateSettingsHandlers';
import { attachmentHandlers } from './booking/attachmentHandlers';
import { reservationHandlers } from './booking/reservationHandlers';
import { controlHandlers } from './controls/controlHandlers';
import { brandHandlers } from './hotel/brandHandlers';
import { cancellationPolicyHandlers } from './hotel/cancellationPolicyHandlers';
import { extraHandlers } from './hotel/extraHandlers';
import { hotelHandlers } from './hotel/hotelHandlers';
import { imageHandlers } from './hotel/imageHandlers';
import { questionHandlers } from './hotel/questionHandlers';
import { requestGuardHandler, routeTableOf, unknownControlPathHandler } from './http/requestGuard';
import { myPageHandlers } from './account/myPageHandlers';
import { agencyHandlers } from './agency/agencyHandlers';
import { organizationHandlers } from './account/organizationHandlers';
import { pointHandlers } from './account/pointHandlers';
import { promotionHandlers } from './account/promotionHandlers';
import { qrCodeHandlers } from './account/qrCodeHandlers';
import { lotteryHandlers } from './lottery/lotteryHandlers';
import { savedCardHandlers } from './account/savedCardHandlers';
import { identityHandlers } from './identity/identityHandlers';
import { liffHandlers } from './identity/liffHandlers';
import { liffSdkHandlers } from './identity/liffSdkHandlers';
import { marketingEmailHandlers } from './identity/marketingEmailHandlers';
import { programHandlers } from './identity/programHandlers';
import { signInHandlers } from './identity/signInHandlers';
import { signInProviderHandlers } from './identity/signInProvider';
import { socialSignInHandlers } from './identity/socialSignInHandlers';
import { accountHandlers } from './identity/accountHandlers';
import { signUpHandlers } from './identity/signUpHandlers';
import { passwordHandlers } from './identity/passwordHandlers';
import { tokenExchangeHandlers } from './identity/tokenExchangeHandlers';
import { adyenHandlers } from './payment/adyenHandlers';
import { paypalHandlers } from './payment/paypalHandlers';
import { cardTokenHandlers } from './payment/cardTokenHandlers';
import { payLinkHandlers } from './payment/payLinkHandlers';
import { paymentHandlers, paymentSettlementHandler } from './payment/paymentHandlers';
import { paymentHubHandlers } from './payment/paymentHubHandlers';
import { roomHandlers } from './search/roomHandlers';
import { clientSessionHandlers } from './session/clientSessionHandlers';

/**
 * The domains `handlersFor` takes, in a guest's order.
 *
 * @example
 * ```ts
 * import { MOCK_DOMAINS } from '@staykit/mocks';
 * MOCK_DOMAINS.includes('lottery'); // true
 * ```
 */
export const MOCK_DOMAINS = [
  'hotel',
  'search',
  'booking',
  'payment',
  'afterBooking',
  'identity',
  'account',
  'lottery',
  'agency',
] as const;

/**
 * A domain of the mock, for `handlersFor`.
 *
 * @example
 * ```ts
 * import type { MockDomain } from '@staykit/mocks';
 * const checkout: MockDomain[] = ['hotel', 'search', 'booking', 'payment'];
 * ```
 */
export type MockDomain = (typeof MOCK_DOMAINS)[number];

// The handlers of each domain, for `handlersFor`. Start-up's sessions, the controls and the payment
// clock are in every set.
const BASE: readonly RequestHandler[] = [
  paymentSettlementHandler,
  ...controlHandlers,
  ...clientSessionHandlers,
];
const DOMAIN_HANDLERS: Readonly<Record<MockDomain, readonly RequestHandler[]>> = {
  hotel: [
    ...imageHandlers,
    ...hotelHandlers,
    ...extraHandlers,
    ...questionHandlers,
    ...cancellationPolicyHandlers,
    ...brandHandlers,
  ],
  search: roomHandlers,
  booking: [...reservationHandlers, ...attachmentHandlers],
  payment: [
    ...paymentHandlers,
    ...cardTokenHandlers,
    ...payLinkHandlers,
    ...paymentHubHandlers,
    ...adyenHandlers,
    ...paypalHandlers,
  ],
  afterBooking: [
    ...lookupHandlers,
    ...updateSettingsHandlers,
    ...cancellationHandlers,
    ...updateHandlers,
    ...receiptHandlers,
    ...guestHandlers,
    ...answerHandlers,
  ],
  identity: [
    ...identityHandlers,
    ...signInHandlers,
    ...accountHandlers,
    ...socialSignInHandlers,
    ...signInProviderHandlers,
    ...signUpHandlers,
    ...passwordHandlers,
    ...tokenExchangeHandlers,
    ...programHandlers,
    ...marketingEmailHandlers,
    ...liffHandlers,
    ...liffSdkHandlers,
  ],
  account: [
    ...pointHandlers,
    ...savedCardHandlers,
    ...promotionHandlers,
    ...myPageHandlers,
    ...organizationHandlers,
    ...qrCodeHandlers,
  ],
  lottery: lotteryHandlers,
  agency: agencyHandlers,
};

// Every handler that answers something: the payment clock's first (it answers nothing itself, see
// `paymentSettlementHandler`), the controls (`/__staykit/...`) and sessions, then each domain's in a
// guest's order. No two handlers take the same method and path, so the order decides nothing else.
const served: readonly RequestHandler[] = [
  ...BASE,
  ...MOCK_DOMAINS.flatMap((domain) => DOMAIN_HANDLERS[domain]),
];

/**
 * The mock's handlers for some domains only, with client sessions, the controls and the request checks
 * every set has. A call to another domain is then unhandled, so `onUnhandledRequest: 'error'` says when a
 * screen calls more than its test expects.
 *
 * @example
 * ```ts
 * import { handlersFor } from '@staykit/mocks';
 * const server = setupServer(...handlersFor('hotel', 'search'));
 * server.listen({ onUnhandledRequest: 'error' });
 * ```
 */
export function handlersFor(...domains: readonly MockDomain[]): readonly RequestHandler[] {
  const chosen = new Set([...BASE, ...domains.flatMap((domain) => DOMAIN_HANDLERS[domain])]);
  // In the order of all handlers: where two paths overlap, the same one answers as in `handlers`.
  const subset = served.filter((handler) => chosen.has(handler));
  return [requestGuardHandler(routeTableOf(subset)), ...subset, unknownControlPathHandler];
}

/**
 * Every handler of the mock. The first refuses what no operation should see (a path that does not
 * decode, a reserved query key, a method the path does not take, a body or URL over the limits) with the
 * contract's envelope; the last answers an unknown `/__staykit/` path 404. Paths match any base URL.
 *
 * @example
 * ```ts
 * import { setupWorker } from 'msw/browser';
 * import { handlers } from '@staykit/mocks';
 * await setupWorker(...handlers).start();
 * ```
 */
export const handlers: readonly RequestHandler[] = [
  requestGuardHandler(routeTableOf(served)),
  ...served,
  unknownControlPathHandler,
];

/**
 * Rebuilds the db from the seed and puts the clock back to 2026-12-01 09:00 JST (or `options.now`).
 *
 * @example
 * ```ts
 * import { resetMock } from '@staykit/mocks';
 * resetMock();
 * resetMock({ now: '2027-03-01T09:00:00+09:00' }); // the seed's dates follow the clock
 * ```
 */
export { resetMock } from './seed/resetMock';

/**
 * Options of `resetMock`.
 *
 * @example
 * ```ts
 * import type { ResetMockOptions } from '@staykit/mocks';
 * const options: ResetMockOptions = { now: '2027-03-01T09:00:00+09:00' };
 * ```
 */
export type { ResetMockOptions } from './seed/resetMock';

/**
 * The mock clock: `now()`, `nowMillis()`, `setNow(instant)`, `advanceMinutes(minutes)`, `reset()`.
 *
 * @example
 * ```ts
 * import { mockClock } from '@staykit/mocks';
 * mockClock.advanceMinutes(0.75 * 24 * 60); // client sessions issued before are now expired
 * ```
 */
export { mockClock } from './clock';

/**
 * The default "now" of the mock clock, `2026-12-01T09:00:00+09:00`.
 *
 * @example
 * ```ts
 * import { DEFAULT_NOW } from '@staykit/mocks';
 * new Date(DEFAULT_NOW).toISOString(); // '2026-12-01T00:00:00.000Z'
 * ```
 */
export { DEFAULT_NOW } from './clock';

/**
 * The trigger registry: for each error code, the documented input that produces it.
 *
 * @example
 * ```ts
 * import { TRIGGERS } from '@staykit/mocks';
 * await fetch(`${base}/hotels/101/rooms?checkin_date=2026-12-10&checkout_date=2026-12-11&promo_code=${TRIGGERS.promotionCannotApply.value}`);
 * // → 422 { errors: [{ code: '2001', ... }] }
 * ```
 */
export { TRIGGERS, renderTriggersMarkdown } from './triggers';

/**
 * A booking the fresh seed accepts (one night at demo-tokyo, paid by the test Visa token): a base for
 * booking tests and for trigger bodies.
 *
 * @example
 * ```ts
 * import { BOOKING_BODY } from '@staykit/mocks';
 * const body = { ...BOOKING_BODY, payment: { type: 'on_site' } };
 * await fetch(`${base}/hotels/101/reservations`, { method: 'POST', headers, body: JSON.stringify(body) });
 * ```
 */
export { BOOKING_BODY } from './triggers';

/**
 * Types of the trigger registry.
 *
 * @example
 * ```ts
 * import type { Trigger } from '@staykit/mocks';
 * const byCode = (code: string, triggers: readonly Trigger[]) => triggers.filter((t) => t.code === code);
 * ```
 */
export type { Trigger, TriggerExample, TriggerName } from './triggers';

/**
 * Makes every answer wait (milliseconds, 0 to 60,000; 0 answers at once), to show loading states.
 *
 * @example
 * ```ts
 * import { setMockDelay } from '@staykit/mocks';
 * setMockDelay(400);
 * ```
 */
export { setMockDelay } from './http/route';

/**
 * Where `createTemporaryStorage` sends a guest to pay: the agency site's root (`https://agency.example.com`
 * unless set). Configuration, not state: `resetMock` leaves it.
 *
 * @example
 * ```ts
 * import { setAgencySite } from '@staykit/mocks';
 * setAgencySite('http://127.0.0.1:5173/agency');
 * ```
 */
export { setAgencySite } from './agency/agencySite';

/**
 * The widget credentials the mock accepts: key `demo-widget`, secret `demo-secret`.
 *
 * @example
 * ```ts
 * import { DEMO_CLIENT } from '@staykit/mocks';
 * createStaykitClient({ baseUrl, locale: 'en', credentials: DEMO_CLIENT });
 * ```
 */
export { DEMO_CLIENT } from './session/clientSessionHandlers';

/**
 * One operation's answer replaced in a test: a catalogue error, a body of its own shape, or a dropped
 * connection, for every request or `{ once: true }`. Named by method and contract path.
 *
 * @example
 * ```ts
 * import { override } from '@staykit/mocks';
 * server.use(override('get', '/hotels/{hotel_id}/rooms').fails('sold_out'));
 * server.use(override('post', '/client_sessions', { once: true }).networkError());
 * ```
 */
export { override } from './http/override';

/**
 * Types of `override`.
 *
 * @example
 * ```ts
 * import type { OverrideOptions } from '@staykit/mocks';
 * const options: OverrideOptions = { once: true };
 * ```
 */
export type { Override, OverrideErrorOptions, OverrideOptions, OverridablePath } from './http/override';

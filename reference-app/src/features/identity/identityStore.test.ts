import { DEMO_CLIENT } from '@staykit/mocks';
import { createStaykitClient, memoryStorage } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests } from '../../testing/recordRequests';
import { setupMockApi, TEST_CONFIG } from '../../testing/setupMockApi';
import { memoryWebStorage } from '../../testing/startWidget';
import { createUserTokenStore } from '../../app/userTokenStore';
import { createIdentityStore } from './identityStore';
import { readIdentityRequest } from './identityRequest';

// The identity store over the mock's handlers, for what the widget cannot show in a DOM test without
// waiting out the SDK's retries: the membership programme failing in different ways after a member signs
// in with one of the seed's one-time tokens (Ichiro Suzuki's programme is retired).
const server = setupMockApi();

type SharedStorage = ReturnType<typeof memoryWebStorage>;

function signInAndLoadTheProgramme(oneTimeToken: string, onSignedOut = () => undefined) {
  return openWidget(memoryWebStorage(), oneTimeToken, onSignedOut);
}

/** A widget on the demo hotel over `storage`, started with `oneTimeToken` in its address, or none. */
async function openWidget(
  storage: SharedStorage,
  oneTimeToken: string | null,
  onSignedOut = () => undefined,
) {
  const tokens = createUserTokenStore(storage);
  let programCall: Promise<unknown> = Promise.resolve();
  const client = createStaykitClient({
    baseUrl: TEST_CONFIG.apiUrl,
    locale: 'en',
    credentials: DEMO_CLIENT,
    storage: memoryStorage(),
    getUserToken: tokens.read,
    // One attempt: a failure is final at once.
    maxRetries: 0,
    fetch: (request) => {
      const answer = fetch(request);
      if (new URL(request.url).pathname.endsWith('/memberships/program')) programCall = answer;
      return answer;
    },
  });
  const { data: hotel } = await client.booking.getBookingWidgetInit({
    params: { path: { hotel_code: 'demo-tokyo' } },
  });
  const identity = createIdentityStore({
    request: readIdentityRequest(
      'https://hotel.test/booking/result',
      oneTimeToken === null ? {} : { one_time_access_token: oneTimeToken },
    ),
    tokens,
    onSignInNeeded: () => undefined,
    onSignedOut,
  });
  await identity.start({ client, hotel, pathname: '/booking/result' });
  // The programme loads after start-up settles: wait for its call to end, then for the store to take it.
  await programCall.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { identity, tokens, client, hotel };
}

describe('identity store: the programme after sign-in', () => {
  it('signs the member out with the logout message when the API refuses the programme', async () => {
    const { identity, tokens } = await signInAndLoadTheProgramme('ota_ichiro_0001');
    expect(identity.getState().notice).toBe('loggedOut');
    expect(identity.getState().user).toBeNull();
    expect(tokens.read()).toBeNull();
  });

  it('keeps the member signed in when the programme call gets no answer (offline, or cut short by a reload)', async () => {
    server.use(http.get('*/hotels/:hotel_id/memberships/program', () => HttpResponse.error()));
    const { identity, tokens } = await signInAndLoadTheProgramme('ota_hanako_0001');
    expect(identity.getState().user?.name).toBe('Hanako Yamada');
    expect(identity.getState().notice).toBeNull();
    expect(tokens.read()).toMatch(/^ut_/);
  });

  it('loads the programme of a member whose call is answered', async () => {
    const { identity } = await signInAndLoadTheProgramme('ota_hanako_0001');
    expect(identity.getState().user?.name).toBe('Hanako Yamada');
    expect(identity.getState().program).not.toBeNull();
  });
});

describe('identity store: signing out', () => {
  it('has the app forget what was the member’s (the client session) when a member signs out', async () => {
    let forgotten = 0;
    const { identity, client, hotel } = await signInAndLoadTheProgramme('ota_hanako_0001', () => {
      forgotten += 1;
    });
    expect(forgotten).toBe(0);
    await identity.signOut({ client, hotel });
    expect(identity.getState().user).toBeNull();
    expect(forgotten).toBe(1);
  });

  it('forgets nothing more when nobody was signed in (a spent token at start-up costs no new session)', async () => {
    let forgotten = 0;
    const { identity } = await signInAndLoadTheProgramme('ota_spent_0000_trigger', () => {
      forgotten += 1;
    });
    expect(identity.getState().user).toBeNull();
    expect(forgotten).toBe(0);
  });
});

describe('identity store: a chatbot’s sync', () => {
  it('keeps a sign-in stored since the other frame’s sign-out, instead of wiping it', async () => {
    const storage = memoryWebStorage();
    const hotelFrame = await openWidget(storage, 'ota_hanako_0001');
    const chatbotFrame = await openWidget(storage, null);
    await chatbotFrame.identity.signOut(chatbotFrame);
    // Someone signed in again (in the chatbot's frame) before the hotel's frame hears of the sign-out.
    await openWidget(storage, 'ota_mei_0001');
    await hotelFrame.identity.signedOutElsewhere(hotelFrame);
    expect(hotelFrame.identity.getState().user?.name).toBe('Mei Watanabe');
    expect(hotelFrame.tokens.read()).not.toBeNull();
  });

  // Two frames of the widget on one browser share the widget origin's storage: the hotel's and the
  // chatbot's (docs/embedding.md, "Messages to the widget").
  it('takes the member signed in by another frame, with the programme, when asked to read again', async () => {
    const storage = memoryWebStorage();
    const hotelFrame = await openWidget(storage, null);
    expect(hotelFrame.identity.getState().user).toBeNull();
    await openWidget(storage, 'ota_hanako_0001');
    await expect(hotelFrame.identity.resync(hotelFrame)).resolves.toBe(true);
    expect(hotelFrame.identity.getState().user?.name).toBe('Hanako Yamada');
    await vi.waitFor(() => expect(hotelFrame.identity.getState().program).not.toBeNull());
  });

  it('logs out locally, with no message and no server call, when the other frame signed out', async () => {
    const storage = memoryWebStorage();
    let forgotten = 0;
    const hotelFrame = await openWidget(storage, 'ota_hanako_0001', () => {
      forgotten += 1;
    });
    const chatbotFrame = await openWidget(storage, null);
    expect(chatbotFrame.identity.getState().user?.name).toBe('Hanako Yamada');
    const signOuts = recordRequests(server, (url) => url.pathname.endsWith('/memberships/sign_out'));
    await chatbotFrame.identity.signOut(chatbotFrame);
    expect(signOuts.requests).toHaveLength(1);
    await hotelFrame.identity.signedOutElsewhere(hotelFrame);
    expect(hotelFrame.identity.getState()).toMatchObject({ user: null, notice: null });
    expect(forgotten).toBe(1);
    expect(signOuts.requests).toHaveLength(1);
    // Asked to read again instead, it finds nobody and says so.
    await expect(hotelFrame.identity.resync(hotelFrame)).resolves.toBe(false);
  });

  it('logs out locally when the stored sign-in is one the API refuses', async () => {
    const hotelFrame = await openWidget(memoryWebStorage(), 'ota_hanako_0001');
    // Revoked on the server (a sign-out elsewhere) while still stored here.
    const token = hotelFrame.tokens.read() ?? '';
    await hotelFrame.client.membership.signOut({
      params: { path: { hotel_id: hotelFrame.hotel.hotel_id } },
      headers: { Authorization: `Bearer ${token}` },
    });
    await expect(hotelFrame.identity.resync(hotelFrame)).resolves.toBe(false);
    expect(hotelFrame.identity.getState().user).toBeNull();
    expect(hotelFrame.tokens.read()).toBeNull();
  });

  it('keeps the member when the API does not answer', async () => {
    const hotelFrame = await openWidget(memoryWebStorage(), 'ota_hanako_0001');
    server.use(http.get('*/user/identity', () => HttpResponse.error()));
    await expect(hotelFrame.identity.resync(hotelFrame)).resolves.toBe(true);
    expect(hotelFrame.identity.getState().user?.name).toBe('Hanako Yamada');
  });
});

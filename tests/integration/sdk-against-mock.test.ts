// The SDK against the stateful mock over real HTTP, with every exchange passing through
// `prism proxy --errors`: Prism refuses a request that breaks the contract (422, not forwarded) and turns
// an answer that breaks it into a 500 with the violations in `sl-violations`. So this suite proves the
// SDK, the mock and the contract agree, for every start-up and search operation, and for sign-up and password reset.
import { describe, expect, it } from 'vitest';
import { startUpCalls } from './startUpCalls';
import { useMockBehindPrism } from './useMockBehindPrism';

const api = useMockBehindPrism();
// The client forwards to the real one once beforeAll has made it, so it.each may collect calls of it.
const { client } = api;
const dayFromToday = (days: number) => api.dayFromToday(days);

describe('SDK → prism proxy --errors → stateful mock', () => {
  it('starts a session, loads demo-tokyo and searches rooms', async () => {
    const init = await client.booking.getBookingWidgetInit({
      params: { path: { hotel_code: 'demo-tokyo' } },
    });
    expect(init.data.hotel_id).toBe(101);
    const rooms = await client.booking.searchRooms({
      params: {
        path: { hotel_id: init.data.hotel_id },
        query: { checkin_date: await dayFromToday(14), checkout_date: await dayFromToday(16), adults: 2 },
      },
    });
    expect(rooms.data).toBeDefined();
  });

  it.each(['recommended', 'price_low_to_high', 'price_high_to_low', 'asc', 'desc'] as const)(
    'searches by plan in order %s',
    async (order) => {
      const result = await client.booking.searchRooms({
        params: {
          path: { hotel_id: 101 },
          query: {
            checkin_date: await dayFromToday(20),
            checkout_date: await dayFromToday(21),
            type: 'plan',
            order,
          },
        },
      });
      expect(result.data).toBeDefined();
    },
  );

  it('searches several rooms that differ, in bracket notation', async () => {
    const result = await client.booking.searchRooms({
      params: {
        path: { hotel_id: 101 },
        query: {
          checkin_date: await dayFromToday(30),
          checkout_date: await dayFromToday(32),
          rooms: [{ adults: 2 }, { adults: 1 }],
        },
      },
    });
    expect(result.data).toBeDefined();
  });

  it.each(startUpCalls(client))('%s', async (_name, run) => {
    await expect(run()).resolves.toBeDefined();
  });

  it('gets recommendations, inventory and a 60-day availability calendar', async () => {
    const query = { checkin_date: await dayFromToday(10), checkout_date: await dayFromToday(12) };
    await expect(
      client.booking.getRoomRecommendations({ params: { path: { hotel_id: 101 }, query } }),
    ).resolves.toBeDefined();
    await expect(
      client.booking.getRoomInventory({ params: { path: { hotel_id: 101 }, query } }),
    ).resolves.toBeDefined();
    const calendar = await client.booking.getRoomAvailability({
      params: {
        path: { hotel_id: 101 },
        query: { start_date: await dayFromToday(0), end_date: await dayFromToday(59) },
      },
    });
    expect(calendar.data).toBeDefined();
  });

  it('prices the first plan the search offers', async () => {
    const query = { checkin_date: await dayFromToday(40), checkout_date: await dayFromToday(42), adults: 2 };
    const search = await client.booking.searchRooms({ params: { path: { hotel_id: 101 }, query } });
    const room = search.data.rooms?.[0];
    const plan = room?.room_plans?.[0];
    expect(plan).toBeDefined();
    const price = await client.booking.getRoomPrice({
      params: {
        path: { hotel_id: 101 },
        query: {
          ...query,
          selected_rooms: [
            {
              room_type_code: room?.room_type_code ?? '',
              room_plan_code: plan?.room_plan_code ?? '',
              adults: 2,
              quantity: 1,
            },
          ],
        },
      },
    });
    expect(price.data.total_price).toBeGreaterThan(0);
  });

  it('answers refused input with the documented error, in the contract', async () => {
    await expect(
      client.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'demo-missing' } } }),
    ).rejects.toMatchObject({ status: 404, code: 'hotel_not_found' });
  });

  it('signs a member up, confirms the e-mail from the outbox and signs in', async () => {
    const email = 'sakura.tanaka@example.com';
    const password = 'Spring2027a';
    const signedUp = await client.membership.signUp({
      params: { path: { hotel_id: 101 } },
      body: {
        first_name: 'Sakura',
        last_name: 'Tanaka',
        email,
        email_confirmation: email,
        password,
        password_confirmation: password,
        terms_accepted: true,
      },
    });
    expect(signedUp.data.status).toBe('provisional');
    await expect(
      client.membership.signIn({
        params: { path: { hotel_id: 101 } },
        body: { grant_type: 'password', email, password },
      }),
    ).rejects.toMatchObject({ code: 'membership_not_registered' });
    // The mock's outbox holds the mail; its link is the widget's /member-confirmation page.
    const outbox = (await (await fetch(`${api.mockUrl}/__staykit/outbox?to=${email}`)).json()) as {
      data: { links: string[] }[];
    };
    const link = new URL(outbox.data[0]?.links[0] ?? '', 'https://widget.example');
    const confirmed = await client.membership.confirmMembership({
      params: {
        path: { hotel_id: 101 },
        query: { confirmation_token: link.searchParams.get('confirmation_token') ?? '' },
      },
    });
    expect(confirmed.data.status).toBe('confirmed');
    const session = await client.membership.signIn({
      params: { path: { hotel_id: 101 } },
      body: { grant_type: 'password', email, password },
    });
    expect(session.data.user.first_name).toBe('Sakura');
  });

  it('resets a password from the outbox link and signs in with the new one', async () => {
    const email = 'hanako.yamada@example.com';
    const accepted = await client.membership.startPasswordReset({
      params: { path: { hotel_id: 101 } },
      body: { email },
    });
    expect(accepted.data.accepted).toBe(true);
    const outbox = (await (await fetch(`${api.mockUrl}/__staykit/outbox?to=${email}`)).json()) as {
      data: { links: string[] }[];
    };
    const link = new URL(outbox.data.at(-1)?.links[0] ?? '', 'https://widget.example');
    const password = 'Spring2027a!';
    await client.membership.updateMembershipPassword({
      params: { path: { hotel_id: 101 } },
      body: {
        reset_password_token: link.searchParams.get('reset_password_token') ?? '',
        password,
        password_confirmation: password,
      },
    });
    const session = await client.membership.signIn({
      params: { path: { hotel_id: 101 } },
      body: { grant_type: 'password', email, password },
    });
    expect(session.data.user.first_name).toBe('Hanako');
  });

  it('saw no contract violation in any exchange', () => {
    expect(api.exchanges.length).toBeGreaterThan(20);
    expect(api.brokenExchanges()).toEqual([]);
  });
});

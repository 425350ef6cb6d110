// What a member does, by the SDK against the stateful mock, every exchange through `prism proxy --errors`:
// sign up, confirm from the mailed link, sign in, read and change the account (e-mail, password, profile),
// switch programme, sign in with LINE and Facebook through the test provider, sign out, remove the
// account; read the account's reservations, points, cards, vouchers and coupons, exchange points and
// delete a card; enter a room lottery, change, cancel and restore the entry, and book a win after the
// draw; and the refusals on the way, asserted by code. The suite ends by asserting Prism saw no contract
// violation in any exchange.
import { describe, expect, it } from 'vitest';
import { useMockBehindPrism } from './useMockBehindPrism';

const api = useMockBehindPrism();
const HOTEL = { path: { hotel_id: 101 } };
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

/** The first link of `path` the mock mailed to `to` (its outbox, not part of the contract). */
async function mailedLink(to: string, path: string): Promise<URL> {
  const response = await fetch(`${api.mockUrl}/__staykit/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: { links: string[] }[] };
  const link = data.flatMap((mail) => mail.links).find((candidate) => candidate.startsWith(path));
  if (link === undefined) throw new Error(`No ${path} link was mailed to ${to}`);
  return new URL(link, 'https://book.example.com');
}

/** A choice on the test provider's page, as the guest's browser makes it; where it sends the browser. */
async function provider(
  name: 'line' | 'facebook' | 'open_id',
  choice: string,
  redirectUri: string,
  state: string,
) {
  const response = await fetch(`${api.mockUrl}/__staykit/sign-in-provider/${name}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: redirectUri, state, nonce: `n_${state}`, choice }).toString(),
    redirect: 'manual',
  });
  return new URL(response.headers.get('Location') ?? '');
}

const signIn = async (email: string, password: string) =>
  (
    await api.client.membership.signIn({
      params: HOTEL,
      body: { grant_type: 'password', email, password },
    })
  ).data;

describe('membership: SDK → prism proxy --errors → stateful mock', () => {
  const email = 'ren.mori@example.com';

  it('signs up, is refused before confirming, confirms from the mailed link, then signs in', async () => {
    await api.client.membership.signUp({
      params: HOTEL,
      body: {
        first_name: 'Ren',
        last_name: 'Mori',
        email,
        email_confirmation: email,
        password: 'Winter2026x',
        password_confirmation: 'Winter2026x',
        terms_accepted: true,
        phone: '+819055556666',
      },
    });
    expect(await refusal(signIn(email, 'Winter2026x'))).toMatchObject({ code: 'membership_not_registered' });
    const link = await mailedLink(email, '/member-confirmation');
    await api.client.membership.confirmMembership({
      params: { ...HOTEL, query: { confirmation_token: link.searchParams.get('confirmation_token') ?? '' } },
    });
    const session = await signIn(email, 'Winter2026x');
    const profile = await api.client.membership.getMembership({
      params: HOTEL,
      ...bearer(session.access_token),
    });
    // What the sign-up form held is kept.
    expect(profile.data).toMatchObject({ email, phone: '+819055556666', profile_update_allowed: false });
  });

  it('changes the password and the sign-in e-mail of a signed-in member', async () => {
    const session = await signIn(email, 'Winter2026x');
    await api.client.membership.updateMembershipPassword({
      params: HOTEL,
      ...bearer(session.access_token),
      body: {
        current_password: 'Winter2026x',
        password: 'Spring2027x!',
        password_confirmation: 'Spring2027x!',
      },
    });
    expect(await refusal(signIn(email, 'Winter2026x'))).toMatchObject({ code: 'invalid_credentials' });
    const again = await signIn(email, 'Spring2027x!');
    await api.client.membership.updateMembershipEmail({
      params: HOTEL,
      ...bearer(again.access_token),
      body: {
        email: 'ren.new@example.com',
        email_confirmation: 'ren.new@example.com',
        current_password: 'Spring2027x!',
      },
    });
    const link = await mailedLink('ren.new@example.com', '/member-confirmation');
    await api.client.membership.confirmMembership({
      params: {
        ...HOTEL,
        query: { confirmation_token: link.searchParams.get('confirmation_token') ?? '', email_update: true },
      },
    });
    expect((await signIn('ren.new@example.com', 'Spring2027x!')).user.id).toBe(again.user.id);
  });

  it('updates a LINE member’s profile, and refuses it to a member of the product’s own sign-in', async () => {
    const mei = await signIn('mei.watanabe@example.com', 'Winter2026x');
    const updated = await api.client.membership.updateMembership({
      params: HOTEL,
      ...bearer(mei.access_token),
      body: { last_name: 'Sasaki', post_code: '1000005' },
    });
    expect(updated.data).toMatchObject({ last_name: 'Sasaki', profile_update_allowed: true });
    const hanako = await signIn('hanako.yamada@example.com', 'Winter2026x');
    expect(
      await refusal(
        api.client.membership.updateMembership({
          params: HOTEL,
          ...bearer(hanako.access_token),
          body: { first_name: 'Hana' },
        }),
      ),
    ).toMatchObject({ code: 'profile_update_not_allowed' });
  });

  it('switches programme, reads programmes, and refuses an organization’s programme', async () => {
    const hanako = await signIn('hanako.yamada@example.com', 'Winter2026x');
    const switched = await api.client.membership.switchMembership({
      params: HOTEL,
      ...bearer(hanako.access_token),
      body: { program_id: 4 },
    });
    expect(switched.data.program_id).toBe(4);
    const signedIn = await api.client.membership.getSignedInProgram({
      params: { path: { program_id: 4 } },
      ...bearer(switched.data.access_token),
    });
    expect(signedIn.data.name).toBe('Demo Family');
    const listed = await api.client.membership.listPrograms({ params: { query: { ids: '1,4' } } });
    expect(listed.data.map((program) => program.id)).toEqual([1, 4]);
    const brand = await api.client.membership.listBrandMembershipPrograms({
      params: { path: { brand_id: 900 } },
    });
    // Demo Business (2) is an organization's; Demo Suites Club (5) is open to join (`joinable`).
    expect(brand.data.map((program) => [program.id, program.joinable])).toEqual([
      [1, true],
      [2, false],
      [4, true],
      [5, true],
    ]);
    expect(
      await refusal(
        api.client.membership.switchMembership({
          params: HOTEL,
          ...bearer(switched.data.access_token),
          body: { program_id: 2 },
        }),
      ),
    ).toMatchObject({ code: 'membership_not_registered' });
  });

  it('signs in with LINE, Facebook and OpenID through the test provider, once per answer', async () => {
    const redirectUri = 'https://book.example.com/sso/custom/callback?hotel_code=demo-tokyo';
    const line = await provider('line', '58237', redirectUri, 'st_line');
    const body = { code: line.searchParams.get('code') ?? '', state: 'st_line', redirect_uri: redirectUri };
    const session = await api.client.membership.signInWithLine({ params: HOTEL, body });
    expect(session.data.user.provider).toBe('line');
    expect(await refusal(api.client.membership.signInWithLine({ params: HOTEL, body }))).toMatchObject({
      code: '1000',
    });
    const facebook = await provider('facebook', 'new', redirectUri, 'st_fb');
    const token = new URLSearchParams(facebook.hash.slice(1)).get('access_token') ?? '';
    const created = await api.client.membership.signInWithFacebook({
      params: HOTEL,
      body: { access_token: token },
    });
    expect(created.data.user).toMatchObject({ provider: 'facebook', first_name: 'Ren' });
    const openId = await provider('open_id', '58231', redirectUri, 'st_oid');
    const hanako = await api.client.membership.signInWithOpenId({
      params: HOTEL,
      body: {
        code: openId.searchParams.get('code') ?? '',
        state: 'st_oid',
        nonce: 'n_st_oid',
        redirect_uri: redirectUri,
      },
    });
    expect(hanako.data.user.id).toBe(58231);
    await api.client.membership.signOut({ params: HOTEL, ...bearer(created.data.access_token) });
    expect(
      await refusal(
        api.client.membership.getMembership({ params: HOTEL, ...bearer(created.data.access_token) }),
      ),
    ).toMatchObject({ code: 'unauthorized' });
  });

  it('removes an account for good', async () => {
    const session = await signIn('ren.new@example.com', 'Spring2027x!');
    await api.client.membership.cancelMembership({
      params: HOTEL,
      ...bearer(session.access_token),
      body: { reasons: ['hard_to_use'] },
    });
    expect(await refusal(signIn('ren.new@example.com', 'Spring2027x!'))).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it("reads the account's reservations, points, cards, vouchers and coupons, exchanges points, deletes a card", async () => {
    const { access_token: token } = await signIn('hanako.yamada@example.com', 'Winter2026x');
    const member = bearer(token);
    const upcoming = await api.client.membership.listUserReservations({ params: { query: {} }, ...member });
    expect(upcoming.data.map((row) => row.reservation_number)).toEqual(['SK9001', 'SK9002']);
    const cancelled = await api.client.membership.listUserReservations({
      params: { query: { status: 'cancelled', payment_type: 'on_site' } },
      ...member,
    });
    expect(cancelled.total_entries).toBe(1);
    const me = await api.client.membership.getCurrentUser({ ...member });
    expect(me.data.id).toBe(58231);

    const balance = await api.client.membership.getPoints({ params: HOTEL, ...member });
    expect(balance.data.total_point).toBe(10_000);
    const history = await api.client.membership.listPointsTimeline({
      params: { ...HOTEL, query: { page: 3 } },
      ...member,
    });
    expect(history).toMatchObject({ page: 3, total_pages: 3 });
    await api.client.membership.listPointsTimeline({
      params: { ...HOTEL, query: { scope: 'future' } },
      ...member,
    });
    const exchange = await api.client.membership.createPointExchange({
      params: HOTEL,
      ...member,
      body: { amount: 500, exchange_type: 'digico' },
    });
    expect(exchange.data.validity_days).toBe(180);
    expect(
      await refusal(
        api.client.membership.createPointExchange({ params: HOTEL, ...member, body: { amount: 750 } }),
      ),
    ).toMatchObject({ code: 'point_exchange_invalid' });
    expect(
      await refusal(
        api.client.membership.createPointExchange({ params: HOTEL, ...member, body: { amount: 50_000 } }),
      ),
    ).toMatchObject({ code: '2401' });
    const exchanges = await api.client.membership.listPointExchanges({
      params: { ...HOTEL, query: {} },
      ...member,
    });
    expect(exchanges.total_entries).toBe(2);

    const cards = await api.client.membership.listCreditCards({ params: HOTEL, ...member });
    expect(cards.data.filter((card) => !card.is_valid).map((card) => card.id)).toEqual([4870]);
    await api.client.membership.deleteCreditCard({
      params: { path: { hotel_id: 101, credit_card_id: 4870 } },
      ...member,
    });
    expect(
      await refusal(
        api.client.membership.deleteCreditCard({
          params: { path: { hotel_id: 101, credit_card_id: 4870 } },
          ...member,
        }),
      ),
    ).toMatchObject({ code: 'not_found' });
    expect(
      await refusal(
        api.client.membership.listCreditCards({ params: HOTEL, ...bearer('user_token_saved_cards_off') }),
      ),
    ).toMatchObject({ code: 'saved_cards_disabled' });

    const vouchers = await api.client.membership.listUserVouchers({ params: { query: {} }, ...member });
    expect(vouchers.has_vouchers).toBe(true);
    const coupons = await api.client.membership.listDiscountCoupons({
      params: { ...HOTEL, query: { status: 'available' } },
      ...member,
    });
    expect(coupons.data.map((coupon) => coupon.code)).toEqual(['WINTER2026', 'RANKUP10']);
    const coupon = await api.client.membership.getDiscountCoupon({
      params: { path: { hotel_id: 101, code: 'RANKUP10' } },
      ...member,
    });
    expect(coupon.data.usage_count).toBe(1);
  });

  it('enters a room lottery, changes, cancels and restores the entry, and books a win after the draw', async () => {
    const OPEN = '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001';
    const lottery = api.client.lottery;
    const event = await lottery.getLotteryEvent({
      params: { path: { event_id: OPEN }, query: { lottery_access_token: 'lat_winter_link' } },
    });
    expect(event.data).toMatchObject({
      status: 'accepting_entries',
      setting: { min_nights: 1, max_nights: 3 },
    });
    expect(
      await refusal(
        lottery.getLotteryEvent({
          params: { path: { event_id: OPEN }, query: { lottery_access_token: 'lottery_link_3781' } },
        }),
      ),
    ).toMatchObject({ code: '3781' });

    const { access_token: token } = await signIn('mei.watanabe@example.com', 'Winter2026x');
    const mei = bearer(token);
    const stay = (checkin: string, checkout: string) => ({
      event_id: OPEN,
      checkin_date: checkin,
      checkout_date: checkout,
      room_type_code: 'STD',
      hotel_plan_code: 'RO',
      room_plan_code: 'STD-RO',
      rooms: [{ adults: 2, children: 0 }],
      guest: {
        first_name: 'Mei',
        last_name: 'Watanabe',
        email: 'mei.watanabe@example.com',
        phone: '+819011112222',
      },
    });
    expect(
      await refusal(
        lottery.createLotteryEntry({ params: HOTEL, ...mei, body: stay('2027-02-14', '2027-02-18') }),
      ),
    ).toMatchObject({ code: 'lottery_nights_out_of_range' });
    const entered = await lottery.createLotteryEntry({
      params: HOTEL,
      ...mei,
      body: stay('2027-02-14', '2027-02-16'),
    });
    expect(entered.data.status).toBe('registered');
    expect(
      await refusal(
        lottery.createLotteryEntry({ params: HOTEL, ...mei, body: stay('2027-02-15', '2027-02-16') }),
      ),
    ).toMatchObject({ code: '3756' });
    const path = { hotel_id: 101, entry_number: entered.data.entry_number };
    const moved = await lottery.updateLotteryEntry({
      params: { path },
      ...mei,
      body: { restore: false, checkin_date: '2027-02-15', checkout_date: '2027-02-17' },
    });
    expect(moved.data).toMatchObject({ checkin_date: '2027-02-15', nights: 2 });
    await lottery.cancelLotteryEntry({ params: { path }, ...mei });
    const restored = await lottery.updateLotteryEntry({ params: { path }, ...mei, body: { restore: true } });
    expect(restored.data.status).toBe('registered');
    const mine = await api.client.membership.listUserLotteryResults({ params: { query: {} }, ...mei });
    expect(mine.data.map((entry) => entry.entry_number)).toContain(entered.data.entry_number);

    // The draw (a control of the mock, not part of the contract): Mei's entry wins.
    await fetch(`${api.mockUrl}/__staykit/lottery/${OPEN}/draw`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ winners: [entered.data.entry_number] }),
    });
    const won = await lottery.getLotteryEntry({ params: { path }, ...mei });
    expect(won.data.status).toBe('winner_reservation_pending');
    const winnerSearch = {
      checkin_date: '2027-02-15',
      checkout_date: '2027-02-17',
      adults: 2,
      lottery_event_uuid: OPEN,
      lottery_result_entry_number: entered.data.entry_number,
    };
    const rooms = await api.client.booking.searchRooms({ params: { ...HOTEL, query: winnerSearch }, ...mei });
    expect(rooms.data.rooms.length).toBeGreaterThan(0);
    const { access_token: hanako } = await signIn('hanako.yamada@example.com', 'Winter2026x');
    expect(
      await refusal(
        api.client.booking.searchRooms({ params: { ...HOTEL, query: winnerSearch }, ...bearer(hanako) }),
      ),
    ).toMatchObject({ code: 'lottery_access_denied' });
    const names = { first_name: 'Mei', last_name: 'Watanabe' };
    const booked = await api.client.booking.createReservation({
      params: HOTEL,
      ...mei,
      body: {
        checkin_date: '2027-02-15',
        checkout_date: '2027-02-17',
        rooms: [{ room_type_code: 'STD', room_plan_code: 'STD-RO', adults: 2, children: 0, guest: names }],
        guest: { ...names, email: 'mei.watanabe@example.com', phone: '+819011112222' },
        terms_accepted: true,
        booking_for_someone_else: false,
        update_profile: false,
        acknowledge_overlapping_reservation: false,
        points_to_spend: 0,
        payment: { type: 'on_site', save_card: false },
        additional_question_answers: [{ additional_question_id: 31, answer: { option_ids: [2] } }],
        lottery_result: { entry_number: entered.data.entry_number },
      },
    });
    const confirmed = await lottery.getLotteryEntry({ params: { path }, ...mei });
    expect(confirmed.data).toMatchObject({
      status: 'winner_reservation_confirmed',
      reservation: { reservation_number: booked.data.reservation.reservation_number },
    });
  });

  it('saw no contract violation in any exchange', () => {
    expect(api.exchanges.length).toBeGreaterThan(25);
    expect(api.brokenExchanges()).toEqual([]);
  });
});

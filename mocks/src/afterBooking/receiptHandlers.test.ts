import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bookingRequests, errorCode, FIRST_BOOKING, moveClockTo, useMockServer } from '../testing/testSetup';
import { TRIGGERS } from '../triggers';

type Created = components['schemas']['CreateReservationResponse'];
type ReceiptResponse = components['schemas']['ReservationReceiptResponse'];

const client = useMockServer();
// Default clock: today is 2026-12-01 09:00 in Japan; BOOKING_BODY books STD-RO on 2026-12-10 (15,800 JPY:
// 14,000 + 10% tax + 400 accommodation tax for two adults).
const { path: PATH, byEmail: EMAIL } = FIRST_BOOKING;
const { book } = bookingRequests(client);

const receipt = (query = EMAIL, headers: Record<string, string> = {}, path = PATH) =>
  client.send<ReceiptResponse>('GET', `${path}/receipt?${query}`, { headers });
const sum = (lines: readonly { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

// A demo-taipei booking paid at the hotel, with a Taiwan receipt made out to `receiptTitle`.
const taipeiBooking = (receiptTitle: string) => ({
  checkin_date: '2026-12-10',
  checkout_date: '2026-12-11',
  rooms: [
    {
      room_type_code: 'SUP',
      room_plan_code: 'SUP-RO',
      adults: 2,
      guest: { first_name: 'Mei', last_name: 'Wang' },
    },
  ],
  guest: { first_name: 'Mei', last_name: 'Wang', email: 'mei.wang@example.com', phone: '+886912345678' },
  terms_accepted: true,
  payment: { type: 'on_site' },
  receipt_title: receiptTitle,
  receipt_unicode: '12345675',
});

describe('getReservationReceipt', () => {
  it('lists the rooms and totals of the stored booking, addressed to the booker in the hotel language', async () => {
    await book();
    const { status, body } = await receipt();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      reservation_number: 'SK2612010001',
      receipt_number: 'R-SK2612010001',
      addressee: 'Yamada Hanako',
      issued_at: '2026-12-01T09:00:00+09:00',
      locale: 'ja',
      hotel: { id: 101, name: 'Demo Hotel Tokyo' },
      hotel_address: { post_code: '100-0005', country: 'Japan' },
      checkin_date: '2026-12-10',
      checkout_date: '2026-12-11',
      payment_type: 'credit_card',
      currency: 'JPY',
      lines: [{ description: 'Standard Twin, Room only', date: '2026-12-10', quantity: 1, amount: 15800 }],
      total_price: 15800,
      tax: 1400,
      accommodation_tax: 400,
    });
    expect(body.data.receipt_title).toBeUndefined();
  });

  it('addresses the name asked, in the locale asked or the language of the request', async () => {
    await book();
    const named = await receipt(`${EMAIL}&name=${encodeURIComponent('Yamada Trading Co., Ltd.')}&locale=en`);
    expect(named.body.data).toMatchObject({ addressee: 'Yamada Trading Co., Ltd.', locale: 'en' });
    const english = await receipt(EMAIL, { 'Accept-Language': 'en-GB,en;q=0.8' });
    expect(english.body.data).toMatchObject({ addressee: 'Hanako Yamada', locale: 'en' });
    const taiwan = await receipt(EMAIL, { 'Accept-Language': 'zh-TW' });
    expect(taiwan.body.data.locale).toBe('zh_Hant');
  });

  it('adds extras and the points spent as lines that add up to the total', async () => {
    await book(
      { extras: [{ extra_id: 8, quantity: 2 }], points_to_spend: 1000 },
      { Authorization: 'Bearer member' },
    );
    const { body } = await receipt('', { Authorization: 'Bearer member' });
    const { lines, total_price, tax } = body.data;
    // Extra 8 (breakfast voucher) is 2,500 a piece before the 10% tax.
    expect(lines).toEqual([
      expect.objectContaining({ description: 'Standard Twin, Room only', amount: 15800 }),
      expect.objectContaining({ description: 'Breakfast voucher', quantity: 2, amount: 5500 }),
      { description: 'ポイント利用', amount: -1000 },
    ]);
    expect(sum(lines)).toBe(total_price);
    expect(tax).toBe(1400 + 500);
  });

  it('carries the Taiwan receipt name and unified number a demo-taipei booking gave', async () => {
    const booked = await client.send<Created>('POST', '/hotels/201/reservations', {
      body: taipeiBooking('臺北測試股份有限公司'),
    });
    expect(booked.status).toBe(201);
    const number = booked.body.data.reservation.reservation_number;
    const { status, body } = await receipt(
      'email=mei.wang@example.com',
      {},
      `/hotels/201/reservations/${number}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      addressee: 'Wang Mei',
      locale: 'zh_Hant',
      currency: 'TWD',
      payment_type: 'on_site',
      receipt_title: '臺北測試股份有限公司',
      receipt_unicode: '12345675',
    });
    expect(sum(body.data.lines)).toBe(body.data.total_price);
  });

  it('refuses a Taiwan receipt name with any letter outside traditional Chinese, wherever it stands', async () => {
    for (const [index, title] of ['ABC漢', '漢ABC', '台北 Co.'].entries()) {
      const refused = await client.send('POST', '/hotels/201/reservations', {
        headers: { 'Idempotency-Key': `receipt-title-${index}` },
        body: taipeiBooking(title),
      });
      expect(refused.status, title).toBe(422);
      expect(errorCode(refused.body), title).toBe('1000');
    }
  });

  it('after a cancellation, is the receipt of the cancellation fee', async () => {
    await book();
    await moveClockTo(client, '2026-12-08T12:00:00+09:00');
    const cancelled = await client.send('PUT', `${PATH}/cancel?${EMAIL}`, {
      body: { reason: 'change_of_plans', cancellation_fee_displayed: 7900 },
    });
    expect(cancelled.status).toBe(200);
    const { body } = await receipt(`${EMAIL}&locale=en`);
    expect(body.data).toMatchObject({
      receipt_number: 'R-SK2612010001-C',
      lines: [{ description: 'Cancellation fee', date: '2026-12-08', quantity: 1, amount: 7900 }],
      total_price: 7900,
    });
    expect(body.data.tax).toBeUndefined();
  });

  it('is not ready while 3-D Secure is unanswered (1200), then is issued once approved', async () => {
    const booked = await book({
      payment: {
        type: 'credit_card',
        card_token: 'tok_test_3220',
        three_d_secure_return_url: 'https://book.example.com/reservation/payment',
      },
    });
    const pending = await receipt();
    expect(pending.status).toBe(409);
    expect(errorCode(pending.body)).toBe('1200');
    const approved = await fetch(booked.body.data.payment?.three_d_secure?.url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'approve' }).toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect((await receipt()).status).toBe(200);
  });

  it('keeps the document 365 days after check-out, then answers 1252', async () => {
    await book();
    await moveClockTo(client, '2027-12-11T23:59:00+09:00');
    expect((await receipt()).status).toBe(200);
    await moveClockTo(client, '2027-12-12T00:00:00+09:00');
    const gone = await receipt();
    expect(gone.status).toBe(404);
    expect(errorCode(gone.body)).toBe('1252');
  });

  it('opens as getReservation does: e-mail or link for a guest booking, the account for a member one', async () => {
    const created = await book();
    expect(errorCode((await receipt('email=someone-else@example.com')).body)).toBe(
      'reservation_access_denied',
    );
    const token = created.body.data.reservation.token ?? '';
    expect((await receipt(`bypass_token=${token}`)).status).toBe(200);
    // Reading needs no sign-out.
    expect((await receipt(EMAIL, { Authorization: 'Bearer member' })).status).toBe(200);
    const expired = await receipt(`bypass_token=${TRIGGERS.bypassTokenExpired.value}`);
    expect([expired.status, errorCode(expired.body)]).toEqual([410, '1250']);
    const unknown = await receipt(EMAIL, {}, '/hotels/101/reservations/SK0000000000');
    expect(errorCode(unknown.body)).toBe('reservation_not_found');

    await book({ acknowledge_overlapping_reservation: true }, { Authorization: 'Bearer member' });
    const member = '/hotels/101/reservations/SK2612010002';
    expect((await receipt('', { Authorization: 'Bearer member' }, member)).status).toBe(200);
    expect(errorCode((await receipt(EMAIL, {}, member)).body)).toBe('reservation_access_denied');
  });

  it('refuses a name or locale out of the contract with 1000 naming each', async () => {
    await book();
    const bad = await client.send<{ errors: { details: object }[] }>(
      'GET',
      `${PATH}/receipt?${EMAIL}&name=${'x'.repeat(101)}&locale=fr`,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors[0]?.details ?? {})).toEqual(
      expect.arrayContaining(['name', 'locale']),
    );
  });

  it('links a printable page that only its key opens', async () => {
    await book();
    const { body } = await receipt(`${EMAIL}&name=Yamada%20Trading&locale=en`);
    const url = body.data.download_url ?? '';
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Yamada Trading');
    expect(html).toContain('15,800 JPY');
    const forged = await fetch(url.replace(/\/[0-9a-f]{16}\?/, '/0000000000000000?'));
    expect(forged.status).toBe(404);
  });
});

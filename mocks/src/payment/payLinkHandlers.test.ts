import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { mockClock } from '../clock';
import { db } from '../db/db';
import { TEST_CARDS } from './cards';
import { errorCode, useMockServer } from '../testing/testSetup';
import { PAY_LINKS } from '../seed/seedPayLinks';
import { TRIGGERS } from '../triggers';

type PayLink = components['schemas']['PayLinkResponse'];
type Transaction = components['schemas']['PayLinkTransactionResponse'];

const client = useMockServer();
const RETURN_URL = 'https://book.example.com/payments/PL1010001';

const pay = (number: string, body: object, headers?: Record<string, string>) =>
  client.send<Transaction>('POST', `/pay_links/${number}/transactions`, {
    body,
    ...(headers ? { headers } : {}),
  });

async function tokenise(number: string): Promise<string> {
  const response = await client.send<{ data: { token: string } }>('POST', '/payment_gateways/mock/tokens', {
    body: {
      hotel_id: 101,
      number,
      expiry_month: 12,
      expiry_year: 2030,
      brand: 'visa',
      security_code: '123',
      holder_name: 'HANAKO YAMADA',
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.token;
}

describe('getPayLink', () => {
  it('shows an open link with its amount, gateway and 1-hour validity', async () => {
    const { status, body } = await client.get<PayLink>(`/pay_links/${PAY_LINKS.pending}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      payment_number: 'PL1010001',
      state: 'pending',
      hotel_id: 101,
      hotel_name: 'Demo Hotel Tokyo',
      amount: 12000,
      currency: 'JPY',
      gateway: 'gmo',
      expires_at: '2026-12-01T10:00:00+09:00',
    });
  });

  it.each([
    [PAY_LINKS.alreadyPaid, 'already_paid'],
    [PAY_LINKS.failed, 'failed'],
    [PAY_LINKS.completed, 'completed'],
    [PAY_LINKS.refunded, 'refunded'],
    [PAY_LINKS.cancelled, 'cancelled'],
    [PAY_LINKS.notFound, 'not_found'],
  ])('%s reads state %s', async (number, state) => {
    const { status, body } = await client.get<PayLink>(`/pay_links/${number}`);
    expect(status).toBe(200);
    expect(body.data.state).toBe(state);
  });

  it('answers 404 for an unknown number and 410 once the hour has passed', async () => {
    expect(errorCode((await client.get('/pay_links/PL0000000')).body)).toBe('pay_link_not_found');
    expect((await client.get(`/pay_links/${PAY_LINKS.expired}`)).status).toBe(410);
    mockClock.advanceMinutes(59);
    expect((await client.get(`/pay_links/${PAY_LINKS.pending}`)).status).toBe(200);
    mockClock.advanceMinutes(1);
    const expired = await client.get(`/pay_links/${PAY_LINKS.pending}`);
    expect(expired.status).toBe(410);
    expect(errorCode(expired.body)).toBe('pay_link_expired');
    expect(
      errorCode((await pay(PAY_LINKS.pending, { card_token: 'tok_test_1111', expected_amount: 12000 })).body),
    ).toBe('pay_link_expired');
    // A final state does not expire.
    expect((await client.get<PayLink>(`/pay_links/${PAY_LINKS.completed}`)).body.data.state).toBe(
      'completed',
    );
  });
});

describe('createPayLinkTransaction', () => {
  it('pays with a token: paid in this session, already_paid in another, never twice', async () => {
    const token = await tokenise(TEST_CARDS.visa);
    const paid = await pay(PAY_LINKS.pending, { card_token: token, expected_amount: 12000 });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({
      payment_number: 'PL1010001',
      status: 'authorized',
      amount: 12000,
      card: { brand: 'visa', last4: '1111' },
    });
    const link = await client.get<PayLink>(`/pay_links/${PAY_LINKS.pending}`);
    expect(link.body.data).toMatchObject({ state: 'paid', last_transaction_id: paid.body.data.id });
    const again = await pay(PAY_LINKS.pending, { card_token: 'tok_test_1111', expected_amount: 12000 });
    expect(again.status).toBe(409);
    expect(errorCode(again.body)).toBe('pay_link_already_paid');
    await client.startSession();
    expect((await client.get<PayLink>(`/pay_links/${PAY_LINKS.pending}`)).body.data.state).toBe(
      'already_paid',
    );
    // Captured two minutes later; still paid after the link's hour.
    mockClock.advanceMinutes(61);
    const read = await client.get<Transaction>(`/pay_links/PL1010001/transactions/${paid.body.data.id}`);
    expect(read.body.data.status).toBe('captured');
  });

  it('replays the first answer for the same Idempotency-Key and charges once', async () => {
    const headers = { 'Idempotency-Key': 'paylink-retry-0001' };
    const body = { card_token: 'tok_test_1111', expected_amount: 12000 };
    const first = await pay(PAY_LINKS.pending, body, headers);
    const second = await pay(PAY_LINKS.pending, body, headers);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotency-Replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(db.payLinkTransaction.where('payment_number', 'PL1010001')).toHaveLength(1);
  });

  it('refuses an old amount with payment_amount_changed and the new total; the new one pays', async () => {
    const old = await pay(PAY_LINKS.amountChanged, { card_token: 'tok_test_1111', expected_amount: 12000 });
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({
      errors: [{ code: 'payment_amount_changed', meta: { new_total_price: 13200 } }],
    });
    const updated = await pay(PAY_LINKS.amountChanged, {
      card_token: 'tok_test_1111',
      expected_amount: 13200,
    });
    expect(updated.status).toBe(201);
  });

  it.each([
    [PAY_LINKS.alreadyPaid, 'pay_link_already_paid'],
    [PAY_LINKS.completed, 'pay_link_already_paid'],
    [PAY_LINKS.cancelled, '3200'],
    [PAY_LINKS.refunded, '3201'],
    [PAY_LINKS.notFound, 'pay_link_not_found'],
  ])('refuses paying %s with %s', async (number, code) => {
    expect(errorCode((await pay(number, { card_token: 'tok_test_1111', expected_amount: 1 })).body)).toBe(
      code,
    );
  });

  it.each([
    [TRIGGERS.payLinkIssueParameterSyntax, 'INVALID_PARAMETER_SYNTAX', 422],
    [TRIGGERS.payLinkIssueExpirationYear, 'INVALID_EXPIRATION_YEAR', 402],
    [TRIGGERS.payLinkIssueCardNumber, 'Invalid_card_number', 402],
    [TRIGGERS.payLinkIssueOthers, 'Others', 402],
  ])(
    'a refused card answers its code and the failed transaction carries the issue code',
    async (trigger, issue, status) => {
      const token = await tokenise(trigger.value);
      const refused = await pay(PAY_LINKS.pending, { card_token: token, expected_amount: 12000 });
      expect(refused.status).toBe(status);
      expect(errorCode(refused.body)).toBe(trigger.code);
      const link = await client.get<PayLink>(`/pay_links/${PAY_LINKS.pending}`);
      expect(link.body.data.state).toBe('failed');
      const attempt = await client.get<Transaction>(
        `/pay_links/PL1010001/transactions/${link.body.data.last_transaction_id ?? ''}`,
      );
      expect(attempt.body.data).toMatchObject({
        status: 'failed',
        error_code: trigger.code,
        card_issue_code: issue,
      });
      // A failed link may be paid again with another card; the used token is not accepted twice.
      expect((await pay(PAY_LINKS.pending, { card_token: token, expected_amount: 12000 })).status).toBe(422);
      expect(
        (await pay(PAY_LINKS.pending, { card_token: 'tok_test_1111', expected_amount: 12000 })).status,
      ).toBe(201);
    },
  );

  it('stores no card data: only brand, last four and expiry', async () => {
    await pay(PAY_LINKS.pending, { card_token: await tokenise(TEST_CARDS.visa), expected_amount: 12000 });
    const stored = JSON.stringify([db.payLinkTransaction.all(), db.cardToken.all(), db.payLink.all()]);
    expect(stored).not.toContain(TEST_CARDS.visa);
    expect(stored).not.toContain('"123"');
  });

  it('refuses card data and malformed bodies with 1000', async () => {
    const withCard = await pay(PAY_LINKS.pending, {
      card_token: 'tok_test_1111',
      expected_amount: 12000,
      number: TEST_CARDS.visa,
    });
    expect(withCard.status).toBe(422);
    expect(JSON.stringify(withCard.body)).not.toContain(TEST_CARDS.visa);
    expect((await pay(PAY_LINKS.pending, { expected_amount: -1 })).status).toBe(422);
    expect(
      (await pay(PAY_LINKS.pending, { card_token: 'tok_unknown_token', expected_amount: 12000 })).status,
    ).toBe(422);
  });
});

describe('3-D Secure on a pay link', () => {
  const token = `tok_test_${TEST_CARDS.threeDSecure.slice(-4)}`;

  it('waits for the challenge page; approve pays the link and returns the guest', async () => {
    const created = await pay(PAY_LINKS.pending, {
      card_token: token,
      expected_amount: 12000,
      three_d_secure_return_url: RETURN_URL,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'pre_3d_secure',
      three_d_secure: { method: 'GET', expires_at: '2026-12-01T09:15:00+09:00' },
    });
    const blocked = await pay(PAY_LINKS.pending, { card_token: 'tok_test_1111', expected_amount: 12000 });
    expect(errorCode(blocked.body)).toBe('3016');
    const url = created.body.data.three_d_secure?.url ?? '';
    expect(await (await fetch(url)).text()).toContain('Approve');
    const pressed = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    const back = new URL(pressed.headers.get('Location') ?? '');
    expect(back.searchParams.get('outcome')).toBe('approved');
    expect(back.searchParams.get('transaction_id')).toBe(created.body.data.id);
    const read = await client.get<Transaction>(`/pay_links/PL1010001/transactions/${created.body.data.id}`);
    expect(read.body.data.status).toBe('authorized');
    expect((await client.get<PayLink>(`/pay_links/${PAY_LINKS.pending}`)).body.data.state).toBe('paid');
  });

  it('cancels after 15 minutes unanswered; the link may be paid again', async () => {
    const created = await pay(PAY_LINKS.pending, { card_token: token, expected_amount: 12000 });
    mockClock.advanceMinutes(15);
    const read = await client.get<Transaction>(`/pay_links/PL1010001/transactions/${created.body.data.id}`);
    expect(read.body.data).toMatchObject({ status: 'cancelled', error_code: 'three_d_secure_expired' });
    expect((await client.get<PayLink>(`/pay_links/${PAY_LINKS.pending}`)).body.data.state).toBe('failed');
    expect(errorCode((await client.get('/pay_links/PL1010001/transactions/plt_other')).body)).toBe(
      'not_found',
    );
  });
});

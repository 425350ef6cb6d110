import { errorMessage, type MessageCode } from '@staykit/sdk/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moveMockClocks } from '../../testing/moveMockClocks';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { startWidget } from '../../testing/startWidget';

// The pay-link page over the mock's handlers and seeded links (mocks/README.md "Pay links and e-mail"),
// the page's clock at the mock's (2026-12-01 09:00 JST).
setupMockApi();
setupMockNow();
afterEach(() => vi.restoreAllMocks());

const QUERY = 'hotel_code=demo-tokyo&locale=en';
const open = (paymentNumber: string, query = QUERY) => startWidget(`/payments/${paymentNumber}?${query}`);
const sdkText = (code: MessageCode) => errorMessage(code, 'en');
const cardForm = () => screen.findByRole('form', { name: 'Pay by card' });

async function typeCard(number: string, expiry = '12/30') {
  const form = await cardForm();
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type('Card number', number);
  type('Expiry (MM/YY)', expiry);
  type('Security code', '123');
  type('Name on the card', 'HANAKO YAMADA');
  // A card paying the Korean hotel is a Korean card: birth date and PIN digits too.
  if (within(form).queryByLabelText('Holder’s birth date (YYMMDD)')) {
    type('Holder’s birth date (YYMMDD)', '850315');
    type('First two digits of the card PIN', '12');
  }
  return form;
}

async function payWith(number: string) {
  const form = await typeCard(number);
  fireEvent.click(within(form).getByRole('button', { name: /^Pay / }));
  return form;
}

/**
 * The link as the page read it before the hotel changed it: the first `getPayLink` of `paymentNumber`
 * answers `change`d, every later read is the mock's own.
 */
function readFirstAs(
  paymentNumber: string,
  change: (link: Record<string, unknown>) => Record<string, unknown>,
) {
  const mswFetch = globalThis.fetch;
  let changed = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const response = await mswFetch(request);
    if (
      changed ||
      request.method !== 'GET' ||
      new URL(request.url).pathname !== `/pay_links/${paymentNumber}`
    )
      return response;
    changed = true;
    const body = (await response.json()) as { data: Record<string, unknown> };
    return Response.json({ data: change(body.data) });
  });
}

describe('the pay-link page', () => {
  it('shows the link and pays it by card: the paid message, the card never kept anywhere', async () => {
    const widget = open('PL1010001');
    expect(await screen.findByRole('heading', { name: 'Payment to Demo Hotel Tokyo' })).toBeTruthy();
    expect(screen.getByTestId('pay-link-amount').textContent).toBe('¥12,000');
    expect(screen.getByText('Room upgrade and late check-out')).toBeTruthy();
    await payWith('4111 1111 1111 1111');
    const heading = await screen.findByRole('heading', { name: 'Thank you, your payment is complete' });
    expect(screen.getByText('¥12,000 has been paid with the card ending in 1111.')).toBeTruthy();
    // Focus moves in an effect once the element is on screen.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('form', { name: 'Pay by card' })).toBeNull();
    // Not in the address, the storage, the query cache or the mutation's input: only the token left.
    const kept = [
      window.location.href,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      JSON.stringify(
        widget.queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
      JSON.stringify(
        widget.queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.variables),
      ),
    ].join(' ');
    expect(kept).not.toMatch(/4111\s?1111\s?1111\s?1111|HANAKO YAMADA/);
  });

  it('opens without a hotel code: its own header names the link’s hotel, and it pays', async () => {
    open('PL1010001', 'locale=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Hotel Tokyo' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByText('No hotel code')).toBeNull();
    await payWith('4111111111111111');
    expect(await screen.findByRole('heading', { name: 'Thank you, your payment is complete' })).toBeTruthy();
  });

  it('is where start-up sends a link with a payment-number parameter', async () => {
    startWidget('/?paymentNo=PL2010001&locale=en');
    expect(await screen.findByRole('heading', { name: 'Payment to Demo Hotel Taipei' })).toBeTruthy();
    expect(window.location.pathname).toBe('/payments/PL2010001');
    expect(window.location.search).toBe('?locale=en');
  });

  it.each([
    ['PL2010001', 'Demo Hotel Taipei', 'NT$3,600'],
    ['PL3010001', 'Demo Hotel Seoul', '₩120,000'],
  ])('shows %s of %s in its currency (%s) and pays it', async (number, hotel, amount) => {
    open(number, 'locale=en');
    expect(await screen.findByRole('heading', { name: `Payment to ${hotel}` })).toBeTruthy();
    expect(screen.getByTestId('pay-link-amount').textContent).toBe(amount);
    await payWith('5555 5555 5555 4444');
    expect(await screen.findByText(`${amount} has been paid with the card ending in 4444.`)).toBeTruthy();
  });

  it.each([
    ['PL1010003', 'This payment has already been made', /Nothing more is needed/],
    ['PL1010005', 'This payment is complete', /closed this link/],
    ['PL1010006', 'This payment was refunded', /returned to your card/],
    ['PL1010007', 'This payment link was cancelled', /The hotel cancelled it/],
    ['PL1010008', 'Payment not found', new RegExp(sdkText('pay_link_not_found'))],
    ['PL0000000', 'Payment not found', new RegExp(sdkText('pay_link_not_found'))],
    ['PL1010009', 'This payment link has expired', /valid for one hour/],
  ])('shows %s as “%s”, with no card form', async (number, heading, body) => {
    open(number);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Pay by card' })).toBeNull();
  });

  it('offers a failed link again, with the last attempt’s reason', async () => {
    open('PL1010004');
    await cardForm();
    expect(screen.getByRole('status').textContent).toBe(
      `The last payment did not go through. You can try again with this or another card.${sdkText('3204')}`,
    );
    await payWith('4111111111111111');
    expect(await screen.findByRole('heading', { name: 'Thank you, your payment is complete' })).toBeTruthy();
  });

  it('checks the card first: each problem under its field, announced, focus on the first', async () => {
    open('PL1010001');
    const form = await cardForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Pay ¥12,000' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Check the card details.');
    const number = within(form).getByLabelText('Card number');
    expect(document.activeElement).toBe(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Fill in this field.',
    );
  });

  describe('the pay-link test cards: the issuer’s reason with the card fields', () => {
    it.each([
      ['4000 0500 0000 0106', 'INVALID_PARAMETER_SYNTAX', null, '1000'],
      ['4000 0600 0000 0204', 'INVALID_EXPIRATION_YEAR', 'Expiry (MM/YY)', '3005'],
      ['4000 0700 0000 0302', 'Invalid_card_number', 'Card number', '3004'],
      ['4000 0800 0000 0400', 'Others', null, '3204'],
    ] as const)('%s (%s)', async (card, _issue, field, code) => {
      open('PL1010001');
      const form = await payWith(card);
      const alert = await within(form).findByRole('alert');
      if (field === null) {
        expect(alert.textContent).toBe(sdkText(code));
        // The message describes the card group it belongs to.
        const group = within(form).getByRole('group', { name: 'Card' });
        expect(group.getAttribute('aria-describedby')).toBe(alert.id);
      } else {
        expect(alert.textContent).toBe('Check the card details.');
        const input = within(form).getByLabelText(field);
        await waitFor(() => expect(document.activeElement).toBe(input));
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
          sdkText(code),
        );
      }
      // The link is open again after a refused attempt: the guest can try another card.
      expect(await screen.findByText(/The last payment did not go through/)).toBeTruthy();
      await payWith('4111111111111111');
      expect(
        await screen.findByRole('heading', { name: 'Thank you, your payment is complete' }),
      ).toBeTruthy();
    });
  });

  it('asks for Update when the hotel changed the amount, then pays the new amount', async () => {
    // The page was opened before the hotel raised PL1010002 from 12,000 to 13,200.
    readFirstAs('PL1010002', (link) => ({
      ...link,
      amount: 12000,
      amount_updated_at: '2026-12-01T08:50:00+09:00',
    }));
    open('PL1010002');
    expect((await screen.findByTestId('pay-link-amount')).textContent).toBe('¥12,000');
    await payWith('4111111111111111');
    const heading = await screen.findByRole('heading', { name: 'The amount to pay has changed' });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        'The hotel changed the amount from ¥12,000 to ¥13,200. Press Update to see it, then pay the new amount.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Pay by card' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findByTestId('pay-link-amount')).textContent).toBe('¥13,200');
    await payWith('4111111111111111');
    expect(await screen.findByText('¥13,200 has been paid with the card ending in 1111.')).toBeTruthy();
  });

  it.each([
    ['PL1010007', '3200', 'This payment link was cancelled'],
    ['PL1010006', '3201', 'This payment was refunded'],
    ['PL1010003', 'pay_link_already_paid', 'This payment has already been made'],
  ] as const)(
    'shows the server’s refusal of %s (%s) when the link changed while the page was open',
    async (number, code, heading) => {
      readFirstAs(number, (link) => ({ ...link, state: 'pending' }));
      open(number);
      await payWith('4111111111111111');
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe(sdkText(code));
    },
  );

  it('asks to reload after the hour, and stays expired on reload', async () => {
    open('PL1010001');
    await typeCard('4111111111111111');
    moveMockClocks(60);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥12,000' }));
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' })).toBeTruthy();
    // Reload reads the link again; the mock still answers 410, so the page stays as it is.
    const reads = vi.spyOn(globalThis, 'fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        reads.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).endsWith('/pay_links/PL1010001'),
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Reload' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('heading', { name: 'This payment link has expired' })).toBeTruthy();
  });

  describe('3-D Secure', () => {
    /** Pays with the challenge card, answers the mock issuer's page, and returns where it sends the guest. */
    async function throughChallenge(widget: ReturnType<typeof open>, action: 'approve' | 'fail') {
      // jsdom cannot leave the page (it says "Not implemented: navigation"); the test answers the
      // issuer's page itself, then opens the address it sends the guest back to.
      await payWith('4000 0000 0000 3220');
      expect(await screen.findByText('Taking you to your card issuer for 3-D Secure…')).toBeTruthy();
      const payment = { params: { path: { payment_number: 'PL1010001' } } };
      const link = await widget.client.payment.getPayLink(payment);
      const attempt = await widget.client.payment.getPayLinkTransaction({
        params: {
          path: { payment_number: 'PL1010001', transaction_id: link.data.last_transaction_id ?? '' },
        },
      });
      const challenge = attempt.data.three_d_secure?.url ?? '';
      await fetch(challenge, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
        redirect: 'manual',
      });
      const page = await (await fetch(challenge)).text();
      const back = new URL(/href="([^"]+)"/.exec(page)?.[1]?.replace(/&#38;/g, '&') ?? '');
      cleanup();
      document.body.innerHTML = '';
      return back;
    }

    it('approved: back on the page, the attempt is read and shown paid', async () => {
      const back = await throughChallenge(open('PL1010001'), 'approve');
      expect(back.pathname).toBe('/payments/PL1010001');
      expect(back.searchParams.get('hotel_code')).toBe('demo-tokyo');
      expect(back.searchParams.get('outcome')).toBe('approved');
      startWidget(`${back.pathname}${back.search}`);
      expect(
        await screen.findByRole('heading', { name: 'Thank you, your payment is complete' }),
      ).toBeTruthy();
      expect(screen.getByText('¥12,000 has been paid with the card ending in 3220.')).toBeTruthy();
    });

    it('failed: back on the page with the reason, and the guest tries again', async () => {
      const back = await throughChallenge(open('PL1010001'), 'fail');
      startWidget(`${back.pathname}${back.search}`);
      await cardForm();
      expect(screen.getByRole('status').textContent).toContain(sdkText('3006'));
      await payWith('4111111111111111');
      expect(
        await screen.findByRole('heading', { name: 'Thank you, your payment is complete' }),
      ).toBeTruthy();
      // The earlier challenge's answer is gone from the address.
      expect(window.location.search).toBe(`?${QUERY}`);
    });

    it('follows no 3-D Secure page off https: the guest stays, told the answer could not be used', async () => {
      // The payment's answer as a compromised or broken API could send it.
      const mswFetch = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const request = new Request(input, init);
        const response = await mswFetch(request);
        if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/transactions'))
          return response;
        const body = (await response.json()) as { data: { three_d_secure?: { url: string } } };
        if (body.data.three_d_secure) body.data.three_d_secure.url = 'javascript:alert(document.domain)';
        return Response.json(body, { status: response.status });
      });
      const submit = vi.spyOn(HTMLFormElement.prototype, 'submit');
      open('PL1010001');
      await payWith('4000 0000 0000 3220');
      const alert = await screen.findByText(sdkText('invalid_response'));
      expect(alert.getAttribute('role')).toBe('alert');
      expect(screen.queryByText('Taking you to your card issuer for 3-D Secure…')).toBeNull();
      expect(window.location.pathname).toBe('/payments/PL1010001');
      expect(submit).not.toHaveBeenCalled();
    });
  });

  describe('/display', () => {
    it('shows an open link read-only: its amount, awaiting payment, no form', async () => {
      startWidget(`/payments/PL1010001/display?${QUERY}`);
      expect(await screen.findByRole('heading', { name: 'Payment to Demo Hotel Tokyo' })).toBeTruthy();
      expect(screen.getByText('Awaiting payment.')).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Pay by card' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    });

    it.each([
      ['PL1010003', 'This payment has already been made'],
      ['PL1010009', 'This payment link has expired'],
    ])('shows %s as “%s”', async (number, heading) => {
      startWidget(`/payments/${number}/display?${QUERY}`);
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    });
  });
});

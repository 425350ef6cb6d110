/**
 * Payments of pay links: `createPayLinkTransaction` (a card token from `createCardToken` and the amount
 * the guest saw — never card data), `getPayLinkTransaction`, and the mock's 3-D Secure page of a pay-link
 * payment under the reserved prefix (`GET /__staykit/pay_link_3ds/{id}` shows it, its buttons `POST`
 * approve, fail or cancel and return the guest to `three_d_secure_return_url` with `payment_number`,
 * `transaction_id` and `outcome`). The rules are internal/payLinkState.ts.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { requestBase } from '../http/requestBase';
import { db } from '../db/db';
import type { PayLinkTransactionRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError, invalid } from '../http/errors';
import { hotelById } from '../hotel/hotels';
import { idempotent } from '../http/idempotency';
import {
  applyPayLinkChallenge,
  assertPayable,
  openPayLink,
  payLink,
  payLinkTransactionBody,
  pendingTransaction,
  resolvePayLinkCard,
  settlePayLinks,
  viewPayLinkChallenge,
} from './payLinks';
import { CHALLENGE_VIEW_LIMIT } from './reservationPayments';
import type { ChallengeAction } from './reservationPayments';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';

type Schemas = components['schemas'];

const ACTIONS: readonly ChallengeAction[] = ['approve', 'fail', 'cancel'];

/** `createPayLinkTransaction`: checks the link, the amount the guest saw and the card, then pays. */
async function createTransaction({ request, params }: RouteContext): Promise<Response> {
  const body = await readJsonBody(request);
  const paymentNumber = pathParam(params, 'payment_number');
  return idempotent(request, `createPayLinkTransaction:${paymentNumber}`, body, () => {
    const reader = BodyReader.of(body);
    const cardToken = reader.text('card_token', {
      minLength: 8,
      maxLength: 255,
      pattern: /^[A-Za-z0-9_-]+$/,
      required: true,
    });
    const expected = reader.number('expected_amount', { min: 0, required: true });
    const returnUrl = reader.url('three_d_secure_return_url', 2048);
    reader.finish();
    const link = openPayLink(paymentNumber);
    assertPayable(link);
    if (pendingTransaction(link)) {
      throw new ApiError('3016', {
        message: 'A payment of this link is waiting for 3-D Secure',
        meta: { retry_after_seconds: 5 },
      });
    }
    if (expected !== link.amount) {
      throw new ApiError('payment_amount_changed', {
        message: 'The amount to pay changed; press update to see the new amount',
        meta: { new_total_price: link.amount },
      });
    }
    if (link.amount === 0) {
      throw new ApiError('card_payment_not_allowed', { message: 'Nothing is left to pay by card' });
    }
    const hotel = hotelById(String(link.hotel_id));
    const session = request.headers.get('Client-Session') ?? '';
    const card = resolvePayLinkCard(cardToken ?? '', hotel, session);
    const transaction = payLink(link, hotel, card, session, returnUrl ?? null);
    const response: Schemas['PayLinkTransactionResponse'] = {
      data: payLinkTransactionBody(transaction, requestBase(request)),
    };
    return { status: 201, body: response };
  });
}

/** A transaction of the link in the path (404 `not_found` when the link has no such attempt). */
function transactionOf({ params }: RouteContext): PayLinkTransactionRow {
  const link = openPayLink(pathParam(params, 'payment_number'));
  const id = pathParam(params, 'transaction_id');
  const row = db.payLinkTransaction.findFirst({ where: { id: { equals: id } } });
  if (!row || row.payment_number !== link.payment_number) {
    throw new ApiError('not_found', { message: `${link.payment_number} has no transaction ${id}` });
  }
  return row;
}

function challengeById(context: RouteContext): PayLinkTransactionRow {
  settlePayLinks();
  const id = pathParam(context.params, 'challenge_id');
  const row = db.payLinkTransaction.findFirst({ where: { challenge_id: { equals: id } } });
  if (!row || id === '') throw new ApiError('not_found', { message: 'No 3-D Secure challenge has this id' });
  return row;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(content: string): Response {
  const title = '3-D Secure (mock issuer)';
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
      '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem}</style>' +
      `</head><body><main><h1>${title}</h1>${content}</main></body></html>`,
  );
}

/** The outcome a finished challenge reports to the return URL. */
function outcomeOf(row: PayLinkTransactionRow): Schemas['ThreeDSecureOutcome'] {
  if (row.error_code === 'three_d_secure_expired') return 'timeout';
  if (row.error_code === '3008') return 'cancelled';
  if (row.error_code === null || row.error_code === '3002') return 'approved';
  return 'failed';
}

function returnTarget(row: PayLinkTransactionRow): string | null {
  if (row.return_url === null) return null;
  const url = new URL(row.return_url);
  url.searchParams.set('payment_number', row.payment_number);
  url.searchParams.set('transaction_id', row.id);
  url.searchParams.set('outcome', outcomeOf(row));
  return url.toString();
}

function resultPage(row: PayLinkTransactionRow): Response {
  const texts: Record<string, string> = {
    three_d_secure_expired: 'The 15 minutes for 3-D Secure have passed. Nothing was charged.',
    '3008': 'You cancelled 3-D Secure. Nothing was charged.',
    '3009': '3-D Secure was suspended after repeated requests. Nothing was charged.',
    '3002': 'Authentication succeeded, but the card issuer declined the payment.',
  };
  const text =
    row.error_code === null
      ? 'Authentication succeeded. The payment is authorized.'
      : (texts[row.error_code] ?? 'Authentication failed. Nothing was charged.');
  const target = returnTarget(row);
  const back = target
    ? `<p><a href="${escapeHtml(target)}">Return to the payment page</a></p>`
    : '<p>You can close this window.</p>';
  return page(`<p role="status">${escapeHtml(text)}</p>${back}`);
}

function challengePage(row: PayLinkTransactionRow, request: Request): Response {
  const action = escapeHtml(new URL(request.url).pathname);
  const button = (value: ChallengeAction, label: string): string =>
    `<button type="submit" name="action" value="${value}">${label}</button>`;
  return page(
    `<p>${escapeHtml(row.payment_number)}: ${escapeHtml(`${row.amount.toLocaleString('en')} ${row.currency}`)}, ${escapeHtml(row.card_brand)} ending ${escapeHtml(row.card_last4)}.</p>` +
      `<p>This page was opened ${row.challenge_views} of ${CHALLENGE_VIEW_LIMIT} times allowed.</p>` +
      `<form method="post" action="${action}">${button('approve', 'Approve')}${button('fail', 'Fail authentication')}${button('cancel', 'Cancel')}</form>`,
  );
}

/** Handlers of the pay-link transaction operations and of their 3-D Secure page. */
export const payLinkTransactionHandlers = [
  http.post('*/pay_links/:payment_number/transactions', route(createTransaction, { creates: true })),
  http.get(
    '*/pay_links/:payment_number/transactions/:transaction_id',
    route((context) => {
      const body: Schemas['PayLinkTransactionResponse'] = {
        data: payLinkTransactionBody(transactionOf(context), requestBase(context.request)),
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/__staykit/pay_link_3ds/:challenge_id',
    route(
      (context) => {
        const row = challengeById(context);
        if (row.status !== 'pre_3d_secure') return resultPage(row);
        const viewed = viewPayLinkChallenge(row);
        return viewed.status === 'pre_3d_secure'
          ? challengePage(viewed, context.request)
          : resultPage(viewed);
      },
      { session: false },
    ),
  ),
  http.post(
    '*/__staykit/pay_link_3ds/:challenge_id',
    route(
      async (context) => {
        const form = new URLSearchParams(await context.request.text());
        const action = ACTIONS.find((candidate) => candidate === form.get('action'));
        if (action === undefined) throw invalid({ action: [`must be one of ${ACTIONS.join(', ')}`] });
        const row = challengeById(context);
        const done = row.status === 'pre_3d_secure' ? applyPayLinkChallenge(row, action) : row;
        const target = returnTarget(done);
        return target ? HttpResponse.redirect(target, 303) : resultPage(done);
      },
      { session: false },
    ),
  ),
];

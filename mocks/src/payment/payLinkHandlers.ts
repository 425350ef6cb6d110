/**
 * Pay links (the contract's `getPayLink`, `createPayLinkTransaction`, `getPayLinkTransaction`): the link
 * a hotel sent to a guest, for the public pay-link page (client session only, no sign-in); a payment of
 * it with a card token of `createCardToken` and the amount the guest saw, never card data; an attempt
 * read back; and the issuer page of an attempt that needs 3-D Secure. The rules are `payLinks.ts`, the
 * seeded links `seed/seedPayLinks.ts`.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { PayLinkTransactionRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { requestBase } from '../http/requestBase';
import { clientSessionOf } from '../http/requestHeaders';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';
import { hotelById } from '../hotel/hotels';
import { resolveCardToken } from './cards';
import { issuerPageHandlers } from './issuerPage';
import {
  assertPayable,
  openPayLink,
  payLink,
  payLinkBody,
  payLinkChallenges,
  payLinkTransactionBody,
  pendingTransaction,
} from './payLinks';

type Schemas = components['schemas'];

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
    const session = clientSessionOf(request);
    const card = resolveCardToken(cardToken ?? '', hotel, session, 'card_token');
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
  const row = db.payLinkTransaction.get(id);
  if (!row || row.payment_number !== link.payment_number) {
    throw new ApiError('not_found', { message: `${link.payment_number} has no transaction ${id}` });
  }
  return row;
}

/** Handlers of the pay-link operations and of the issuer page of their payments. */
export const payLinkHandlers = [
  http.get(
    '*/pay_links/:payment_number',
    route(({ request, params }) => {
      const link = openPayLink(pathParam(params, 'payment_number'));
      const hotel = hotelById(String(link.hotel_id));
      const body: Schemas['PayLinkResponse'] = { data: payLinkBody(link, hotel, clientSessionOf(request)) };
      return HttpResponse.json(body);
    }),
  ),
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
  ...issuerPageHandlers(payLinkChallenges),
];

/**
 * The mock's pages that stand for a payment provider's own (PayPal's approval page, Adyen's hosted
 * payment page): `GET <path>/<id>` shows what is paid and three buttons, Pay, Fail card authentication and
 * Cancel and return; `POST` applies the choice and sends the payer back (303) to where the client asked.
 * Paying authorizes the payment as the 3-D Secure page's Approve does, failing ends it as a failed
 * authentication does (3006); both record the card the payer gave the provider, when the booking had none.
 * Once answered, or once the payment's 15 minutes have passed, the page says how it ended. It needs no
 * client session: the payer's browser opens it.
 */
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { db } from '../db/db';
import type { PaymentRow, StoredCard } from '../db/rows';
import { ApiError } from '../http/errors';
import { readPageAction } from '../http/pageAction';
import { pathParam, route } from '../http/route';
import { escapeHtml } from '../lib/html';
import { mockPage } from './issuerPage';
import type { ErrorCode } from '../http/errorCatalogue';
import { checkCardForPayment } from './cardPayment';
import { endPayment, reservationChallenges } from './reservationPayments';

/** The payer's choices on a provider's page. */
export const PROVIDER_ACTIONS = ['approve', 'fail', 'cancel'] as const;
/** A payer's choice on a provider's page. */
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number];

/** What a provider's page knows of the payment it was opened for. */
export interface ProviderVisit {
  /** The reservation paid and its payment, with the mock clock applied. */
  readonly reservationNumber: string;
  readonly payment: PaymentRow | undefined;
  /** Whether the payer can still answer (the provider's order or session is open, the payment waits). */
  readonly waiting: boolean;
  /** Whether it ended paid, for the page shown afterwards. */
  readonly paid: boolean;
  /** Applies the payer's choice; where to send the payer, or null when the client gave no address. */
  answer(action: ProviderAction): string | null;
}

/** One provider's page. */
export interface ProviderCheckout {
  /** Where the page lies under the mock's reserved prefix (`/__staykit/paypal/checkout`). */
  readonly path: string;
  /** The provider's name, as the page says it: `PayPal`. */
  readonly provider: string;
  /** What the page of this id is for; undefined when the provider made no such order or session. */
  find(id: string): ProviderVisit | undefined;
}

/**
 * Pays, or fails, a payment at its provider: the card the payer gave is recorded when the booking had
 * none, then the 3-D Secure step's own rule applies.
 *
 * @example
 * ```ts
 * const paid = payAtProvider(payment, 'approve', PAYPAL_PAYER_CARD); // status 'authorized'
 * ```
 */
export function payAtProvider(payment: PaymentRow, action: 'approve' | 'fail', card: StoredCard): PaymentRow {
  const carded =
    payment.card === null ? (db.payment.update(payment.reservation_number, { card }) ?? payment) : payment;
  // The card the payer gave meets the booking's card rules, or the payment fails with the rule's code.
  const refusal = action === 'approve' ? cardRefusal(carded) : null;
  if (refusal !== null) return endPayment(carded, 'failed', refusal);
  return reservationChallenges.answer(carded, action);
}

function cardRefusal(payment: PaymentRow): ErrorCode | null {
  const hotel = db.hotel.get(payment.hotel_id);
  const reservation = db.reservation.get(payment.reservation_number);
  if (payment.card === null || hotel === undefined || reservation === undefined) return null;
  try {
    checkCardForPayment(
      {
        brand: payment.card.card_brand,
        expiryMonth: payment.card.card_expiry_month,
        expiryYear: payment.card.card_expiry_year,
      },
      {
        hotel,
        amount: payment.amount,
        mcp: payment.mcp_currency ?? undefined,
        checkout: reservation.checkout_date,
      },
    );
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

function visitPage(checkout: ProviderCheckout, visit: ProviderVisit, request: Request): Response {
  const title = `${checkout.provider} (mock)`;
  if (!visit.waiting) {
    const ended = visit.paid
      ? `You paid with ${checkout.provider}. The payment is authorized.`
      : `This ${checkout.provider} payment can no longer be made.`;
    return mockPage(title, `<p role="status">${escapeHtml(ended)}</p><p>You can close this window.</p>`);
  }
  const payment = visit.payment;
  const amount = payment ? `: ${payment.amount.toLocaleString('en')} ${payment.currency}` : '';
  const action = escapeHtml(new URL(request.url).pathname);
  const button = (value: ProviderAction, label: string) =>
    `<button type="submit" name="action" value="${value}">${escapeHtml(label)}</button>`;
  return mockPage(
    title,
    `<p>${escapeHtml(`Reservation ${visit.reservationNumber}${amount}`)}</p>` +
      `<form method="post" action="${action}">${button('approve', `Pay with ${checkout.provider}`)}` +
      `${button('fail', 'Fail card authentication')}${button('cancel', 'Cancel and return')}</form>`,
  );
}

/**
 * The handlers of one provider's page.
 *
 * @example
 * ```ts
 * export const paypalHandlers = [...operations, ...providerPageHandlers(paypalCheckout)];
 * ```
 */
export function providerPageHandlers(checkout: ProviderCheckout): HttpHandler[] {
  const find = (id: string): ProviderVisit => {
    const visit = id === '' ? undefined : checkout.find(id);
    if (visit === undefined) {
      throw new ApiError('not_found', { message: `No ${checkout.provider} payment has this id` });
    }
    return visit;
  };
  return [
    http.get(
      `*${checkout.path}/:id`,
      route(({ params, request }) => visitPage(checkout, find(pathParam(params, 'id')), request), {
        session: false,
      }),
    ),
    http.post(
      `*${checkout.path}/:id`,
      route(
        async ({ params, request }) => {
          const action = await readPageAction(request, PROVIDER_ACTIONS);
          const id = pathParam(params, 'id');
          const visit = find(id);
          if (!visit.waiting) return visitPage(checkout, visit, request);
          const target = visit.answer(action);
          return target ? HttpResponse.redirect(target, 303) : visitPage(checkout, find(id), request);
        },
        { session: false },
      ),
    ),
  ];
}

/**
 * A URL with query parameters set (the provider's ids on the way back), or null for none.
 *
 * @example
 * ```ts
 * withParams('https://book.example/return', { token: 'PP…' }); // 'https://book.example/return?token=PP…'
 * ```
 */
export function withParams(url: string | null, params: Readonly<Record<string, string>>): string | null {
  if (url === null) return null;
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

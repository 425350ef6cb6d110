/**
 * The mock card issuer's 3-D Secure page, one for every payment that needs it (a reservation's card
 * payment, a pay-link payment): `GET` shows the payment and the buttons Approve, Fail authentication and
 * Cancel (each load counts toward the limit of `threeDSecure.ts`); `POST` applies the choice and sends the
 * guest back (303) to the return URL the client gave, with the outcome; without one, or once answered, the
 * page says how it ended. It needs no client session: the guest's browser opens it.
 */
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { StoredChallenge } from '../db/rows';
import type { ErrorCode } from '../http/errorCatalogue';
import { ApiError } from '../http/errors';
import { readPageAction } from '../http/pageAction';
import { pathParam, route } from '../http/route';
import { escapeHtml } from '../lib/html';
import { CHALLENGE_ACTIONS, CHALLENGE_VIEW_LIMIT } from './threeDSecure';
import type { ChallengeAction } from './threeDSecure';

/** A payment that may wait for 3-D Secure, as the issuer page sees it. */
export interface ChallengedPayment<Row> {
  /** Where the page lies under the mock's reserved prefix (`/__staykit/3ds`). */
  readonly path: string;
  /** What happens to a payment that does not end authorized: `The reservation was cancelled.` */
  readonly consequence: string;
  /** The label of the link back to the client. */
  readonly returnLabel: string;
  /** The payment of a challenge id, with the mock clock applied; undefined when none has it. */
  find(challengeId: string): Row | undefined;
  /** Whether the payment still waits for the guest's answer. */
  isWaiting(row: Row): boolean;
  /** Counts a load of the page; the payment afterwards (suspended past the limit). */
  view(row: Row): Row;
  /** Applies the guest's choice; the payment afterwards. */
  answer(row: Row, action: ChallengeAction): Row;
  /** The code the payment ended with (null: authorized). */
  endCode(row: Row): ErrorCode | null;
  /** The payment as the page states it: who is paid, the amount and the card. */
  summary(row: Row): string;
  /** When the payment must be answered by, if the page shows it. */
  deadline(row: Row): string | undefined;
  /** The return URL with the outcome, or null when the client gave none. */
  returnTarget(row: Row): string | null;
}

const TITLE = '3-D Secure (mock issuer)';

/**
 * A page of the mock that stands for a payment provider's (this issuer's, PayPal's approval): `title` is
 * plain text, `content` HTML the caller escaped.
 *
 * @example
 * ```ts
 * return mockPage('PayPal (mock)', `<p>${escapeHtml(summary)}</p>`);
 * ```
 */
export function mockPage(title: string, content: string): Response {
  const heading = escapeHtml(title);
  return HttpResponse.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title>` +
      '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem;margin:.25rem}</style>' +
      `</head><body><main><h1>${heading}</h1>${content}</main></body></html>`,
  );
}

const page = (content: string): Response => mockPage(TITLE, content);

/** What the page says once the payment ended, by the code it ended with. */
function endText(code: ErrorCode | null, consequence: string): string {
  if (code === null) return 'Authentication succeeded. The payment is authorized.';
  const texts: Partial<Record<ErrorCode, string>> = {
    three_d_secure_expired: 'The 15 minutes for 3-D Secure have passed.',
    '3008': 'You cancelled 3-D Secure.',
    '3009': '3-D Secure was suspended after repeated requests.',
    '3002': 'Authentication succeeded, but the card issuer declined the payment.',
  };
  return `${texts[code] ?? 'Authentication failed.'} ${consequence}`;
}

function resultPage<Row>(payment: ChallengedPayment<Row>, row: Row): Response {
  const target = payment.returnTarget(row);
  const back = target
    ? `<p><a href="${escapeHtml(target)}">${escapeHtml(payment.returnLabel)}</a></p>`
    : '<p>You can close this window.</p>';
  const text = endText(payment.endCode(row), payment.consequence);
  return page(`<p role="status">${escapeHtml(text)}</p>${back}`);
}

function challengePage<Row>(payment: ChallengedPayment<Row>, row: Row, views: number, request: Request) {
  const action = escapeHtml(new URL(request.url).pathname);
  const button = (value: ChallengeAction, label: string): string =>
    `<button type="submit" name="action" value="${value}">${label}</button>`;
  const deadline = payment.deadline(row);
  return page(
    `<p>${escapeHtml(payment.summary(row))}</p>` +
      `<p>${deadline === undefined ? '' : `Finish before ${escapeHtml(deadline)}. `}This page was opened ${views} of ${CHALLENGE_VIEW_LIMIT} times allowed.</p>` +
      `<form method="post" action="${action}">${button('approve', 'Approve')}${button('fail', 'Fail authentication')}${button('cancel', 'Cancel')}</form>`,
  );
}

/**
 * The handlers of the issuer page of one kind of payment.
 *
 * @example
 * ```ts
 * export const paymentHandlers = [...operations, ...issuerPageHandlers(reservationChallenges)];
 * ```
 */
export function issuerPageHandlers<Row extends StoredChallenge>(
  payment: ChallengedPayment<Row>,
): HttpHandler[] {
  const find = (id: string): Row => {
    const row = id === '' ? undefined : payment.find(id);
    if (row === undefined)
      throw new ApiError('not_found', { message: 'No 3-D Secure challenge has this id' });
    return row;
  };
  return [
    http.get(
      `*${payment.path}/:challenge_id`,
      route(
        ({ params, request }) => {
          const row = find(pathParam(params, 'challenge_id'));
          if (!payment.isWaiting(row)) return resultPage(payment, row);
          const viewed = payment.view(row);
          return payment.isWaiting(viewed)
            ? challengePage(payment, viewed, viewed.challenge_views, request)
            : resultPage(payment, viewed);
        },
        { session: false },
      ),
    ),
    http.post(
      `*${payment.path}/:challenge_id`,
      route(
        async ({ params, request }) => {
          const action = await readPageAction(request, CHALLENGE_ACTIONS);
          const row = find(pathParam(params, 'challenge_id'));
          const done = payment.isWaiting(row) ? payment.answer(row, action) : row;
          const target = payment.returnTarget(done);
          return target ? HttpResponse.redirect(target, 303) : resultPage(payment, done);
        },
        { session: false },
      ),
    ),
  ];
}

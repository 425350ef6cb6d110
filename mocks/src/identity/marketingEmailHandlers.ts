/**
 * Promotional e-mail unsubscribe links: `getMarketingEmailSubscriptionStatus` and
 * `unsubscribeMarketingEmails` (client session only; no sign-in or hotel). The link's `token` names the
 * address (seed/seedPayLinks.ts); an unknown or expired token is 422 `unsubscribe_failed`. Unsubscribing
 * again changes nothing and succeeds.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MarketingSubscriptionRow } from '../db/rows';
import { BodyReader } from '../http/bodyReader';
import { ApiError } from '../http/errors';
import { ParamReader } from '../http/params';
import { readJsonBody, route } from '../http/route';

type StatusResponse = components['schemas']['MarketingEmailSubscriptionStatusResponse'];

const TOKEN_RULES = { minLength: 8, maxLength: 512, pattern: /^[A-Za-z0-9_.-]+$/ } as const;

/** The subscription of a link's token; unknown or expired is `unsubscribe_failed`. */
function subscriptionOf(token: string): MarketingSubscriptionRow {
  const row = db.marketingSubscription.get(token);
  if (!row || nowMillis() >= row.expires_at_ms) {
    throw new ApiError('unsubscribe_failed', { message: 'The unsubscribe link is invalid or expired' });
  }
  return row;
}

/** An address with all but its first and last local characters masked: `h***o@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const masked = local.length <= 2 ? `${local.slice(0, 1)}***` : `${local[0] ?? ''}***${local.slice(-1)}`;
  return `${masked}@${domain}`;
}

function statusResponse(row: MarketingSubscriptionRow): Response {
  const brand = db.brand.get(row.brand_id);
  const body: StatusResponse = {
    data: {
      email: maskEmail(row.email),
      subscribed: row.subscribed,
      ...(brand ? { hotel_brand_name: brand.name } : {}),
    },
  };
  return HttpResponse.json(body);
}

/** Handlers of the promotional e-mail operations. */
export const marketingEmailHandlers = [
  http.get(
    '*/marketing_emails/subscription_status',
    route(({ query }) => {
      const reader = ParamReader.ofQuery(query);
      const token = reader.string('token', TOKEN_RULES);
      if (!query.get('token')) reader.fail('token', 'is required');
      reader.finish();
      return statusResponse(subscriptionOf(token ?? ''));
    }),
  ),
  http.post(
    '*/marketing_emails/unsubscribe',
    route(async ({ request }) => {
      const reader = BodyReader.of(await readJsonBody(request));
      const token = reader.text('token', { ...TOKEN_RULES, required: true });
      const reason = reader.text('reason', { maxLength: 1000 });
      reader.finish();
      const row = subscriptionOf(token ?? '');
      if (!row.subscribed) return statusResponse(row);
      const updated = db.marketingSubscription.update(row.token, {
        subscribed: false,
        reason: reason ?? null,
      });
      return statusResponse(updated ?? row);
    }),
  ),
];

/**
 * The outbox: every e-mail the mock "sends" (it sends none) is kept here until the next reset, with the
 * widget links it carries, so that a test, or a developer walking the demo, can follow a confirmation link
 * without a mail server. Listed by `GET /__staykit/outbox[?to=address]` (mocks/README.md).
 */
import type { components, Locale } from '@staykit/sdk';
import { HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MailKind, OutboxMailRow } from '../db/rows';
import { formatInstant } from '../lib/dates';

// Outbox answers show instants in Japan time, the seed's main zone.
const JST = 540;

/**
 * Keeps an e-mail in the outbox ("sends" it) and answers its row. With the language of the request that
 * sent it, its links open the widget in that language (`locale`), as the guest was reading it.
 *
 * @example
 * ```ts
 * sendMail({ to: 'hanako@example.com', kind: 'sign_up_confirmation', hotel_code: 'demo-tokyo', subject: '…', links: ['/member-confirmation?…'] }, 'en');
 * ```
 */
export function sendMail(
  mail: Omit<OutboxMailRow, 'id' | 'sent_at_ms'>,
  locale: Locale | null = null,
): OutboxMailRow {
  const links = mail.links.map((link) => {
    if (locale === null) return link;
    const [path = '', query = ''] = link.split('?');
    const params = new URLSearchParams(query);
    params.set('locale', locale);
    return `${path}?${params.toString()}`;
  });
  return db.outboxMail.insert({ ...mail, links, id: db.outboxMail.inserted + 1, sent_at_ms: nowMillis() });
}

/** One e-mail as the outbox control lists it. */
export interface OutboxMail {
  id: number;
  to: string;
  kind: MailKind;
  hotel_code: string;
  subject: string;
  links: string[];
  sent_at: string;
}

/**
 * The e-mails sent since the last reset, oldest first; only those to `to` (any case) when given.
 *
 * @example
 * ```ts
 * outboxMails('Hanako@example.com')[0]?.links[0]; // '/member-confirmation?hotel_code=demo-tokyo&…'
 * ```
 */
export function outboxMails(to?: string): OutboxMail[] {
  const rows = to === undefined ? db.outboxMail.all() : db.outboxMail.where('to', to.toLowerCase());
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    kind: row.kind,
    hotel_code: row.hotel_code,
    subject: row.subject,
    links: [...row.links],
    sent_at: formatInstant(row.sent_at_ms, JST),
  }));
}

// A real mail may take 10 minutes: the widget asks the member to wait that long before asking again.
const MAIL_RETRY_AFTER_SECONDS = 600;

/**
 * The 202 of an operation that mails something (`MemberMailAcceptedResponse`). The mock delivers at once,
 * to the outbox; the wait it asks for is what a real mail server may need.
 *
 * @example
 * ```ts
 * sendMail(mail);
 * return mailAccepted();
 * ```
 */
export function mailAccepted(): Response {
  const body: components['schemas']['MemberMailAcceptedResponse'] = {
    data: { accepted: true, retry_after_seconds: MAIL_RETRY_AFTER_SECONDS },
  };
  return HttpResponse.json(body, { status: 202 });
}

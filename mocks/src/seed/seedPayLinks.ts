/**
 * The seed's pay links (one per state, at demo-tokyo, demo-taipei and demo-seoul) and the addresses of
 * promotional e-mail unsubscribe links. Every link is sent at the clock's start, so the open ones expire
 * an hour later; `PL1010009` was sent two hours before and is already expired. Deterministic: every reset
 * writes the same rows (dates follow the clock).
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { PayLinkRow } from '../db/rows';
import { DEMO_BRAND } from './scenarios';

const HOUR_MS = 60 * 60_000;

/**
 * The seeded pay links by what they show: the payment number of each state.
 *
 * @example
 * ```ts
 * await fetch(`${base}/pay_links/${PAY_LINKS.pending}`, { headers: { 'Client-Session': session } });
 * ```
 */
export const PAY_LINKS = {
  /** demo-tokyo, 12,000 JPY, waiting for payment. */
  pending: 'PL1010001',
  /** demo-tokyo, 13,200 JPY: the hotel raised it from 12,000 five minutes before the clock's start. */
  amountChanged: 'PL1010002',
  /** demo-tokyo, paid the day before: `already_paid`. */
  alreadyPaid: 'PL1010003',
  /** demo-tokyo, the last attempt was refused (`Others`, 3204): may be paid again. */
  failed: 'PL1010004',
  /** demo-tokyo, paid and closed by the hotel. */
  completed: 'PL1010005',
  /** demo-tokyo, paid and refunded. */
  refunded: 'PL1010006',
  /** demo-tokyo, cancelled by the hotel. */
  cancelled: 'PL1010007',
  /** demo-tokyo, its payment record is missing. */
  notFound: 'PL1010008',
  /** demo-tokyo, sent two hours before the clock's start and never paid: 410. */
  expired: 'PL1010009',
  /** demo-taipei, 3,600 TWD, waiting for payment. */
  taipeiPending: 'PL2010001',
  /** demo-seoul, 120,000 KRW, waiting for payment. */
  seoulPending: 'PL3010001',
} as const;

/**
 * The seeded unsubscribe links of promotional e-mail (`token`), by what they do.
 *
 * @example
 * ```ts
 * await fetch(`${base}/marketing_emails/subscription_status?token=${UNSUBSCRIBE_TOKENS.subscribed}`, { headers });
 * ```
 */
export const UNSUBSCRIBE_TOKENS = {
  /** hanako@example.com at Demo Hotels, still subscribed. */
  subscribed: 'ue_hanako_subscribed',
  /** taro@example.com at Demo Hotels, already unsubscribed. */
  unsubscribed: 'ue_taro_unsubscribed',
  /** A link that expired the day before: `unsubscribe_failed`. */
  expired: 'ue_expired_link',
} as const;

interface SeedLink {
  readonly number: string;
  readonly hotelId: number;
  readonly state: PayLinkRow['state'];
  readonly amount: number;
  readonly title: string;
  readonly guestName: string;
  readonly issuedAgoMs?: number;
  readonly paidAgoMs?: number;
  readonly amountUpdatedAgoMs?: number;
}

const LINKS: readonly SeedLink[] = [
  {
    number: PAY_LINKS.pending,
    hotelId: 101,
    state: 'pending',
    amount: 12_000,
    title: 'Room upgrade and late check-out',
    guestName: 'Hanako Yamada',
  },
  {
    number: PAY_LINKS.amountChanged,
    hotelId: 101,
    state: 'pending',
    amount: 13_200,
    title: 'Room upgrade and late check-out',
    guestName: 'Hanako Yamada',
    issuedAgoMs: 10 * 60_000,
    amountUpdatedAgoMs: 5 * 60_000,
  },
  {
    number: PAY_LINKS.alreadyPaid,
    hotelId: 101,
    state: 'paid',
    amount: 8_000,
    title: 'Airport transfer',
    guestName: 'Taro Suzuki',
    paidAgoMs: 24 * HOUR_MS,
  },
  {
    number: PAY_LINKS.failed,
    hotelId: 101,
    state: 'failed',
    amount: 5_500,
    title: 'Breakfast for two',
    guestName: 'Hanako Yamada',
  },
  {
    number: PAY_LINKS.completed,
    hotelId: 101,
    state: 'completed',
    amount: 20_000,
    title: 'Anniversary cake',
    guestName: 'Taro Suzuki',
    paidAgoMs: 48 * HOUR_MS,
  },
  {
    number: PAY_LINKS.refunded,
    hotelId: 101,
    state: 'refunded',
    amount: 3_000,
    title: 'Parking',
    guestName: 'Taro Suzuki',
    paidAgoMs: 72 * HOUR_MS,
  },
  {
    number: PAY_LINKS.cancelled,
    hotelId: 101,
    state: 'cancelled',
    amount: 4_400,
    title: 'Spa session',
    guestName: 'Hanako Yamada',
  },
  {
    number: PAY_LINKS.notFound,
    hotelId: 101,
    state: 'not_found',
    amount: 9_900,
    title: 'Dinner course',
    guestName: 'Hanako Yamada',
  },
  {
    number: PAY_LINKS.expired,
    hotelId: 101,
    state: 'pending',
    amount: 12_000,
    title: 'Room upgrade and late check-out',
    guestName: 'Hanako Yamada',
    issuedAgoMs: 2 * HOUR_MS,
  },
  {
    number: PAY_LINKS.taipeiPending,
    hotelId: 201,
    state: 'pending',
    amount: 3_600,
    title: 'Extra bed',
    guestName: 'Mei Lin',
  },
  {
    number: PAY_LINKS.seoulPending,
    hotelId: 301,
    state: 'pending',
    amount: 120_000,
    title: 'Room upgrade',
    guestName: 'Jiwoo Kim',
  },
];

/** Writes the pay links (with the refused attempt of the `failed` one) and the unsubscribe links. */
export function seedPayLinks(): void {
  const now = nowMillis();
  for (const link of LINKS) {
    const issuedAt = now - (link.issuedAgoMs ?? 0);
    const failedAttempt = link.state === 'failed' ? `plt_${link.number}_1` : null;
    db.payLink.insert({
      payment_number: link.number,
      hotel_id: link.hotelId,
      title: link.title,
      guest_name: link.guestName,
      amount: link.amount,
      state: link.state,
      issued_at_ms: issuedAt,
      amount_updated_at_ms: now - (link.amountUpdatedAgoMs ?? link.issuedAgoMs ?? 0),
      paid_at_ms: link.paidAgoMs === undefined ? null : now - link.paidAgoMs,
      paid_client_session: '',
      last_transaction_id: failedAttempt,
    });
    if (failedAttempt !== null) {
      db.payLinkTransaction.insert({
        id: failedAttempt,
        payment_number: link.number,
        hotel_id: link.hotelId,
        client_session: '',
        status: 'failed',
        amount: link.amount,
        currency: 'JPY',
        card_brand: 'visa',
        card_last4: '0400',
        card_expiry_month: 12,
        card_expiry_year: 2030,
        after_challenge: 'authorize',
        challenge_id: '',
        challenge_views: 0,
        return_url: null,
        expires_at_ms: 0,
        authorized_at_ms: null,
        error_code: '3204',
        card_issue_code: 'Others',
        created_at_ms: now - 10 * 60_000,
        updated_at_ms: now - 10 * 60_000,
      });
    }
  }
  const subscriptions = [
    {
      token: UNSUBSCRIBE_TOKENS.subscribed,
      email: 'hanako@example.com',
      subscribed: true,
      expiresInMs: 30 * 24 * HOUR_MS,
    },
    {
      token: UNSUBSCRIBE_TOKENS.unsubscribed,
      email: 'taro@example.com',
      subscribed: false,
      expiresInMs: 30 * 24 * HOUR_MS,
    },
    {
      token: UNSUBSCRIBE_TOKENS.expired,
      email: 'jiro@example.com',
      subscribed: true,
      expiresInMs: -24 * HOUR_MS,
    },
  ];
  for (const subscription of subscriptions) {
    db.marketingSubscription.insert({
      token: subscription.token,
      email: subscription.email,
      brand_id: DEMO_BRAND.id,
      subscribed: subscription.subscribed,
      reason: null,
      expires_at_ms: now + subscription.expiresInMs,
    });
  }
}

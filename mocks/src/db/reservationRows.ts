/**
 * The rows of bookings and payments: reservations with their parts as booked and the stock they hold,
 * card payments, card tokens, uploads, pay links and their attempts, payment-hub transactions.
 */
import type { components } from '@staykit/sdk';

type Schemas = components['schemas'];

/** Rooms (or allotment) a reservation holds on one night. */
export interface HeldNight {
  readonly code: string;
  readonly date: string;
  readonly count: number;
}

/** Everything a reservation took from the stock, to give back when it is cancelled. */
export interface HeldStock {
  readonly rooms: readonly HeldNight[];
  readonly plans: readonly HeldNight[];
  readonly extras: readonly { readonly id: number; readonly quantity: number }[];
}

/** An answer kept with a reservation. */
export interface StoredAnswer {
  readonly questionId: number;
  readonly answer: Schemas['AdditionalQuestionAnswer'];
}

/**
 * A reservation made by `createReservation`: its parts in the contract's shapes, and the stock it holds
 * (given back when it is cancelled). Numbers count the rows, so a reset starts them again.
 */
export interface ReservationRow {
  readonly number: string;
  readonly serial: number;
  readonly hotel_id: number;
  readonly status: Schemas['ReservationStatus'];
  /** The bypass token of the confirmation link. */
  readonly token: string;
  /** The booking e-mail, lower case. */
  readonly email: string;
  /** The member who booked with a user token the store knows; null for guests. */
  readonly member_id: number | null;
  /**
   * Where it was made: `site`, by the guest on the booking site (every `createReservation`), `agency`, on
   * the agency site (`createAgencyReservation`), or `staff`, entered by the hotel (seeded only). An
   * organization's usage table lists only the site's.
   */
  readonly source: 'site' | 'agency' | 'staff';
  /** The user token sent when booking ('' for none): the mock's test tokens stand for a member too. */
  readonly user_token: string;
  readonly checkin_date: string;
  readonly checkout_date: string;
  readonly payment_type: Schemas['PaymentType'];
  readonly currency: Schemas['CurrencyCode'];
  readonly mcp_currency: Schemas['CurrencyCode'] | null;
  readonly guest: Schemas['ReservationGuest'];
  readonly rooms: readonly Schemas['ReservationRoom'][];
  readonly price: Schemas['PriceBreakdown'];
  readonly extras: readonly Schemas['ReservationExtra'][];
  readonly answers: readonly StoredAnswer[];
  readonly held: HeldStock;
  readonly booking_for_someone_else: boolean;
  readonly coupon_code: string | null;
  readonly spending_point: number;
  readonly deposit_percentage: number | null;
  readonly cancellation_policy_id: number | null;
  readonly lottery_entry_number: string | null;
  readonly receipt_title: string | null;
  readonly receipt_unicode: string | null;
  /** The campaign tracking the booking carried (`tracking`), by field. */
  readonly tracking: Readonly<Record<string, string>>;
  readonly created_at_ms: number;
  readonly cancelled_at_ms: number | null;
  readonly cancel_reason: string | null;
  /** What the guest wrote when cancelling online. */
  readonly cancel_details: string | null;
  /** The fee the guest was shown before cancelling (`cancellation_fee_displayed`). */
  readonly cancel_fee_displayed: number | null;
  /** The fee charged and the amount refunded when cancelled online. */
  readonly cancel_fee: number | null;
  readonly cancel_refund: number | null;
}

/** What a card does once 3-D Secure is approved: authorize, or decline (3002). */
export type AfterChallenge = 'authorize' | 'decline';

/** What a stored payment keeps of its card: what the contract may show, never the number. */
export interface StoredCard {
  readonly card_brand: Schemas['CardBrand'];
  readonly card_last4: string;
  readonly card_expiry_month: number;
  readonly card_expiry_year: number;
}

/** The 3-D Secure step a stored payment may wait for, on the mock issuer's page. */
export interface StoredChallenge {
  readonly after_challenge: AfterChallenge;
  /** Id of the issuer page ('' when none was needed). */
  readonly challenge_id: string;
  readonly challenge_views: number;
  /** Where the page sends the guest back, if the client gave it. */
  readonly return_url: string | null;
  /** The 3-D Secure deadline (15 minutes after the start); 0 when none was needed. */
  readonly expires_at_ms: number;
}

/**
 * The card payment of a reservation. Holds only what the contract may show of the card (brand, last
 * four digits, expiry), never its number or security code. A payment made through a provider
 * (`provider`) has no card until the payer gives one there.
 */
export interface PaymentRow extends StoredChallenge {
  readonly card: StoredCard | null;
  readonly provider: Schemas['PaymentProvider'] | null;
  readonly reservation_number: string;
  readonly hotel_id: number;
  readonly status: Schemas['PaymentStatus'];
  readonly payment_type: Schemas['PaymentType'];
  readonly gateway: Schemas['PaymentGateway'];
  readonly amount: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly mcp_currency: Schemas['CurrencyCode'] | null;
  readonly mcp_amount_cents: number | null;
  readonly started_at_ms: number;
  /** The result the challenge page handed to the return URL, checked by `completeThreeDSecure`. */
  readonly authentication_result: string | null;
  readonly authorized_at_ms: number | null;
  /** When capture starts (the capture rule of `payment/reservationPayments.ts`). */
  readonly capture_from_ms: number | null;
  readonly captured_at_ms: number | null;
  readonly cancelled_at_ms: number | null;
  /** Why it failed or was cancelled: a catalogue code (`3006`, `3008`, `three_d_secure_expired`...). */
  readonly failure_code: Schemas['ErrorCode'] | null;
}

/**
 * What a tokenised card does at payment: `approve` (authorized at once), `challenge` (3-D Secure with the
 * mock's challenge page, then authorized), `challenge_decline` (3-D Secure, then declined with 3002), or
 * `decline:<code>` (refused when booking, nothing is booked).
 */
export type CardBehaviour = 'approve' | 'challenge' | 'challenge_decline' | `decline:${Schemas['ErrorCode']}`;

/**
 * A one-time card token of `createCardToken`: what the gateway decided from the number (its test-card
 * behaviour) and what may be shown of the card. Never the number or the security code.
 */
export interface CardTokenRow {
  readonly token: string;
  readonly hotel_id: number;
  readonly client_session: string;
  readonly gateway: Schemas['CardTokenGateway'];
  readonly brand: Schemas['CardBrand'];
  readonly last4: string;
  readonly expiry_month: number;
  readonly expiry_year: number;
  readonly behaviour: CardBehaviour;
  readonly created_at_ms: number;
  readonly expires_at_ms: number;
  readonly used: boolean;
}

/**
 * A file of `uploadFileAttachment`: its metadata only (the bytes are checked and dropped), with the
 * client session, hotel and question it was sent for, by which the 30-file limit counts.
 */
export interface FileAttachmentRow {
  readonly id: number;
  readonly hotel_id: number;
  /** The question answered, or 0 when the form named none. */
  readonly additional_question_id: number;
  readonly client_session: string;
  readonly filename: string;
  readonly content_type: string;
  readonly byte_size: number;
  readonly created_at_ms: number;
}

/**
 * A pay link a hotel sent to a guest. `state` is the stored one; a link paid in the client session that
 * paid it reads `paid`, in any other `already_paid` (`payment/payLinks.ts`).
 */
export interface PayLinkRow {
  readonly payment_number: string;
  readonly hotel_id: number;
  readonly title: string;
  readonly guest_name: string;
  readonly amount: number;
  readonly state: Schemas['PayLinkState'];
  readonly issued_at_ms: number;
  readonly amount_updated_at_ms: number;
  readonly paid_at_ms: number | null;
  /** The client session that paid it ('' when paid before the mock started). */
  readonly paid_client_session: string;
  readonly last_transaction_id: string | null;
}

/** One payment attempt on a pay link: only what may be shown of the card, never its number. */
export interface PayLinkTransactionRow extends StoredCard, StoredChallenge {
  readonly id: string;
  readonly payment_number: string;
  readonly hotel_id: number;
  readonly client_session: string;
  readonly status: Schemas['PaymentStatus'];
  readonly amount: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly authorized_at_ms: number | null;
  readonly error_code: Schemas['ErrorCode'] | null;
  readonly card_issue_code: Schemas['PayLinkCardIssueCode'] | null;
  readonly created_at_ms: number;
  readonly updated_at_ms: number;
}

/** A payment-hub transaction of a reservation, made on the first report of the hub's result. */
export interface PaymentHubTransactionRow {
  readonly id: string;
  readonly reservation_number: string;
  readonly hotel_id: number;
  readonly hub_config: Schemas['PaymentHubConfig'];
  readonly status: Schemas['PaymentHubTransactionStatus'];
  readonly amount: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly hub_transaction_reference: string | null;
  readonly failure_code: Schemas['ErrorCode'] | null;
  /** The hub result token that ended `pending` (a different one later is 3014). */
  readonly result: string | null;
  readonly updated_at_ms: number;
}

/**
 * An Adyen Checkout session made for a reservation's payment (`createAdyenPaymentSession`): one per
 * attempt, numbered in the merchant reference.
 */
export interface AdyenSessionRow {
  readonly id: string;
  readonly reservation_number: string;
  readonly hotel_id: number;
  readonly attempt: number;
  readonly return_url: string;
  /** `hosted`: paid on the mock's stand-in for Adyen's hosted page; `embedded`: by Drop-in, at Adyen. */
  readonly mode: 'embedded' | 'hosted';
  /** `open` until the payer pays (`completed`) or fails (`refused`) on the hosted page. */
  readonly status: 'open' | 'completed' | 'refused';
  readonly created_at_ms: number;
  readonly expires_at_ms: number;
}

/**
 * A PayPal order made for a reservation's payment (`createPaypalOrder`): `created` until the payer
 * answers the mock's approval page, then `completed` (the payment authorized) or `voided` (refused); a
 * payer who cancels leaves it `created`.
 */
export interface PaypalOrderRow {
  readonly id: string;
  readonly reservation_number: string;
  readonly hotel_id: number;
  readonly status: 'created' | 'completed' | 'voided';
  readonly return_url: string | null;
  readonly cancel_url: string | null;
  readonly created_at_ms: number;
}

/**
 * The rows of sessions and members: client sessions, stored answers of creates (Idempotency-Key),
 * membership programmes, members, user tokens, sign-in credentials, promotional e-mail subscriptions, the
 * e-mails the mock "sent" and the confirmation links in them.
 */
import type { components } from '@staykit/sdk';

type Schemas = components['schemas'];

/** A client session. */
export interface ClientSessionRow {
  readonly token: string;
  readonly key: string;
  readonly created_at_ms: number;
  readonly expires_at_ms: number;
}

/**
 * The stored answer of a create, kept 24 hours on the mock clock; `key` is the slot (the client session
 * or other scope, the operation and the Idempotency-Key).
 */
export interface IdempotentResponseRow {
  readonly key: string;
  readonly operation: string;
  readonly body_fingerprint: string;
  readonly status: number;
  /** The answer's JSON text, replayed as it was sent. */
  readonly response_body: string;
  readonly stored_at_ms: number;
}

/** A membership programme of a brand; a retired one is still named by its members but no longer loads. */
export interface MembershipProgramRow {
  readonly id: number;
  readonly brand_id: number;
  readonly name: string;
  readonly name_ja: string;
  readonly update_member_profile_enabled: boolean;
  readonly encrypted_qr_code_enabled: boolean;
  /** The programme offers the adult and the kid companion tiers. */
  readonly companions: boolean;
  /** A programme of one organization: only its users are members (null: every member of the brand). */
  readonly organization_id: number | null;
  /** Members of the brand join it one by one (`setupMembership`) instead of belonging from the start. */
  readonly join_required: boolean;
  readonly retired: boolean;
}

/**
 * The optional personal information of a member's profile, as sign-up and `updateMembership` take it
 * (names, the e-mail and the programme are kept apart, in the account's own fields).
 */
export type MemberDetails = Readonly<
  Pick<
    Schemas['MemberProfile'],
    | 'phone'
    | 'dob'
    | 'gender'
    | 'nationality'
    | 'occupation'
    | 'address'
    | 'post_code'
    | 'prefecture'
    | 'building_name'
    | 'promotions_opt_in'
    | 'receipt_name'
    | 'receipt_title'
    | 'receipt_unicode'
  >
>;

/** A member account of a brand. */
export interface MemberRow {
  readonly id: number;
  readonly brand_id: number;
  readonly email: string;
  /** A new login e-mail waiting for its confirmation link (`updateMembershipEmail`); null when none. */
  readonly unconfirmed_email: string | null;
  readonly password: string;
  /** The passwords the member had before, which a new one may not repeat (`1302`). */
  readonly previous_passwords: readonly string[];
  /** Sign-in checks it: only an `active` member signs in. */
  readonly status: 'active' | 'provisional' | 'locked' | 'facility_registered';
  readonly first_name: string;
  readonly last_name: string;
  readonly first_name_kana: string | null;
  readonly last_name_kana: string | null;
  readonly provider: Schemas['MemberProvider'];
  /** A corporate-only sign-in: the user has an organization but no member id. */
  readonly corporate_only: boolean;
  readonly program_id: number | null;
  readonly rank: string | null;
  readonly rank_id: number | null;
  readonly membership_id: string | null;
  /** Phone, birth date, address and the other optional fields of the profile. */
  readonly details: MemberDetails;
  readonly point_program_enabled: boolean;
  readonly organization_id: number | null;
  readonly organization_name: string;
  readonly organization_display_name: string;
  readonly organization_program_id: number | null;
  readonly organization_role: Schemas['User']['organization_role'];
  /** Stay days a year the organization's contract allows this user; null when unlimited. */
  readonly organization_stay_days: number | null;
  /** The programmes that need joining (`join_required`) which the member has joined. */
  readonly joined_program_ids: readonly number[];
}

/** A user (bearer) token issued by a sign-in or a token exchange; sign-out revokes it. */
export interface UserTokenRow {
  readonly token: string;
  readonly member_id: number;
  readonly brand_id: number;
  readonly program_id: number | null;
  readonly issued_at_ms: number;
  readonly expires_at_ms: number;
  readonly revoked: boolean;
}

/**
 * A credential handed to the widget in its URL and traded for a user token: a one-time access token,
 * a refresh token with its `code`, a brand custom-auth code or a loyalty-provider `otid`. Each can be
 * spent once.
 */
export interface SignInGrantRow {
  readonly value: string;
  readonly kind: 'one_time' | 'refresh' | 'custom_auth' | 'otid';
  readonly member_id: number;
  readonly brand_id: number;
  /** The code a refresh token must come with ('' for the other kinds). */
  readonly code: string;
  readonly spent: boolean;
  readonly expires_at_ms: number | null;
}

/** A social sign-in provider the mock plays (`/__staykit/sign-in-provider`). */
export type SignInProvider = 'line' | 'facebook' | 'open_id';

/**
 * What the mock's test sign-in provider handed back to the client: a LINE or OpenID authorization code or
 * a Facebook access token, for a seeded account of that provider or a new one. Spent by its sign-in.
 */
export interface ProviderCodeRow {
  readonly value: string;
  readonly provider: SignInProvider;
  /** The account chosen on the provider's page; null for a new user, whose account the sign-in creates. */
  readonly member_id: number | null;
  /** The `state` and `redirect_uri` of the authorization (a LINE code is accepted only with both). */
  readonly state: string;
  readonly redirect_uri: string;
  /** The OpenID `nonce` the client sent, which its sign-in must repeat; null without one. */
  readonly nonce: string | null;
  readonly spent: boolean;
  readonly expires_at_ms: number;
}

/** The address behind a promotional e-mail's unsubscribe link. */
export interface MarketingSubscriptionRow {
  readonly token: string;
  readonly email: string;
  readonly brand_id: number;
  readonly subscribed: boolean;
  readonly reason: string | null;
  /** The link works until then. */
  readonly expires_at_ms: number;
}

/** What an e-mail of the outbox is about. */
export type MailKind = 'sign_up_confirmation' | 'email_change' | 'password_reset' | 'account_removal';

/**
 * An e-mail the mock "sent" (it sends none): kept in the outbox, which `GET /__staykit/outbox` lists,
 * until the next reset.
 */
export interface OutboxMailRow {
  readonly id: number;
  readonly to: string;
  readonly kind: MailKind;
  readonly hotel_code: string;
  readonly subject: string;
  /** The widget pages the mail links to, as paths with their query (the widget's origin is the reader's). */
  readonly links: readonly string[];
  readonly sent_at_ms: number;
}

/** The token of a confirmation link: a sign-up to confirm. Spent by its first use. */
export interface MemberConfirmationRow {
  readonly token: string;
  readonly member_id: number;
  /** The new login e-mail a change link confirms; null for a sign-up's link. */
  readonly new_email: string | null;
  readonly program_id: number | null;
  readonly redirect_url: string | null;
  readonly expires_at_ms: number;
  readonly used_at_ms: number | null;
}

/** The token of a password-reset link. Spent by the password it sets. */
export interface PasswordResetRow {
  readonly token: string;
  readonly member_id: number;
  readonly expires_at_ms: number;
  readonly used: boolean;
}

/**
 * A LINE user who opened the widget inside LINE (LIFF) at a hotel (`upsertLiffUser`), with the chatbot
 * user and the member it is linked to.
 */
export interface LiffUserRow {
  /** The hotel's id and the LINE user id (LINE's `sub`), joined by `:`. */
  readonly key: string;
  readonly hotel_id: number;
  readonly line_user_id: string;
  readonly chatbot_user_id: string | null;
  readonly member_id: number | null;
  readonly display_name: string | null;
  readonly picture_url: string | null;
  readonly updated_at_ms: number;
}

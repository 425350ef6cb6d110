/**
 * The rows of the mock's store, one interface per table. Fields that the contract enumerates carry the
 * contract's type, and the nested parts of a reservation (its booker, rooms, price, extras, answers and
 * the stock it holds) are stored as the values themselves, so nothing read from the store needs parsing
 * or a cast.
 */
import type { components } from '@staykit/sdk';

type Schemas = components['schemas'];

/** A brand. */
export interface BrandRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** A path of the mock (`/__staykit/images/...`), made absolute on the request's origin when answered. */
  readonly logo_url: string | null;
  readonly custom_auth_enabled: boolean;
  readonly hide_logout: boolean;
}

/** A hotel (facility). */
export interface HotelRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly brand_id: number;
  /** Order among the brand's facilities. */
  readonly sort_index: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly locale: Schemas['Locale'];
  readonly time_zone: string;
  /** Minutes east of UTC of `time_zone` (the seed's zones have no daylight saving). */
  readonly utc_offset_minutes: number;
  readonly book_languages: readonly Schemas['Locale'][];
  readonly children_mode: Schemas['ChildrenMode'];
  readonly max_children_per_adult: number | null;
  /** The search the widget starts with. */
  readonly search_type: Schemas['SearchType'];
  readonly max_guests_per_room: number;
  readonly multi_rooms_search_limit: number;
  /** Reservations are accepted until this many months after today (1903 beyond). */
  readonly bookable_months: number;
  readonly mcp_enabled: boolean;
  /** Consumption tax in percent, included in `total_price`. */
  readonly tax_percent: number;
  /** Accommodation tax per adult and night, in the hotel currency. */
  readonly accommodation_tax_per_adult_night: number;
  readonly payment_gateway: Schemas['PaymentGateway'];
  readonly payment_options: readonly Schemas['PaymentType'][];
  readonly taiwan_receipts: boolean;
  readonly button_colour: string;
  readonly header_colour: string;
  readonly description: string;
  /** A path of the mock (`/__staykit/images/...`), made absolute on the request's origin when answered. */
  readonly image_url: string;
  readonly post_code: string;
  readonly full_address: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
  readonly url: string;
}

/** A kids tier of a tiers-mode hotel. */
export interface KidsTierRow {
  /** `<hotel_id>:<code>`. */
  readonly id: string;
  readonly hotel_id: number;
  readonly code: string;
  readonly name: string;
  readonly min_age: number | null;
  readonly max_age: number | null;
  readonly meal_options: readonly Schemas['MealOption'][];
  readonly is_companion: boolean;
  /** Price of a child of this tier, in percent of an adult's share. */
  readonly rate_percent: number;
  readonly sort_index: number;
}

/** A room search filter of a hotel. */
export interface RoomSearchFilterRow {
  readonly id: number;
  readonly hotel_id: number;
  readonly name: string;
  readonly name_ja: string;
}

/** A notice of a hotel's booking widget. */
export interface NotificationRow {
  readonly id: number;
  readonly hotel_id: number;
  readonly title: string;
  readonly body: string;
  readonly labels: readonly string[];
  readonly display_start_date: string | null;
  readonly display_end_date: string | null;
}

/** A room type. */
export interface RoomTypeRow {
  /** `<hotel_id>:<code>`. */
  readonly id: string;
  readonly hotel_id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  /** A path of the mock (`/__staykit/images/...`), made absolute on the request's origin when answered. */
  readonly image_url: string;
  /** Rooms of this type in the building (the stock of a date starts from it). */
  readonly total_rooms: number;
  readonly max_guests: number;
  readonly filter_ids: readonly number[];
  /** Rate of one room and night for two adults, tax excluded, before the date factors. */
  readonly base_rate: number;
  /** Position in `recommended` order (lower first). */
  readonly recommend_rank: number;
}

/** A hotel plan. */
export interface PlanRow {
  /** `<hotel_id>:<code>`. */
  readonly id: string;
  readonly hotel_id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  /** Added per adult and night, tax excluded (meals). */
  readonly supplement_per_adult: number;
  readonly sale_limit: number | null;
  readonly members_only: boolean;
  readonly credit_card_payment: boolean;
  readonly payment_methods: readonly Schemas['PaymentType'][];
  readonly deposit_percentage: number | null;
  readonly cancellation_policy_id: number | null;
  /** The plan is sold from this date; before it only `bookable=skip` shows it. */
  readonly booking_start_date: string | null;
  readonly is_day_use: boolean;
  /** Special discount in percent of the price with tax (a `special` discount). */
  readonly special_discount_percent: number;
  readonly inclusive_extra_ids: readonly number[];
  readonly recommend_rank: number;
}

/** A plan sold on a room type. */
export interface RoomPlanRow {
  /** `<hotel_id>:<room_plan_code>`. */
  readonly id: string;
  readonly hotel_id: number;
  readonly code: string;
  readonly name: string;
  readonly room_type_code: string;
  readonly plan_code: string;
  /** Rooms this plan may sell per night (its own allotment); null when it sells from the room stock. */
  readonly allotment: number | null;
}

/** An extra a hotel sells with a stay. */
export interface ExtraRow {
  readonly id: number;
  readonly hotel_id: number;
  readonly name: string;
  readonly description: string;
  readonly extra_type: Schemas['ExtraType'];
  readonly booking_available_dates: readonly string[];
  /** Unit price, tax excluded. */
  readonly unit_price: number;
  /** Left to sell; null when unlimited. Bookings take from it, cancellations give back. */
  readonly stock: number | null;
  readonly min: number;
  readonly max: number;
  readonly question: string | null;
  readonly answer_required: boolean;
  readonly hotel_plan_codes: readonly string[];
  /** Orders close this many days before the delivery date (or check-in) at 18:00 hotel time; null: no deadline. */
  readonly order_deadline_days_before: number | null;
  /** Still sold; a discontinued extra is not listed and pricing it gives 1106. */
  readonly active: boolean;
}

/** An additional question (or notice) of a hotel or a brand. */
export interface QuestionRow {
  readonly id: number;
  readonly ownable_type: 'hotel' | 'hotel_brand';
  /** The hotel id or the brand id, after `ownable_type`. */
  readonly owner_id: number;
  readonly question_type: Schemas['QuestionType'];
  readonly answer_type: Schemas['AnswerType'];
  readonly chat_form_field_type: Schemas['AdditionalQuestionChatFormFieldType'] | null;
  readonly title: string;
  readonly description: string;
  readonly required: boolean;
  readonly labels: readonly Schemas['AdditionalQuestionLabel'][];
  readonly hotel_plan_codes: readonly string[];
  readonly display_start_date: string | null;
  readonly display_end_date: string | null;
  readonly options: readonly Schemas['AdditionalQuestionOption'][];
  readonly book_enabled: boolean;
  readonly ota_enabled: boolean;
}

/** A cancellation policy of a hotel. */
export interface CancellationPolicyRow {
  readonly id: number;
  readonly hotel_id: number;
  readonly name: string;
  readonly description: string;
  readonly parts: readonly Schemas['CancellationPolicyPart'][];
  readonly no_show_percentage_of_cost: number;
  readonly is_non_refundable: boolean;
}

/** The payment promotion of a hotel. */
export interface PaymentPromotionRow {
  readonly hotel_id: number;
  readonly target_mode: 'include' | 'exclude';
  readonly hotel_plan_codes: readonly string[];
  readonly description: string;
}

/** A client session. */
export interface ClientSessionRow {
  readonly token: string;
  readonly key: string;
  readonly created_at_ms: number;
  readonly expires_at_ms: number;
}

/** The booking widget settings a control may change until the next reset. */
export type WidgetSettingsPatch = Partial<
  Pick<
    Schemas['BookingWidgetSettings'],
    | 'custom_header_html'
    | 'custom_header_css'
    | 'custom_footer_html'
    | 'custom_footer_css'
    | 'global_warning'
    | 'closeable'
    | 'header_enabled'
    | 'button_colour'
    | 'header_colour'
    | 'allowed_parent_origins'
  >
>;

/**
 * A hotel's widget settings changed by `PATCH /__staykit/hotels/{code}/settings`, laid over the seed's
 * settings (the colours live on the hotel row).
 */
export interface WidgetSettingOverrideRow {
  readonly hotel_id: number;
  readonly settings: WidgetSettingsPatch;
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

/**
 * The card payment of a reservation. Holds only what the contract may show of the card (brand, last
 * four digits, expiry), never its number or security code.
 */
export interface PaymentRow {
  readonly reservation_number: string;
  readonly hotel_id: number;
  readonly status: Schemas['PaymentStatus'];
  readonly payment_type: Schemas['PaymentType'];
  readonly gateway: Schemas['PaymentGateway'];
  readonly amount: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly mcp_currency: Schemas['CurrencyCode'] | null;
  readonly mcp_amount_cents: number | null;
  readonly card_brand: Schemas['CardBrand'];
  readonly card_last4: string;
  readonly card_expiry_month: number;
  readonly card_expiry_year: number;
  readonly after_challenge: AfterChallenge;
  /** Id of the mock's 3-D Secure page ('' when none was needed). */
  readonly challenge_id: string;
  readonly return_url: string | null;
  readonly started_at_ms: number;
  /** The 3-D Secure deadline (15 minutes after the start); 0 when none was needed. */
  readonly expires_at_ms: number;
  readonly challenge_views: number;
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
  readonly retired: boolean;
}

/** A member account of a brand. */
export interface MemberRow {
  readonly id: number;
  readonly brand_id: number;
  readonly email: string;
  readonly password: string;
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
  readonly point_program_enabled: boolean;
  readonly organization_id: number | null;
  readonly organization_name: string;
  readonly organization_display_name: string;
  readonly organization_program_id: number | null;
  readonly organization_role: Schemas['User']['organization_role'];
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
export interface PayLinkTransactionRow {
  readonly id: string;
  readonly payment_number: string;
  readonly hotel_id: number;
  readonly client_session: string;
  readonly status: Schemas['PaymentStatus'];
  readonly amount: number;
  readonly currency: Schemas['CurrencyCode'];
  readonly card_brand: Schemas['CardBrand'];
  readonly card_last4: string;
  readonly card_expiry_month: number;
  readonly card_expiry_year: number;
  readonly after_challenge: AfterChallenge;
  readonly challenge_id: string;
  readonly challenge_views: number;
  readonly return_url: string | null;
  /** The 3-D Secure deadline; 0 when none was needed. */
  readonly expires_at_ms: number;
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

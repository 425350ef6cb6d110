/**
 * The mock's in-memory state: @mswjs/data models. Each model holds what the handlers read and later
 * change (stock decreases on booking); settings that never change per request are derived from the
 * hotel row by the handlers. Lists of objects are stored as parallel primitive arrays because model
 * values may only be primitives or lists of primitives.
 */
import { factory, nullable, primaryKey } from '@mswjs/data';

// Factories of defaults: every field gets a value in the seed, these only satisfy the model definition.
const text = (): string => '';
const num = (): number => 0;
const flag = (): boolean => false;
const texts = (): string[] => [];
const nums = (): number[] => [];

/** The models of the mock db. */
export const db = factory({
  brand: {
    id: primaryKey(Number),
    code: text,
    name: text,
    logo_url: nullable<string>(() => null),
    custom_auth_enabled: flag,
    hide_logout: flag,
  },
  hotel: {
    id: primaryKey(Number),
    code: text,
    name: text,
    brand_id: num,
    /** Order among the brand's facilities. */
    sort_index: num,
    currency: text,
    locale: text,
    time_zone: text,
    /** Minutes east of UTC of `time_zone` (the seed's zones have no daylight saving). */
    utc_offset_minutes: num,
    book_languages: texts,
    /** `tiers`, `tiers_with_meal_and_bed_as_extras` or `ages`. */
    children_mode: text,
    max_children_per_adult: nullable<number>(() => null),
    /** `dated` or `undated`: the search the widget starts with. */
    search_type: text,
    max_guests_per_room: num,
    multi_rooms_search_limit: num,
    /** Reservations are accepted until this many months after today (1903 beyond). */
    bookable_months: num,
    mcp_enabled: flag,
    /** Consumption tax in percent, included in `total_price`. */
    tax_percent: num,
    /** Accommodation tax per adult and night, in the hotel currency. */
    accommodation_tax_per_adult_night: num,
    payment_gateway: text,
    payment_options: texts,
    taiwan_receipts: flag,
    button_colour: text,
    header_colour: text,
    description: text,
    image_url: text,
    post_code: text,
    full_address: text,
    country: text,
    phone: text,
    email: text,
    url: text,
  },
  kidsTier: {
    id: primaryKey(String),
    hotel_id: num,
    code: text,
    name: text,
    min_age: nullable<number>(() => null),
    max_age: nullable<number>(() => null),
    meal_options: texts,
    is_companion: flag,
    /** Price of a child of this tier, in percent of an adult's share. */
    rate_percent: num,
    sort_index: num,
  },
  roomSearchFilter: {
    id: primaryKey(Number),
    hotel_id: num,
    name: text,
    name_ja: text,
  },
  notification: {
    id: primaryKey(Number),
    hotel_id: num,
    title: text,
    body: text,
    labels: texts,
    display_start_date: nullable<string>(() => null),
    display_end_date: nullable<string>(() => null),
  },
  roomType: {
    /** `<hotel_id>:<code>`. */
    id: primaryKey(String),
    hotel_id: num,
    code: text,
    name: text,
    description: text,
    image_url: text,
    /** Rooms of this type in the building (the stock of a date starts from it). */
    total_rooms: num,
    max_guests: num,
    filter_ids: nums,
    /** Rate of one room and night for two adults, tax excluded, before the date factors. */
    base_rate: num,
    /** Position in `recommended` order (lower first). */
    recommend_rank: num,
  },
  plan: {
    /** `<hotel_id>:<code>`. */
    id: primaryKey(String),
    hotel_id: num,
    code: text,
    name: text,
    description: text,
    /** Added per adult and night, tax excluded (meals). */
    supplement_per_adult: num,
    sale_limit: nullable<number>(() => null),
    members_only: flag,
    credit_card_payment: flag,
    payment_methods: texts,
    deposit_percentage: nullable<number>(() => null),
    cancellation_policy_id: nullable<number>(() => null),
    /** The plan is sold from this date; before it only `bookable=skip` shows it. */
    booking_start_date: nullable<string>(() => null),
    is_day_use: flag,
    /** Special discount in percent of the price with tax (a `special` discount). */
    special_discount_percent: num,
    inclusive_extra_ids: nums,
    recommend_rank: num,
  },
  roomPlan: {
    /** `<hotel_id>:<room_plan_code>`. */
    id: primaryKey(String),
    hotel_id: num,
    code: text,
    name: text,
    room_type_code: text,
    plan_code: text,
    /** Rooms this plan may sell per night (its own allotment); null when it sells from the room stock. */
    allotment: nullable<number>(() => null),
  },
  extra: {
    id: primaryKey(Number),
    hotel_id: num,
    name: text,
    description: text,
    /** `generic` or `date_based`. */
    extra_type: text,
    booking_available_dates: texts,
    /** Unit price, tax excluded. */
    unit_price: num,
    stock: nullable<number>(() => null),
    min: num,
    max: num,
    question: nullable<string>(() => null),
    answer_required: flag,
    hotel_plan_codes: texts,
    /** Orders close this many days before the delivery date (or check-in) at 18:00 hotel time; null: no deadline. */
    order_deadline_days_before: nullable<number>(() => null),
    /** Still sold; a discontinued extra is not listed and pricing it gives 1106. */
    active: flag,
  },
  question: {
    id: primaryKey(Number),
    /** `hotel` or `hotel_brand`. */
    ownable_type: text,
    /** The hotel id or the brand id, after `ownable_type`. */
    owner_id: num,
    question_type: text,
    answer_type: text,
    chat_form_field_type: nullable<string>(() => null),
    title: text,
    description: text,
    required: flag,
    labels: texts,
    hotel_plan_codes: texts,
    display_start_date: nullable<string>(() => null),
    display_end_date: nullable<string>(() => null),
    option_ids: nums,
    option_labels: texts,
    book_enabled: flag,
    ota_enabled: flag,
  },
  cancellationPolicy: {
    id: primaryKey(Number),
    hotel_id: num,
    name: text,
    description: text,
    part_days_before: nums,
    part_hours_after: nums,
    part_percentage_of_cost: nums,
    no_show_percentage_of_cost: num,
    is_non_refundable: flag,
  },
  paymentPromotion: {
    hotel_id: primaryKey(Number),
    target_mode: text,
    hotel_plan_codes: texts,
    description: text,
  },
  clientSession: {
    token: primaryKey(String),
    key: text,
    created_at_ms: num,
    expires_at_ms: num,
  },
  /**
   * A hotel's widget settings changed by `PATCH /__staykit/hotels/{code}/settings` (controls.ts): the
   * validated subset as JSON, laid over the seed's settings; a reset drops it with the rest.
   */
  widgetSettingOverride: {
    hotel_id: primaryKey(Number),
    settings_json: text,
  },
  /**
   * Stored answers of creates, kept 24 hours on the mock clock; `key` is the slot (the client session or
   * other scope, the operation and the Idempotency-Key: `internal/idempotency.ts`).
   */
  idempotentResponse: {
    key: primaryKey(String),
    operation: text,
    body_fingerprint: text,
    status: num,
    response_body: text,
    stored_at_ms: num,
  },
  /**
   * A reservation made by `createReservation`. Its nested parts are JSON text in the contract's shapes
   * (booker, rooms, price, extras, answers); `held_json` lists the stock it holds, given back when it is
   * cancelled. Numbers count the rows, so a reset starts them again.
   */
  reservation: {
    number: primaryKey(String),
    serial: num,
    hotel_id: num,
    /** `done`, `payment_pending` or `cancelled`. */
    status: text,
    /** The bypass token of the confirmation link. */
    token: text,
    /** The booking e-mail, lower case. */
    email: text,
    /** The member who booked with a user token the db knows; null for guests. */
    member_id: nullable<number>(() => null),
    /** The user token sent when booking ('' for none): the mock's test tokens stand for a member too. */
    user_token: text,
    checkin_date: text,
    checkout_date: text,
    payment_type: text,
    currency: text,
    mcp_currency: nullable<string>(() => null),
    guest_json: text,
    rooms_json: text,
    price_json: text,
    extras_json: text,
    answers_json: text,
    held_json: text,
    booking_for_someone_else: flag,
    coupon_code: nullable<string>(() => null),
    spending_point: num,
    deposit_percentage: nullable<number>(() => null),
    cancellation_policy_id: nullable<number>(() => null),
    lottery_entry_number: nullable<string>(() => null),
    receipt_title: nullable<string>(() => null),
    receipt_unicode: nullable<string>(() => null),
    created_at_ms: num,
    cancelled_at_ms: nullable<number>(() => null),
    cancel_reason: nullable<string>(() => null),
    /** What the guest wrote when cancelling online. */
    cancel_details: nullable<string>(() => null),
    /** The fee the guest was shown before cancelling (`cancellation_fee_displayed`). */
    cancel_fee_displayed: nullable<number>(() => null),
    /** The fee charged and the amount refunded when cancelled online. */
    cancel_fee: nullable<number>(() => null),
    cancel_refund: nullable<number>(() => null),
  },
  /**
   * The card payment of a reservation. Holds only what the contract may show of the card (brand, last
   * four digits, expiry), never its number or security code.
   */
  payment: {
    reservation_number: primaryKey(String),
    hotel_id: num,
    /** `pre_3d_secure`, `authorized`, `capturing`, `captured`, `failed` or `cancelled`. */
    status: text,
    payment_type: text,
    gateway: text,
    amount: num,
    currency: text,
    mcp_currency: nullable<string>(() => null),
    mcp_amount_cents: nullable<number>(() => null),
    card_brand: text,
    card_last4: text,
    card_expiry_month: num,
    card_expiry_year: num,
    /** What the card does once 3-D Secure is approved: `authorize` or `decline` (3002). */
    after_challenge: text,
    /** Id of the mock's 3-D Secure page ('' when none was needed). */
    challenge_id: text,
    return_url: nullable<string>(() => null),
    started_at_ms: num,
    /** The 3-D Secure deadline (15 minutes after the start); 0 when none was needed. */
    expires_at_ms: num,
    challenge_views: num,
    /** The result the challenge page handed to the return URL, checked by `completeThreeDSecure`. */
    authentication_result: nullable<string>(() => null),
    authorized_at_ms: nullable<number>(() => null),
    /** When capture starts (the capture rule of internal/paymentState.ts). */
    capture_from_ms: nullable<number>(() => null),
    captured_at_ms: nullable<number>(() => null),
    cancelled_at_ms: nullable<number>(() => null),
    /** Why it failed or was cancelled: a catalogue code (`3006`, `3008`, `three_d_secure_expired`...). */
    failure_code: nullable<string>(() => null),
  },
  /**
   * A one-time card token of `createCardToken`: what the gateway decided from the number (its test-card
   * behaviour) and what may be shown of the card. Never the number or the security code.
   */
  cardToken: {
    token: primaryKey(String),
    hotel_id: num,
    client_session: text,
    gateway: text,
    brand: text,
    last4: text,
    expiry_month: num,
    expiry_year: num,
    /** The test-card behaviour at payment (internal/cards.ts). */
    behaviour: text,
    created_at_ms: num,
    expires_at_ms: num,
    used: flag,
  },
  /**
   * A file of `uploadFileAttachment`: its metadata only (the bytes are checked and dropped), with
   * the client session, hotel and question it was sent for, by which the 30-file limit counts.
   */
  fileAttachment: {
    id: primaryKey(Number),
    hotel_id: num,
    /** The question answered, or 0 when the form named none. */
    additional_question_id: num,
    client_session: text,
    filename: text,
    content_type: text,
    byte_size: num,
    created_at_ms: num,
  },
  /** A membership programme of a brand; a retired one is still named by its members but no longer loads. */
  membershipProgram: {
    id: primaryKey(Number),
    brand_id: num,
    name: text,
    name_ja: text,
    update_member_profile_enabled: flag,
    encrypted_qr_code_enabled: flag,
    /** The programme offers the adult and the kid companion tiers. */
    companions: flag,
    retired: flag,
  },
  /** A member account of a brand (sign-in checks its `status`: active, provisional, locked, facility_registered). */
  member: {
    id: primaryKey(Number),
    brand_id: num,
    email: text,
    password: text,
    status: text,
    first_name: text,
    last_name: text,
    first_name_kana: nullable<string>(() => null),
    last_name_kana: nullable<string>(() => null),
    provider: text,
    /** A corporate-only sign-in: the user has an organization but no member id. */
    corporate_only: flag,
    program_id: nullable<number>(() => null),
    rank: nullable<string>(() => null),
    rank_id: nullable<number>(() => null),
    membership_id: nullable<string>(() => null),
    point_program_enabled: flag,
    organization_id: nullable<number>(() => null),
    organization_name: text,
    organization_display_name: text,
    organization_program_id: nullable<number>(() => null),
    organization_role: nullable<string>(() => null),
  },
  /** A user (bearer) token issued by a sign-in or a token exchange; sign-out revokes it. */
  userToken: {
    token: primaryKey(String),
    member_id: num,
    brand_id: num,
    program_id: nullable<number>(() => null),
    issued_at_ms: num,
    expires_at_ms: num,
    revoked: flag,
  },
  /**
   * A credential handed to the widget in its URL and traded for a user token: a one-time access token
   * (`one_time`), a refresh token with its `code` (`refresh`), a brand custom-auth code (`custom_auth`)
   * or a loyalty-provider `otid` (`otid`). Each can be spent once.
   */
  signInGrant: {
    value: primaryKey(String),
    kind: text,
    member_id: num,
    brand_id: num,
    /** The code a refresh token must come with ('' for the other kinds). */
    code: text,
    spent: flag,
    expires_at_ms: nullable<number>(() => null),
  },
  /**
   * A pay link a hotel sent to a guest. `state` is the stored one (`pending`, `paid`, `already_paid`,
   * `failed`, `completed`, `refunded`, `cancelled`, `not_found`); a link paid in the client session
   * that paid it reads `paid`, in any other `already_paid` (internal/payLinkState.ts).
   */
  payLink: {
    payment_number: primaryKey(String),
    hotel_id: num,
    title: text,
    guest_name: text,
    amount: num,
    state: text,
    issued_at_ms: num,
    amount_updated_at_ms: num,
    paid_at_ms: nullable<number>(() => null),
    /** The client session that paid it ('' when paid before the mock started). */
    paid_client_session: text,
    last_transaction_id: nullable<string>(() => null),
  },
  /** One payment attempt on a pay link: only what may be shown of the card, never its number. */
  payLinkTransaction: {
    id: primaryKey(String),
    payment_number: text,
    hotel_id: num,
    client_session: text,
    /** `pre_3d_secure`, `authorized`, `capturing`, `captured`, `failed` or `cancelled`. */
    status: text,
    amount: num,
    currency: text,
    card_brand: text,
    card_last4: text,
    card_expiry_month: num,
    card_expiry_year: num,
    /** What the card does once 3-D Secure is approved: `authorize` or `decline` (3002). */
    after_challenge: text,
    challenge_id: text,
    challenge_views: num,
    return_url: nullable<string>(() => null),
    /** The 3-D Secure deadline; 0 when none was needed. */
    expires_at_ms: num,
    authorized_at_ms: nullable<number>(() => null),
    error_code: nullable<string>(() => null),
    card_issue_code: nullable<string>(() => null),
    created_at_ms: num,
    updated_at_ms: num,
  },
  /** A payment-hub transaction of a reservation, made on the first report of the hub's result. */
  paymentHubTransaction: {
    id: primaryKey(String),
    reservation_number: text,
    hotel_id: num,
    hub_config: text,
    /** `pending`, `authorized`, `captured`, `failed` or `cancelled`. */
    status: text,
    amount: num,
    currency: text,
    hub_transaction_reference: nullable<string>(() => null),
    failure_code: nullable<string>(() => null),
    /** The hub result that ended `pending` (a different one later is 3014). */
    result: nullable<string>(() => null),
    updated_at_ms: num,
  },
  /** The address behind a promotional e-mail's unsubscribe link. */
  marketingSubscription: {
    token: primaryKey(String),
    email: text,
    brand_id: num,
    subscribed: flag,
    reason: nullable<string>(() => null),
    /** The link works until then. */
    expires_at_ms: num,
  },
});

/** The mock db's type. */
export type MockDb = typeof db;

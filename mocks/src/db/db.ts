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
  /** Rooms of a room type left on one night. Bookings decrease it, cancellations give it back. */
  roomStock: {
    /** `<hotel_id>:<room_type_code>:<date>`. */
    id: primaryKey(String),
    hotel_id: num,
    room_type_code: text,
    date: text,
    count: num,
  },
  /** Rooms left in a room plan's own allotment on one night (only plans with an allotment). */
  planStock: {
    /** `<hotel_id>:<room_plan_code>:<date>`. */
    id: primaryKey(String),
    hotel_id: num,
    room_plan_code: text,
    date: text,
    count: num,
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
  /** Stored answers of requests sent with an Idempotency-Key (kept 24 hours on the mock clock). */
  idempotentResponse: {
    key: primaryKey(String),
    operation: text,
    body_fingerprint: text,
    status: num,
    response_body: text,
    stored_at_ms: num,
  },
});

/** The mock db's type. */
export type MockDb = typeof db;

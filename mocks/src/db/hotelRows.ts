/**
 * The rows of the hotels' catalogue: brands, hotels and what they sell and ask (room types, plans,
 * extras, questions, cancellation policies, payment promotions), and the widget settings a control
 * changed.
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
  /** Bookings need the bot check (the init's `turnstile_enabled`), played by the SDK's mock check. */
  readonly bot_check: boolean;
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
  /** The hotel's own notice (`hotel`), or one of its brand's (`hotel_brand`), shown by its labels. */
  readonly ownable_type: Schemas['OwnableType'];
  /** The owner: the hotel's id, or the brand's. */
  readonly owner_id: number;
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
  /**
   * Each room's price after the plan's special discount is rounded down to this many of the hotel's
   * currency (a `rounding` discount: 100 turns ¥12,345 into ¥12,300); null when the plan does not round.
   */
  readonly rounding_unit: number | null;
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

/**
 * The booking widget settings a control may change until the next reset, and two of the init's own
 * fields that the init carries beside the settings rather than in them: the analytics tags
 * (`analytics_setting`) and how the host page's loader opens the widget (`booking_widget_type`).
 */
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
    | 'show_guest_currency'
  > & {
    analytics_setting: Schemas['AnalyticsSetting'];
    booking_widget_type: Schemas['BookingWidgetType'];
    /** The init's `payment_gateway_setting.gateway` (kept on the hotel row, as the colours are). */
    payment_gateway: Schemas['PaymentGateway'];
    /**
     * Which public keys the hotel's payment providers answer: the mock's own (`mock`, the seed's; apps
     * then use the mock's provider pages) or sandbox-shaped ones (`sandbox`; apps then load the
     * providers' own libraries, which a test stands in for).
     */
    payment_provider_keys: 'mock' | 'sandbox';
  }
>;

/**
 * A hotel's widget settings changed by `PATCH /__staykit/hotels/{code}/settings`, laid over the seed's
 * settings (the colours live on the hotel row).
 */
export interface WidgetSettingOverrideRow {
  readonly hotel_id: number;
  readonly settings: WidgetSettingsPatch;
}

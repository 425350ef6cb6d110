/**
 * Every error code of the API, in the order of `openapi/catalogue/error-codes.yaml` (the one source of
 * the codes; a test keeps this list equal to it).
 *
 * @example
 * ```ts
 * ERROR_CODES.includes('3013'); // true
 * ```
 */
export const ERROR_CODES = [
  '1000',
  'malformed_request',
  'idempotency_key_missing',
  'method_not_allowed',
  'payload_too_large',
  'uri_too_long',
  'request_headers_too_large',
  'unauthorized',
  'client_session_invalid',
  '4000',
  'not_found',
  'hotel_not_found',
  'idempotency_key_reused',
  'rate_limited',
  'service_unavailable',
  'maintenance',
  'bot_check_failed',
  '1200',
  '1250',
  '1251',
  '1252',
  '1600',
  '1100',
  '1101',
  '1102',
  '1103',
  '1104',
  '1105',
  '1106',
  '1500',
  '1501',
  '2001',
  '1300',
  '1301',
  '1302',
  '1400',
  '1401',
  '1402',
  '1403',
  'invalid_credentials',
  'membership_not_registered',
  'email_not_registered',
  'custom_auth_failed',
  'profile_update_not_allowed',
  '3401',
  '3402',
  '3403',
  '1903',
  '2101',
  '2201',
  '2304',
  '3601',
  '3602',
  '3603',
  '3604',
  'undated_search_not_allowed',
  'room_count_limit_exceeded',
  'too_many_guests',
  'no_rooms_available',
  'sold_out',
  'price_changed',
  'accommodation_tax_changed',
  'exchange_rates_updated',
  'payment_types_conflict',
  'mixed_payment_methods',
  'overlapping_reservation',
  'reservation_not_found',
  'reservation_access_denied',
  'sign_out_required',
  'edited_by_staff',
  'update_deadline_passed',
  'cancellation_same_day',
  'plan_change_not_allowed',
  'minimum_nights_not_met',
  '3013',
  '3016',
  '3014',
  '3001',
  '3011',
  '3002',
  '3003',
  '3205',
  '3004',
  '3005',
  '3006',
  '3250',
  '3007',
  '3008',
  '3009',
  '3203',
  '3251',
  '3204',
  '3252',
  'card_amount_limit_exceeded',
  'card_brand_not_allowed',
  'card_payment_not_allowed',
  'card_expires_before_checkout',
  'saved_card_invalid',
  'saved_cards_disabled',
  '3200',
  '3201',
  'pay_link_not_found',
  'pay_link_expired',
  'pay_link_already_paid',
  'payment_amount_changed',
  'three_d_secure_expired',
  '2401',
  '3202',
  '3502',
  '3501',
  '3503',
  '3504',
  'point_spend_invalid',
  'point_exchange_invalid',
  '3750',
  '3751',
  '3752',
  '3753',
  '3754',
  '3755',
  '3756',
  '3757',
  '3758',
  '3759',
  '3760',
  '3780',
  '3781',
  '3782',
  '3783',
  'lottery_access_denied',
  'lottery_not_winner',
  'lottery_deadline_passed',
  'lottery_nights_out_of_range',
  'agency_restore_failed',
  'agency_payment_failed',
  'unsubscribe_failed',
] as const;

/**
 * Codes the SDK raises itself, never sent by the API: a network failure (generic error), no answer in time,
 * an answer that is not the JSON the contract promises,
 * start-up without a hotel code ("No hotel code") and an error response the SDK cannot read.
 *
 * @example
 * ```ts
 * CLIENT_ERROR_CODES.includes('network_error'); // true
 * ```
 */
export const CLIENT_ERROR_CODES = [
  'network_error',
  'timeout',
  'invalid_response',
  'no_hotel_code',
  'bot_check_unsupported',
  'unknown_error',
] as const;

/**
 * A code that has a user-facing message: an API error code or an SDK-raised one.
 *
 * @example
 * ```ts
 * const code: MessageCode = 'sold_out';
 * ```
 */
export type MessageCode = (typeof ERROR_CODES)[number] | (typeof CLIENT_ERROR_CODES)[number];

/**
 * One locale's message for every {@link MessageCode}; used with `satisfies` so that a missing or an
 * extra code in a catalogue is a compile error.
 *
 * @example
 * ```ts
 * const de = { ... } satisfies ErrorMessages;
 * ```
 */
export type ErrorMessages = Readonly<Record<MessageCode, string>>;

import type { ErrorMessages } from './messageCodes';

// Codes that share a meaning share one text, so a wording fix reaches all of them.
const SIGNED_OUT = 'You have been signed out. Please sign in again.';
const PAGE_EXPIRED = 'This page has expired. Please reload the page and try again.';
const PAYMENT_TIMED_OUT = 'The payment timed out and no payment was made. Please try again.';
const CARD_UNUSABLE = 'This card cannot be used. Please use a different card.';
const THREE_D_SECURE_FAILED = '3-D Secure authentication failed. Please try again or use a different card.';
const PROCESSING_ERROR = 'An error occurred during processing. Please try again later.';
const PAY_LINK_UNAVAILABLE =
  'This payment cannot be completed in its current state. Please contact the hotel.';
const POINT_BALANCE_UNAVAILABLE = 'Your point balance cannot be shown right now. Please try again later.';
const POINTS_SERVICE_ERROR = 'An error occurred with the points service. Please try again later.';
const PLAN_LANGUAGE_RESTRICTED =
  'This plan is not available in the selected language. Please choose another plan or change the language.';
const LOTTERY_UNAVAILABLE = 'This lottery is currently unavailable.';
const LOTTERY_LINK_INVALID = 'This lottery link has expired or is invalid.';

/**
 * English error messages for every {@link MessageCode}.
 *
 * @example
 * ```ts
 * en['3013']; // 'Your reservation is being updated. Please try again in about 5 minutes.'
 * ```
 */
export const en = {
  '1000': 'Some of the information entered is missing or invalid. Please check the highlighted fields.',
  malformed_request: 'Your request could not be processed. Please reload the page and try again.',
  unauthorized: SIGNED_OUT,
  client_session_invalid: PAGE_EXPIRED,
  '4000': PAGE_EXPIRED,
  not_found: 'The page or information you requested could not be found.',
  hotel_not_found: 'This hotel could not be found. Please check the link you used.',
  idempotency_key_reused: 'This request could not be processed. Please reload the page and try again.',
  idempotency_key_missing: 'Your request could not be processed. Please reload the page and try again.',
  method_not_allowed: 'Your request could not be processed. Please reload the page and try again.',
  payload_too_large: 'The information sent is too large. Please shorten it and try again.',
  uri_too_long: 'The link or search is too long. Please shorten it and try again.',
  request_headers_too_large:
    "Your request could not be processed. Please clear this site's cookies and try again.",
  rate_limited: 'There have been too many requests in a short time. Please wait a moment and try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again later.',
  maintenance:
    'Scheduled maintenance is in progress, and some payment options may be unavailable. Please try again later.',
  bot_check_failed: 'The security check failed. Please complete the check again.',
  '1200': 'Your file is still being prepared. Please try again in a moment.',
  '1250': 'This link has expired. Please start the process again.',
  '1251':
    'The file could not be uploaded. Please check its type and size (up to 80 MB per image and 30 files).',
  '1252': 'The file you requested could not be found.',
  '1600': 'You have reached the CSV download limit.',
  '1100': 'One of the selected extras is not available. Please review your extras.',
  '1101': 'The deadline for ordering this extra has passed.',
  '1102': 'The quantity of an extra is not allowed. Please change the quantity.',
  '1103': 'The total for your extras has changed. Please review your extras and try again.',
  '1104': 'Not enough of this extra is available. Please reduce the quantity.',
  '1105': 'Not enough of this extra remains for your dates. Please reduce the quantity or change the dates.',
  '1106': 'This extra is no longer available.',
  '1500': 'This coupon code is invalid, has expired or does not apply to the selected plan.',
  '1501': 'This coupon has reached its usage limit.',
  '2001': 'This promotion cannot be applied to your reservation.',
  '1300':
    'This password is too weak. Please use at least 8 characters, including upper-case and lower-case letters and a number.',
  '1301':
    'Your account has been locked after too many failed attempts. Please try again later or contact the hotel.',
  '1302': 'You have used this password before. Please choose a different one.',
  '1400': 'Your session has expired. Please go back to the guest details and continue from there.',
  '1401':
    'The confirmation period for your sign-up has expired. Please sign up again or resend the confirmation e-mail.',
  '1402':
    'Your account is already confirmed. Please sign in, or reset your password if you have forgotten it.',
  '1403': 'Your account was registered by the hotel. Please reset your password before signing in.',
  invalid_credentials: 'The e-mail address or password is incorrect.',
  membership_not_registered: 'Sign-in failed: no membership is registered with these details at this hotel.',
  email_not_registered: 'No account is registered with this e-mail address.',
  custom_auth_failed: 'Authentication failed. Please sign in again.',
  profile_update_not_allowed: 'Your profile cannot be updated here.',
  '3401': SIGNED_OUT,
  '3402': SIGNED_OUT,
  '3403': 'This sign-in link has already been used. Please sign in again.',
  '1903':
    'Reservations can only be made within the allowed number of months from today. Please choose other dates.',
  '2101': 'The same plan was selected more than once. Please review your selection.',
  '2201': 'This room type cannot be changed because it has an upcoming reservation.',
  '2304': 'This plan is not available for your account status. Please reload the page and book again.',
  '3601': PLAN_LANGUAGE_RESTRICTED,
  '3602': PLAN_LANGUAGE_RESTRICTED,
  '3603': PLAN_LANGUAGE_RESTRICTED,
  '3604': PLAN_LANGUAGE_RESTRICTED,
  undated_search_not_allowed:
    'You cannot search without dates when rooms have different numbers of guests or when booking a flight with rooms. Please choose dates.',
  room_count_limit_exceeded:
    'You have selected more rooms than can be booked at once. Please reduce the number of rooms.',
  too_many_guests:
    'There are too many guests for one room. Please reduce the number of guests or add a room.',
  no_rooms_available:
    'No rooms are available for these dates and guests. Please change the dates or the number of guests.',
  sold_out: 'Sorry, the selected room or plan has just sold out. Please search again.',
  price_changed:
    'The price has changed because of a promotion update. Please check the new price and continue.',
  accommodation_tax_changed:
    'The accommodation tax has been reduced because of your points redemption. Please check the new total and continue.',
  exchange_rates_updated:
    'Exchange rates have been updated. Please check the price in your selected currency again.',
  payment_types_conflict:
    'The selected plans have payment types that cannot be combined in one booking. Please book them separately.',
  mixed_payment_methods:
    'Rooms in one booking cannot use different payment methods. Please choose the same payment method for all rooms.',
  overlapping_reservation:
    'You already have a reservation for overlapping dates. Please check it before you continue.',
  reservation_not_found:
    'We could not find your reservation. Please check your e-mail address and reservation number.',
  reservation_access_denied: 'This reservation belongs to another account and cannot be shown.',
  sign_out_required: 'This reservation was made without signing in. Please sign out to change or cancel it.',
  edited_by_staff:
    'This reservation was updated by the hotel and can no longer be changed or cancelled online. Please contact the hotel.',
  update_deadline_passed:
    'The deadline for changing this reservation has passed, so it cannot be changed online. Please contact the hotel.',
  cancellation_same_day:
    'Reservations cannot be cancelled online on the day of check-in. Please call the hotel to cancel by phone.',
  plan_change_not_allowed:
    'The plan of this reservation cannot be changed. To book a different plan, please make a new reservation.',
  minimum_nights_not_met:
    'Your stay would be shorter than the minimum number of nights for this reservation. Please add nights.',
  '3013': 'Your reservation is being updated. Please try again in about 5 minutes.',
  '3016': 'A payment is being processed. Please try again in about 5 minutes.',
  '3014': 'The original reservation has changed. Please cancel this change and check the reservation again.',
  '3001': PAYMENT_TIMED_OUT,
  '3011': PAYMENT_TIMED_OUT,
  '3002': 'The payment failed and your reservation was not completed. Please try again.',
  '3003': CARD_UNUSABLE,
  '3205': CARD_UNUSABLE,
  '3004': 'Please check the card number.',
  '3005': 'Please check the expiry date.',
  '3006': THREE_D_SECURE_FAILED,
  '3250': THREE_D_SECURE_FAILED,
  '3007': 'Your card was declined or the card number is incorrect. Please check your card details.',
  '3008': '3-D Secure authentication was cancelled. Please try again to complete your payment.',
  '3009':
    '3-D Secure authentication was suspended after repeated attempts. Please try again later or use a different card.',
  '3203': PROCESSING_ERROR,
  '3251': PROCESSING_ERROR,
  '3204': 'The payment failed. Please use a different card.',
  '3252': 'This card does not support 3-D Secure. Please use a different card.',
  card_amount_limit_exceeded:
    'Online payments over ¥1,000,000 cannot be made with Visa or Mastercard. Please use another card or payment method.',
  card_brand_not_allowed: 'This card brand is not accepted. Please use a different card.',
  card_payment_not_allowed: 'Card payment is not needed because the total to pay is 0.',
  card_expires_before_checkout:
    'Your card expires before check-out. Please use a card that is valid until your check-out date.',
  saved_card_invalid:
    'Your saved card can no longer be used because our card system has changed. Please enter your card details again.',
  saved_cards_disabled:
    'Paying with a saved card is temporarily unavailable. Please enter your card details.',
  '3200': PAY_LINK_UNAVAILABLE,
  '3201': PAY_LINK_UNAVAILABLE,
  pay_link_not_found: 'The payment details could not be found. Please check the link you used.',
  pay_link_expired: 'The payment was not completed within an hour. Please reload the page.',
  pay_link_already_paid: 'This payment has already been completed.',
  payment_amount_changed: 'The amount to pay has changed. Please press Update to see the new amount.',
  three_d_secure_expired:
    '3-D Secure authentication was not completed within 15 minutes, so the reservation was cancelled. Please book again.',
  '2401': 'You do not have enough points. Please reduce the number of points to use.',
  '3202': POINT_BALANCE_UNAVAILABLE,
  '3502': POINT_BALANCE_UNAVAILABLE,
  '3501': POINTS_SERVICE_ERROR,
  '3503': POINTS_SERVICE_ERROR,
  '3504': 'Your points could not be returned. Please check your point history.',
  point_spend_invalid:
    'This number of points cannot be used. Please check the minimum, the allowed increments and your balance.',
  point_exchange_invalid:
    'This exchange amount is not valid, or point exchange is not available outside Japan.',
  '3750': 'These dates are available only through the lottery. Please enter the lottery instead.',
  '3751': LOTTERY_UNAVAILABLE,
  '3752': LOTTERY_UNAVAILABLE,
  '3753': LOTTERY_UNAVAILABLE,
  '3754': LOTTERY_UNAVAILABLE,
  '3755': LOTTERY_UNAVAILABLE,
  '3756': 'You have already entered this lottery.',
  '3757': LOTTERY_UNAVAILABLE,
  '3758': LOTTERY_UNAVAILABLE,
  '3759': LOTTERY_UNAVAILABLE,
  '3760': LOTTERY_UNAVAILABLE,
  '3780': LOTTERY_LINK_INVALID,
  '3781': LOTTERY_LINK_INVALID,
  '3782': LOTTERY_LINK_INVALID,
  '3783': LOTTERY_LINK_INVALID,
  lottery_access_denied: 'Lottery entries can only be managed by the account that entered.',
  lottery_not_winner: 'Only lottery winners can make a reservation.',
  lottery_deadline_passed: 'The deadline for this lottery has passed.',
  lottery_nights_out_of_range:
    'The length of stay is outside the range allowed for this lottery. Please change the number of nights.',
  agency_restore_failed:
    'The details you entered could not be restored. Please enter them again and press Next.',
  agency_payment_failed: 'The payment failed. Please press Next again or choose another payment method.',
  unsubscribe_failed: 'This unsubscribe link is invalid or has expired.',
  network_error: 'A connection error occurred. Please check your internet connection and try again.',
  timeout: 'The server did not answer in time. Please check your connection and try again.',
  invalid_response: 'The server sent an answer that could not be read. Please try again later.',
  no_hotel_code: 'No hotel was specified. Please check the link you used to open this page.',
  bot_check_unsupported:
    'This browser cannot run the security check this hotel asks for. Please update it, or book in another browser.',
  unknown_error: 'An unexpected error occurred. Please try again later.',
} satisfies ErrorMessages;

import type { MessageCode } from './messageCodes';

/**
 * Translator notes for the SDK's error messages (`en.ts`): for every code, where the message shows (an
 * alert, or the error under a field after the API refused it), when it happens and what the guest should
 * do, with the terms to keep (3-D Secure, button names). The contract's meaning of each code is in
 * docs/errors.md. For translators, tests and tools only: no shipped code imports it.
 *
 * @example
 * ```ts
 * MESSAGE_NOTES['3013']; // 'Alert when another change to the reservation is being processed, …'
 * ```
 */
export const MESSAGE_NOTES: Readonly<Record<MessageCode, string>> = {
  '1000':
    'Alert above a form after the server refused some fields as missing or invalid; the fields are marked. The guest checks the marked fields and sends again.',
  malformed_request:
    'Alert after the server could not read a request (a fault in the page, not the guest’s). The guest reloads the page and tries again.',
  unauthorized:
    'Alert or notice at the top of the page when the member’s sign-in is missing or has expired, so the member was signed out. The guest signs in again.',
  client_session_invalid:
    'Alert when the page’s connection to the booking service is no longer valid, usually after the page stayed open a long time. The guest reloads the page.',
  '4000':
    'Alert when the page’s session with the booking service expired (usually refreshed without the guest noticing). The guest reloads the page.',
  not_found:
    'Alert or page message when what was asked for does not exist or cannot be shown (a page, a reservation, a plan). The guest goes back and starts again.',
  hotel_not_found:
    'Full-page error at start-up when the link names no known hotel. The guest checks the link, or opens the page again from the hotel’s website.',
  idempotency_key_reused:
    'Alert when a repeated request did not match the first one (a fault in the page), so it was not processed. The guest reloads and tries again.',
  idempotency_key_missing:
    'Alert after a request that creates something (a reservation, a payment) reached the server incomplete, so nothing was created. The guest reloads and tries again.',
  method_not_allowed:
    'Alert after the server refused a request the page should not have sent (a fault in the page). The guest reloads and tries again.',
  payload_too_large:
    'Alert after the guest sent more than the server accepts, such as a very long text. The guest shortens what was typed and sends again.',
  uri_too_long:
    'Alert when a link or a search is too long for the server (too many rooms or filters, say). “Link”: a web address; the guest shortens it or searches with fewer options.',
  request_headers_too_large:
    'Alert when the browser sends too much stored data (cookies) with each request. The guest clears this site’s cookies in the browser settings and tries again.',
  rate_limited:
    'Alert when the page sent too many requests in a short time. The guest waits a moment (a few seconds) and tries again.',
  service_unavailable:
    'Alert or full page when the booking service is down for a short time. The guest tries again later.',
  maintenance:
    'Alert or full page during planned maintenance, when some payment options (card brands, say) may be switched off. The guest tries again later.',
  bot_check_failed:
    'Alert when the anti-robot check (a “verify you are human” box) was not passed or has expired. The guest does the check again and resends.',
  '1200':
    'Alert when a file the guest asked for (a receipt, an export) is still being made. The guest tries again in a moment; the page may retry by itself.',
  '1250':
    'Alert when a link or one-time access token has expired, for example the link in a confirmation e-mail. The guest starts again (such as finding the reservation by its number and e-mail).',
  '1251':
    'Error beside a file upload when the server refused the file. The guest checks its type and size; keep the limits (80 MB per image, 30 files).',
  '1252':
    'Alert when a file to download (a receipt, an export) no longer exists. The guest contacts the hotel.',
  '1600':
    'Alert when a member or staff user has downloaded the CSV export (a spreadsheet file of data) as many times as allowed. Nothing to do until the limit resets; keep “CSV”.',
  '1100':
    'Alert on the checkout’s extras (items bought with the stay, such as breakfast) when one chosen is not offered. The guest reviews the extras chosen.',
  '1101':
    'Alert or error under an extra when the deadline for ordering it has passed. The guest removes it from the order.',
  '1102':
    'Error under an extra’s quantity when it is below its minimum or above its maximum. The guest changes the quantity.',
  '1103':
    'Alert when the extras’ total no longer matches the hotel’s prices (they changed meanwhile). The guest reviews the extras and sends again.',
  '1104':
    'Error under an extra’s quantity when more are asked for than are in stock. The guest orders fewer.',
  '1105':
    'Error under an extra’s quantity when too few remain for the stay’s dates. The guest orders fewer or changes the dates.',
  '1106': 'Alert or error under an extra the hotel no longer sells. The guest removes it from the order.',
  '1500':
    'Error under the coupon field after applying a coupon code (a discount code) that is unknown, expired or not valid for the chosen plan. The guest checks the code or removes it.',
  '1501':
    'Error under the coupon field when the coupon has been used as many times as allowed. The guest removes the coupon.',
  '2001':
    'Alert when a promotion (a discount offer) cannot apply to this reservation. The guest continues without it.',
  '1300':
    'Error under the password field when signing up or changing the password with one that is too weak. The guest picks a stronger one; keep the rules (8 characters, upper and lower case, a number).',
  '1301':
    'Alert after too many failed sign-in attempts locked the member account (an account on the hotel’s site, not a bank account). The guest waits and tries later, or contacts the hotel.',
  '1302':
    'Error under the new password field when the member used that password before. The guest chooses another password.',
  '1400':
    'Alert during checkout when the checkout session expired (the page was left open too long). The guest goes back to the guest details step and continues from there.',
  '1401':
    'Alert when the link to confirm a new member account was used too late. The guest signs up again or asks for the confirmation e-mail again.',
  '1402':
    'Alert when confirming a member account that is already confirmed. The guest signs in, or resets the password if forgotten.',
  '1403':
    'Alert at sign-in when the hotel created the member account, so it has no password of the guest’s yet. The guest resets the password first.',
  invalid_credentials:
    'Alert under the sign-in form when the e-mail address or password is wrong. The guest checks both and tries again.',
  membership_not_registered:
    'Alert under the sign-in form when the details match no member of this hotel’s programme (membership: the loyalty programme). The guest checks the details or joins.',
  email_not_registered:
    'Alert when asking to resend a confirmation to an e-mail address no account uses. The guest checks the address or signs up.',
  custom_auth_failed:
    'Alert when signing in through the hotel brand’s own site failed. The guest signs in again, from the brand’s site.',
  profile_update_not_allowed:
    'Alert when the member’s profile cannot be edited on this site (it is managed elsewhere). Nothing to change here.',
  '3401':
    'Alert or notice at the top of the page when the sign-in link or session is unknown, so the member was signed out. The guest signs in again.',
  '3402':
    'Alert or notice at the top of the page when the sign-in belongs to another hotel brand, so the member was signed out. The guest signs in again.',
  '3403':
    'Alert when a one-time sign-in link is opened a second time. The guest signs in again in the usual way.',
  '1903':
    'Alert after a search or a reservation for dates too far ahead (beyond the months the hotel takes reservations for). The guest chooses earlier dates.',
  '2101':
    'Alert at checkout when the same plan was picked twice where each must be unique. The guest goes back and reviews the rooms and plans picked.',
  '2201':
    'Alert when a change of room type is refused because that room type has a coming reservation. The guest keeps the room type or contacts the hotel.',
  '2304':
    'Alert when the plan no longer fits the guest’s account (signed in or out, or member rank changed meanwhile). The guest reloads the page and books again.',
  '3601':
    'Alert when the chosen plan is sold only in other languages than the page’s. The guest picks another plan or switches the page’s language (the menu in the header).',
  '3602':
    'Alert when the chosen plan is not sold in the page’s language. The guest picks another plan or switches the page’s language.',
  '3603':
    'Alert when the chosen plan’s language does not match the page’s. The guest picks another plan or switches the page’s language.',
  '3604':
    'Alert when the chosen plan’s language setting does not allow this language. The guest picks another plan or switches the page’s language.',
  undated_search_not_allowed:
    'Alert after a search without dates when rooms have different guests, or with a flight. The guest chooses dates.',
  room_count_limit_exceeded:
    'Alert after a search or at checkout with more rooms than one reservation allows. The guest asks for fewer rooms.',
  too_many_guests:
    'Alert after a search when a room has more guests than it takes, or too many children per adult. The guest lowers the guests or adds a room.',
  no_rooms_available:
    'Message in place of search results, or an alert at checkout, when nothing is free for the dates and guests. The guest changes the dates or the guests.',
  sold_out:
    'Alert at checkout when the chosen room or plan sold out meanwhile. The guest searches again and picks another offer.',
  price_changed:
    'Alert at checkout when a promotion changed the price meanwhile; the new total is shown with it. The guest checks the new price and books again.',
  accommodation_tax_changed:
    'Alert at checkout when spending points lowered the accommodation tax (the local city tax); the new total is shown. The guest checks it and books again.',
  exchange_rates_updated:
    'Alert at checkout when exchange rates changed, so prices in the chosen currency moved. The guest checks the price again and continues.',
  payment_types_conflict:
    'Alert at checkout when the plans picked share no payment method. The guest books those plans in separate reservations.',
  mixed_payment_methods:
    'Alert at checkout when rooms would be paid in different ways (one now, one later). The guest picks the same payment method for every room.',
  overlapping_reservation:
    'Alert at checkout when the guest already has a reservation on overlapping dates, with a “Book anyway” button. The guest checks the existing reservation, then books anyway or stops.',
  reservation_not_found:
    'Error on the find-reservation form when no reservation matches the number and e-mail address typed. The guest checks both against the confirmation e-mail.',
  reservation_access_denied:
    'Alert on a reservation’s page when it belongs to another member account (or company) than the one signed in. The guest signs in with the right account.',
  sign_out_required:
    'Alert on a reservation made without an account, while the guest is signed in as a member, with a sign-out button. The guest signs out to change or cancel it.',
  edited_by_staff:
    'Alert or note on a reservation the hotel’s staff edited, which then cannot be changed or cancelled online. The guest contacts the hotel.',
  update_deadline_passed:
    'Alert or note when the deadline for changing the reservation online has passed. The guest contacts the hotel.',
  cancellation_same_day:
    'Alert or note on the check-in day, when a reservation cannot be cancelled online; the hotel’s phone number is shown with it. The guest phones the hotel.',
  plan_change_not_allowed:
    'Alert when a change of stay tries another plan (what is sold with the room) than the one booked. The guest keeps the plan, or makes a new reservation.',
  minimum_nights_not_met:
    'Alert when the changed stay has fewer nights than the reservation’s minimum. The guest adds nights.',
  '3013':
    'Alert when another change to the reservation is being processed, which locks it for a while. The guest tries again in about 5 minutes.',
  '3016':
    'Alert when a payment for the reservation is being processed, which locks it for a while. The guest tries again in about 5 minutes.',
  '3014':
    'Alert when the reservation changed after the guest started changing it. The guest drops this change and opens the reservation again.',
  '3001':
    'Alert after paying when the payment took too long and nothing was charged. The guest tries the payment again.',
  '3011':
    'Alert after paying when the payment took too long and nothing was charged (another payment provider’s variant). The guest tries again.',
  '3002':
    'Alert after paying when the payment failed, so the reservation was not made. The guest tries again.',
  '3003':
    'Alert or error under the card fields when the card cannot be used (refused by the issuer or the payment provider). The guest uses another card.',
  '3205':
    'Alert or error under the card fields when the card cannot be used (a payment link’s variant). The guest uses another card.',
  '3004':
    'Error under the card number field when the number is wrong. The guest checks and corrects the number.',
  '3005':
    'Error under the card’s expiry date field when it is wrong. The guest checks and corrects the expiry date.',
  '3006':
    'Alert after 3-D Secure (the card issuer’s check of a card payment; keep it in Latin letters) failed. The guest tries again or uses another card.',
  '3250':
    'Alert after 3-D Secure failed on a payment link (keep “3-D Secure” in Latin letters). The guest tries again or uses another card.',
  '3007':
    'Alert or error under the card fields when the issuer declined the card or the number is wrong. The guest checks the card details or uses another card.',
  '3008':
    'Alert when the guest cancelled the 3-D Secure check at the card issuer, so the payment was not made. The guest tries again and completes the check.',
  '3009':
    'Alert when the card issuer suspended 3-D Secure after repeated attempts. The guest tries later or uses another card.',
  '3203': 'Alert when the payment provider had a general error. The guest tries again later.',
  '3251':
    'Alert when the payment provider had a general error on a payment link. The guest tries again later.',
  '3204':
    'Alert when a payment failed for a reason the card issuer did not give. The guest uses another card.',
  '3252':
    'Alert or error under the card fields when the card cannot do 3-D Secure, which this payment needs. The guest uses another card.',
  card_amount_limit_exceeded:
    'Error under the card fields when Visa or Mastercard would be charged more than ¥1,000,000 online. Keep the amount in yen; the guest uses another card brand or payment method.',
  card_brand_not_allowed:
    'Error under the card number when the card’s brand (Visa, JCB…) is not accepted for this payment. The guest uses a card of another brand.',
  card_payment_not_allowed:
    'Error on the payment step when nothing is left to pay (points or a coupon cover it all), so no card is needed. The guest books without a card.',
  card_expires_before_checkout:
    'Error under the card’s expiry date when the card expires before check-out. The guest uses a card valid until the check-out date.',
  saved_card_invalid:
    'Alert when a card saved in the member account can no longer be used after a change of card system. The guest types the card details again.',
  saved_cards_disabled:
    'Alert when paying with a saved card is switched off for now. The guest types the card details.',
  '3200':
    'Alert on a payment link page when the payment cannot be changed in its current state (paid, cancelled…). The guest contacts the hotel.',
  '3201':
    'Alert on a payment link page when the payment cannot be taken in its current state. The guest contacts the hotel.',
  pay_link_not_found:
    'Message on the payment link page when no payment matches the link. The guest checks the link the hotel sent.',
  pay_link_expired:
    'Alert on the payment link page when the payment was not finished within one hour. The guest reloads the page (and asks the hotel for a new link if it stays expired).',
  pay_link_already_paid:
    'Alert on the payment link page when the payment has been made already. Nothing more to do.',
  payment_amount_changed:
    'Alert on the payment link page when the hotel changed the amount meanwhile. “Update” names the button below it (use the same word); the guest presses it and pays the new amount.',
  three_d_secure_expired:
    'Alert when 3-D Secure (the card issuer’s check) was not finished within 15 minutes, so the reservation was cancelled. The guest books again.',
  '2401':
    'Error under the points field when more loyalty points are used than the member has. The guest uses fewer points.',
  '3202':
    'Alert in the points box when the member’s balance of loyalty points cannot be read now. The guest tries later, or books without points.',
  '3502':
    'Alert in the points box when the loyalty programme cannot give the balance now. The guest tries later, or books without points.',
  '3501':
    'Alert when the loyalty points service returned an error. The guest tries later, or books without points.',
  '3503':
    'Alert when the loyalty points service returned an error. The guest tries later, or books without points.',
  '3504':
    'Alert when loyalty points could not be given back to the member (after a cancellation or a failed payment). The guest checks the point history in the member account.',
  point_spend_invalid:
    'Error under the points field when the number of points breaks a rule (the minimum, the step, the balance or the price). The guest changes the number.',
  point_exchange_invalid:
    'Alert when exchanging points for gift points fails: a wrong amount, or exchange is offered only in Japan. The guest changes the amount.',
  '3750':
    'Alert when the dates chosen can be booked only through the hotel’s lottery (a draw for scarce dates). The guest enters the lottery instead of booking.',
  '3751':
    'Alert when the lottery (a draw for scarce dates) cannot be entered now. Nothing to do but try another time.',
  '3752': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3753': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3754': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3755': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3756': 'Alert when this member account has already entered this lottery. Nothing more to do.',
  '3757': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3758': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3759': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3760': 'Alert when the lottery cannot be entered now. Nothing to do but try another time.',
  '3780':
    'Alert or page message when a lottery link (from a lottery e-mail) has expired or is wrong. The guest checks the e-mail or contacts the hotel.',
  '3781':
    'Alert or page message when a lottery link has expired or is wrong. The guest checks the e-mail or contacts the hotel.',
  '3782':
    'Alert or page message when a lottery link has expired or is wrong. The guest checks the e-mail or contacts the hotel.',
  '3783':
    'Alert or page message when a lottery link has expired or is wrong. The guest checks the e-mail or contacts the hotel.',
  lottery_access_denied:
    'Alert when a lottery entry is opened from another account than the one that entered. The guest signs in with that account.',
  lottery_not_winner:
    'Alert when someone who did not win the lottery tries to book its dates. Nothing to do: only winners can book.',
  lottery_deadline_passed:
    'Alert when the lottery’s deadline (to change an entry, or for a winner to book) has passed. Nothing more can be done online.',
  lottery_nights_out_of_range:
    'Alert when the stay is shorter or longer than the lottery allows. The guest changes the number of nights.',
  agency_restore_failed:
    'Alert on a travel agency’s booking site when the details typed earlier could not be brought back. The guest types them again and presses Next (use the translation of that button).',
  agency_payment_failed:
    'Alert on a travel agency’s booking site when the payment failed. The guest presses Next again (use the translation of that button) or picks another payment method.',
  unsubscribe_failed:
    'Alert on the unsubscribe page when its link (in a promotional e-mail) is wrong or expired. The guest uses the link in a newer e-mail.',
  network_error:
    'Alert when the page could not reach the server at all (offline, a dropped connection). The guest checks the internet connection and tries again.',
  timeout: 'Alert when the server did not answer in time. The guest checks the connection and tries again.',
  invalid_response:
    'Alert when the server’s answer could not be read (a fault on the server’s side). The guest tries again later.',
  no_hotel_code:
    'Full-page error at start-up when the page’s address names no hotel. The guest checks the link, or opens the page from the hotel’s website.',
  bot_check_unsupported:
    'Alert at checkout when the hotel requires a security check (against automated bookings) that this browser cannot run. The guest updates the browser or books in another one.',
  unknown_error: 'Alert for an error the page cannot explain more precisely. The guest tries again later.',
};

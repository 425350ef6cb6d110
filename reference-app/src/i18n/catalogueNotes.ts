// Over 450 lines: one table of data, a translator note per catalogue key (see the comment below).
import type { MessageKey } from './messages';

/**
 * Translator notes for the UI catalogues (`catalogues/en/<area>.ts`): for every key, where the text shows (a
 * heading, a button, a field's label, an error under a field, an alert, a screen-reader-only name...),
 * what each placeholder holds with an example value, grammatical hints (noun or verb, imperative, the noun
 * a count goes with) and the ambiguities to avoid. `#` in a plural branch stands for the count.
 * For translators, tests and tools only: no screen imports it. One table of data, a note per key in the
 * catalogues' order, and long on purpose: split, it would no longer read beside the catalogue it annotates.
 *
 * @example
 * ```ts
 * CATALOGUE_NOTES.fromPrice; // 'Small note under a day in the calendar: the lowest price that day. …'
 * ```
 */
export const CATALOGUE_NOTES: Readonly<Record<MessageKey, string>> = {
  loading:
    'Status text while a screen or list is loading; often read only by screen readers beside a spinner or placeholder boxes. Ends with an ellipsis (…): something is in progress.',
  globalErrorHeading:
    'Line of help under the error’s title when the whole booking page fails at start-up (for example the hotel was not found); it replaces the widget. A sentence saying the page did not open, not a heading despite the key’s name.',
  noHotelCodeHelp:
    'Help under the error title when the page was opened without a hotel code. Keep hotel_code as written: it is the name of an address (URL) parameter, typed literally.',
  language: 'Label of the language drop-down in the page header (noun: the display language of the page).',
  currency:
    'Label of the currency drop-down in the page header (noun: the currency prices are shown in, such as JPY or USD).',
  dismiss:
    'Button that closes a notice (a sign-in notice, a hotel warning, the old-browser notice). Imperative verb: hide this message.',
  notice:
    'Screen-reader-only name of the hotel’s warning banner at the top of the page (noun: an announcement, not a legal notice period).',
  backToSearch:
    'Link back to the search results (room list): in the header, on the guest details step and after a failed reservation.',
  serviceUnavailableTitle:
    'Heading of the full-page error shown when the booking service is down or in maintenance (HTTP 503).',
  serviceUnavailableBody: 'Sentence under that heading: the service is down for now, try later.',
  maintenanceTitle:
    'Heading of the full-page error shown instead when the service is down for scheduled maintenance.',
  maintenanceBody:
    'Sentence under that heading: the service is in scheduled maintenance, card payments may not work until it ends, try later.',
  tryAgain:
    'Button or link that repeats a failed action (reload the page, retry an upload or a receipt). Imperative verb.',
  screenFailedTitle:
    'Heading of the full-page error shown when a screen fails to open, most often because its code could not be downloaded (the connection dropped). A sentence without a full stop.',
  screenFailedHelp:
    'Sentence under that heading, above a “Try again” button that reloads the page: check the internet connection, then try again.',
  notFoundTitle: 'Heading of the screen shown for an address (URL) the widget does not know.',
  siteHeader:
    'Screen-reader-only name of the page’s header area (the hotel’s name, language, currency, sign-in). A noun phrase.',
  siteFooter:
    'Screen-reader-only name of the page’s footer area, which holds the hotel’s own content. A noun phrase.',
  pageTitle:
    'The browser tab’s title (document.title) and what a screen reader announces on moving to another screen. {screen}: the screen’s title ("Your details"); {hotel}: the hotel’s name ("Demo Hotel Tokyo"). Use the separator usual for page titles in the language.',
  searchTitle:
    'Heading of the search screen, above the search form and the rooms found. Imperative: find a room.',
  searchForm:
    'Screen-reader-only name of the search form (dates, guests, promo code). A noun here (“the search”), unlike the submit button’s verb.',
  checkIn:
    'Label of the check-in date field, and a word read out on the check-in day in the calendar. Noun: the first day of the stay.',
  checkOut:
    'Label of the check-out date field, and a word read out on the check-out day in the calendar. Noun: the day the stay ends.',
  adults: 'Label of the stepper for the number of adults in a room (a count’s noun, plural: “Adults: 2”).',
  children:
    'Label of the stepper for the number of children in a room (a count’s noun, plural); a child’s age is asked separately.',
  roomCount: 'Label of the stepper for the number of rooms to book (a count’s noun, plural: “Rooms: 2”).',
  promoCode:
    'Label of the promo code field in the search form. A promo code is typed into the search and unlocks hidden plans; it is not the checkout’s coupon code.',
  search: 'Submit button of the search form. Imperative verb: run the search.',
  chooseDates:
    'Hint on the search screen before any dates are chosen, telling the guest to pick dates to see rooms.',
  searchResults:
    'Screen-reader-only name of the results area (the list of rooms and plans found). A noun phrase.',
  hotelNotices:
    'Screen-reader name of the hotel’s notices shown above the search results (announcements such as maintenance or member offers).',
  sortBy: 'Label of the drop-down that orders the search results.',
  sortRecommended:
    'Option of the sort drop-down: the hotel’s recommended order (adjective, as in “recommended order”).',
  sortPriceLowToHigh: 'Option of the sort drop-down: cheapest first.',
  sortPriceHighToLow: 'Option of the sort drop-down: most expensive first.',
  sortNameAsc:
    'Option of the sort drop-down: by room or plan name in alphabetical order (use the order your script sorts in).',
  sortNameDesc: 'Option of the sort drop-down: by name in reverse alphabetical order.',
  discount: 'Short label for a price reduction on an offer or a price line. A noun.',
  noRoomsAvailable:
    'Message in place of the results when nothing is free for the dates and guests searched; the dash introduces what to do.',
  voucherSearch:
    "Note above the results of a search opened from a voucher link: only plans the guest's voucher can book are listed.",
  kidsChanged:
    'Warning above the results when the hotel counted the children differently from the search (number or age group). The guest should check the guests before booking.',
  stayMode:
    'Screen-reader-only name of the radio group choosing the type of stay (overnight, day use, dates not decided).',
  stayOvernight: 'Radio option in the search form: a stay of one or more nights (adjective or noun).',
  stayDayUse:
    'Radio option in the search form, and the stay length shown for a day use reservation. Day use: a stay of some hours within one day, without a night; not a daily rate or a day pass.',
  stayUndated:
    'Radio option in the search form: search by number of nights without fixed dates (the dates are not decided yet).',
  nights:
    'Label of the number-of-nights stepper (undated search), and of the nights row in stay summaries. A count’s noun, plural.',
  guestsPerRoom:
    'Legend of the guest steppers when every room has the same guests: the numbers apply to each room.',
  differentGuestsPerRoom:
    'Checkbox label in the guests panel: set the guests separately for each room instead of the same for all.',
  roomNumber:
    'Legend of one room’s guest steppers, and the label before a room’s name in the reservation details. {n}: the room’s position in the reservation (1, 2, 3), not a hotel room number.',
  childAge:
    'Label of the drop-down for one child’s age in the search form. {n}: which child (1, 2, 3); the options are ages in years.',
  childrenInTier:
    'Label of a children stepper when the hotel counts children by its own age groups. {tier}: the hotel’s name for the group, such as “Infant” or “Child (6–11)”.',
  childrenInTierAges:
    'Label of a children stepper for one of the hotel’s age groups with its ages. {tier}: the group’s name, such as “Infant”; {min} and {max}: ages in years, such as 0 and 5.',
  checkinRequired: 'Error in the search form’s problem list when no check-in date is chosen. Imperative.',
  checkinTooEarly: 'Error in the search form’s problem list when the check-in date is before today.',
  checkoutRequired: 'Error in the search form’s problem list when no check-out date is chosen. Imperative.',
  checkoutNotAfterCheckin: 'Error in the search form’s problem list when check-out is on or before check-in.',
  stayTooLong:
    'Error in the search form’s problem list when the stay is longer than allowed. {max}: the largest number of nights (a number, such as 30); # repeats it.',
  tooManyGuests:
    'Error in the search form’s problem list when a room has more guests than it can take. {max}: the most guests per room (a number, such as 4); # repeats it.',
  tooManyChildren:
    'Error in the search form’s problem list when a room has too many children for its adults. {max}: the most children per adult (a number, such as 2); # repeats it.',
  tooManyRooms:
    'Error in the search form’s problem list when more rooms are asked for than one search allows. {max}: the most rooms (a number, such as 5); # repeats it.',
  undatedNeedsSameRooms:
    'Error in the search form’s problem list: a search without dates needs the same adults and children in every room.',
  filters:
    'Heading (legend) of the hotel’s filter chips above the search results, such as “Non-smoking”. A noun, plural.',
  resultView:
    'Screen-reader-only name of the two tabs that switch the results between “by room” and “by plan”. Imperative: show the results (in this way).',
  viewByRoom: 'Tab above the results: list the results grouped by room type.',
  viewByPlan:
    'Tab above the results: list the results grouped by plan (what is sold with the room: meals, conditions, price).',
  fromPrice:
    'Small note under a day in the calendar: the lowest price that day. {price}: a formatted amount such as “¥12,000”; “from” means “starting at”.',
  searchNextAvailable:
    'Button under the “no rooms” message that searches again from the next date with free rooms. {date}: a formatted date such as “January 15, 2027”.',
  closeWidget:
    'Button (an × icon; this text is its screen-reader name and tooltip) that closes the booking widget embedded in the hotel’s site. Imperative verb.',
  browserNotice: 'Screen-reader-only name of the notice about an out-of-date browser. A noun phrase.',
  obsoleteBrowser: 'Banner text when the guest’s web browser is too old for the booking page.',
  previewNotice:
    'Shown above every screen when the hotel’s staff open the widget in preview mode (the preview=true link): the screen shows settings not yet published, for 5 minutes; guests are not affected.',
  facilitiesPageTitle: 'The browser tab’s title of the page listing a brand’s hotels (a noun phrase).',
  facilitiesTitle:
    'Heading of the list of a brand’s hotels. {brand}: the hotel group’s name, such as “Staykit Hotels”.',
  facilitiesProgress:
    'Status line while the brand’s list of hotels loads page by page. {loaded} and {total}: numbers of pages, such as 2 and 5.',
  facilitiesEmpty: 'Message when a brand has no hotels to list.',
  facilityLowestPrice:
    'Price line on a hotel in the brand’s list: the cheapest total for the searched stay. {price}: a formatted amount such as “¥12,000”.',
  facilityUnavailable: 'Line on a hotel in the brand’s list when it has no room for the searched dates.',
  facilityPricesLoading:
    'Status line while the brand’s hotel prices load. Ends with an ellipsis: in progress.',
  facilityPricesFailed:
    'Error above the brand’s hotel list when prices did not load. {reason}: a whole sentence saying why (an SDK error message), placed where the language puts a second sentence.',
  cancellationPolicyTitle:
    'Heading of the cancellation policy screen (the hotel’s rules on what cancelling costs).',
  cancellationPolicyEmpty: 'Message on the cancellation policy screen when there is no policy to show.',
  cancellationFreeUntil:
    'Green badge on an offer and line in a cancellation policy. {date}: a formatted date and time in hotel time, such as “Dec 7, 3:00 PM”.',
  cancellationNonRefundable:
    'Badge on an offer and bold lead-in of a policy: nothing is refunded on cancellation. An adjective describing the plan or reservation.',
  cancellationNonRefundableNote:
    'Sentence after the bold “Non-refundable” in a cancellation policy, explaining it.',
  cancellationFeeSteps:
    'Screen-reader-only name of the list of cancellation fee steps in a policy. A noun, plural (the fees, not an action).',
  cancellationStepDays:
    'One step in a list of cancellation fees. {free}: “yes” when the step costs nothing (keep both branches); {days}: days before check-in (2 or more), # repeats it; {percent}: a formatted percentage such as “50%” of the stay’s price.',
  cancellationStepDaysAt:
    'One cancellation fee step starting at a time of day. {time}: a time of day such as “3:00 PM”; {days}: days before check-in (2 or more), # repeats it; {percent}: such as “50%”; {free}: “yes” when the step costs nothing.',
  cancellationStepDayBefore:
    'One cancellation fee step starting the day before check-in. {free}: “yes” when the step costs nothing; {percent}: a formatted percentage of the stay’s price, such as “50%”.',
  cancellationStepDayBeforeAt:
    'One cancellation fee step starting at a time on the day before check-in. {time}: a time of day such as “6:00 PM”; {percent}: such as “50%”; {free}: “yes” when the step costs nothing.',
  cancellationStepCheckinDay:
    'One cancellation fee step starting on the check-in day. {free}: “yes” when the step costs nothing; {percent}: a formatted percentage of the stay’s price, such as “100%”.',
  cancellationStepCheckinDayAt:
    'One cancellation fee step starting at a time on the check-in day. {time}: a time of day such as “3:00 PM”; {percent}: such as “100%”; {free}: “yes” when the step costs nothing.',
  cancellationStepAfterCheckinDay:
    'One cancellation fee step that applies after the check-in day. {free}: “yes” when the step costs nothing; {percent}: a formatted percentage of the stay’s price, such as “100%”.',
  cancellationNoShow:
    'Line of a cancellation policy: what a guest who neither arrives nor cancels (a no-show) pays. {free}: “yes” when it costs nothing (keep both branches); {percent}: a formatted percentage of the stay’s price, such as “100%”.',
  cancellationSameDayByPhone:
    'Note under a cancellation policy: on the check-in day a reservation can be cancelled only by phoning the hotel.',
  datePickerOpen:
    'Screen-reader name of the calendar button beside a date field, and the search summary’s text when no date is chosen yet. Imperative: choose dates.',
  datePickerClose: 'Button that closes the calendar pop-up. Imperative verb.',
  datePickerPreviousMonth: 'Screen-reader name of the calendar’s arrow button that shows the previous month.',
  datePickerNextMonth: 'Screen-reader name of the calendar’s arrow button that shows the next month.',
  datePickerPickCheckIn:
    'Instruction at the top of the calendar while the guest picks the check-in date. Imperative.',
  datePickerPickCheckOut:
    'Instruction at the top of the calendar while the guest picks the check-out date. Imperative.',
  datePickerPickDay:
    'Instruction at the top of the calendar for a day use stay, where only one date is picked. Imperative.',
  datePickerUnavailable:
    'Word read out (screen reader) on a calendar day that cannot be booked: no rooms or closed. An adjective about the day.',
  datePickerCheckOutOnly:
    'Word read out on a calendar day that cannot start a stay but can end one: it can only be the check-out day.',
  datePickerFormatHint:
    'Hint under a typed date field. Keep YYYY-MM-DD as the digits pattern to type (year-month-day), or use your language’s letters for year, month and day, in that order.',
  datePickerInvalid:
    'Error under a date field when the typed text is not a date. {date}: an example in the same form, such as “2026-12-01”; keep YYYY-MM-DD as the pattern to type.',
  datePickerTooEarly:
    'Error under a date field when the date is before the first one allowed. {date}: a formatted date such as “Thursday, December 10, 2026”.',
  datePickerTooLate:
    'Error under a date field when the date is after the last one allowed. {date}: a formatted date such as “Thursday, December 10, 2026”.',
  datePickerDateUnavailable:
    'Error under a date field when that day cannot be booked. {date}: a formatted date such as “Thursday, December 10, 2026”.',
  datePickerCheckOutBeforeCheckIn: 'Error under the check-out field when it is not after the check-in date.',
  datePickerStayUnavailable:
    'Error under the check-out field when one of the nights between the two dates cannot be booked.',
  loginWidgetLabel:
    'Screen-reader-only name of the sign-in area in the page header. Account: a member’s account on the hotel’s site, never a bank account.',
  loginWidgetSignIn: 'Link in the page header to sign in to a member account. Imperative verb.',
  loginWidgetAccount:
    'Link in the header, beside the signed-in member’s name, to the account page (glossary: account).',
  loginWidgetSignOut: 'Button in the page header to sign out of the member account. Imperative verb.',
  loginWidgetCorporateName:
    'The header of a corporate sign-in. {organization}: the organization’s name; {name}: the user’s name, already in the order of the language. E.g. "Demo Trading Hanako Yamada". Order them as a business card of the language would.',
  identityLoggedOut:
    'Alert at the top of the page when the member was signed out because the sign-in expired or was no longer valid.',
  identityAlreadyLoggedOut:
    'Alert at the top of the page when the guest tried to act as a member but was already signed out.',
  identityCustomAuthFailed:
    'Alert at the top of the page when signing in through the hotel brand’s own site failed; the guest should start again from that site.',
  select:
    'Main button on each offer in the search results that picks that room and plan and goes to the guest details. Imperative verb (short).',
  selectOffer:
    'Screen-reader name of that button, saying what it picks. {plan}: the plan’s name, such as “Breakfast included”; {room}: the room type’s name, such as “Deluxe Twin”.',
  guestDetailsTitle: 'Heading of the guest details step of the checkout (the booker’s name and contact).',
  nothingSelected:
    'Message on the guest details step when it was opened without a chosen room and plan. Plan: what is sold with the room (meals, conditions, price).',
  changeSelection: 'Link back to the results to choose another room or plan. Imperative.',
  checkoutSteps:
    'Screen-reader-only name of the progress bar of the checkout (guest details, payment, confirmation). A noun phrase.',
  stepGuestDetails: 'Name of the first checkout step in the progress bar. A noun phrase.',
  stepPayment: 'Name of the payment step in the progress bar, and the heading of that step. A noun.',
  stepConfirmation:
    'Name of the last checkout step in the progress bar: the reservation is confirmed. A noun.',
  priceSummary: 'Heading of the price breakdown box (checkout and reservation details). A noun: the price.',
  priceRoomCharge: 'Line of the price breakdown: the price of the rooms before discounts. A noun phrase.',
  priceBestRateDiscount:
    'Line of the price breakdown: the hotel’s best-rate discount (its lowest rate guaranteed on its own site). A noun phrase.',
  pricePromotionDiscount: 'Line of the price breakdown: the discount from a promotion. A noun.',
  priceCouponDiscount: 'Line of the price breakdown: the discount from the coupon the guest entered. A noun.',
  priceVoucherDiscount:
    'Line of the price breakdown: the amount paid by a prepaid or gift voucher. A noun; distinct from a coupon.',
  priceSpecialDiscount: 'Line of the price breakdown: a special discount the hotel applies. A noun phrase.',
  priceRoundingDiscount:
    'Line of the price breakdown: the small amount taken off when the total is rounded. A noun.',
  priceExtras:
    'Line of the price breakdown: the price of the extras ordered (breakfast, parking and so on). A noun, plural.',
  priceAccommodationTax:
    'Line of the price breakdown and the receipt: the local accommodation (city) tax, a separate tax from the consumption tax, included in the total.',
  pricePointsSpent: 'Line of the price breakdown: the value of the loyalty points used, taken off the price.',
  priceTotal: 'Label of the total price (checkout, confirmation, receipt, change of stay). A noun.',
  priceTaxIncluded:
    'Line under the total: the amount of tax the total already contains (Japan’s consumption tax); nothing is added to it.',
  priceDeposit:
    'Line of the price breakdown: the prepayment charged when booking. Prepayment: part of the price paid when booking, never a security deposit that is returned.',
  priceRemain:
    'Line of the price breakdown: the rest of the price, paid at the hotel during the stay (after the prepayment).',
  couponCode: 'Label of the coupon code field in the checkout’s price box. A coupon is a discount code.',
  applyCoupon: 'Button beside the coupon code field that applies the coupon. Imperative verb (short).',
  removeCoupon:
    'Button that takes the applied coupon off the price, also shown when the coupon was refused. Imperative.',
  guestDetailsForm: 'Heading of the guest details form (the booker’s name and contact).',
  bookerName:
    'Label of the booker’s name (form legend, confirmation, contact details). Booker: the person who makes the reservation, who may not be a guest.',
  lastName: 'Label of the family name field (surname), in the checkout’s guest form.',
  firstName: 'Label of the given name field, in the checkout’s guest form.',
  lastNameKana:
    'Label of the reading of the family name in kana (Japanese phonetic script); shown to Japanese-speaking guests.',
  firstNameKana: 'Label of the reading of the given name in kana (Japanese phonetic script).',
  email: 'Label of the e-mail address field (guest form, contact details). A noun.',
  emailConfirmation: 'Label of the field where the guest types the e-mail address again to confirm it.',
  phone: 'Label of the phone number field. A noun.',
  postalCode: 'Label of the postal code field (ZIP code).',
  notes:
    'Label of the free-text field for requests to the hotel (late arrival, a quiet room). A noun phrase: what the guest asks the hotel.',
  saveToProfile:
    'Checkbox in the guest details of a signed-in member: also copy the names, phone and address typed here to their member profile.',
  opensInNewTab:
    'Words a screen reader reads after a link that opens a new browser tab (not shown on screen).',
  recommenderSeeRates:
    "Link under each room of the recommender widget (a small list of recommended rooms a hotel puts on its own page): opens the room's rates in the booking widget.",
  recommenderOff: 'Line shown instead of the recommender widget when the hotel has turned it off.',
  bookingForSomeoneElse:
    'Checkbox label: the booker is not the one staying, so a guest name is asked for each room. First person.',
  roomGuestName:
    'Legend of the name fields for the guest staying in one room, and the label of that name in the contact details. {n}: the room’s position in the reservation (1, 2, 3).',
  taiwanReceipt:
    'Legend of the optional fields for a Taiwanese receipt (uniform invoice), shown when the hotel charges in TWD.',
  receiptTitle:
    'Label of the name to print on a Taiwanese receipt (a person or a company), written in traditional Chinese characters.',
  receiptUnicode: 'Label of the Taiwanese company tax number (統一編號), 8 digits, printed on the receipt.',
  acceptTerms:
    'Label of the required checkbox before booking: the guest accepts the reservation terms and the cancellation policy. First person.',
  formHasProblems:
    'Title of the error summary at the top of a form that could not be sent. {count}: the number of fields with a problem; # repeats it.',
  fieldRequired: 'Error under a required field left empty. Imperative.',
  fieldTooLong: 'Error under a field whose text is longer than allowed.',
  fieldInvalid:
    'Error under a field whose value is not valid, when no more precise message exists. Imperative.',
  fieldUnsupportedJapanese:
    'Error under a name field (Japanese page) when the name has characters it does not accept. Hiragana: Japanese phonetic script.',
  fieldUnsupportedKana:
    'Error under a kana reading field when it has characters other than katakana, hiragana (Japanese phonetic scripts) or Latin letters.',
  fieldUnsupportedChinese:
    'Error under a name field (Chinese page) when the name has characters other than Chinese characters or Latin letters.',
  fieldUnsupportedKorean:
    'Error under a name field (Korean page) when the name has characters other than hangul or Latin letters.',
  fieldUnsupportedLatin:
    'Error under a name field when the name has characters other than Latin letters (A–Z).',
  fieldUnsupportedCardHolder:
    'Error under the card holder’s name when it is not in plain Latin capitals as printed on the card. Keep A–Z.',
  fieldUnsupportedReceiptTitle:
    'Error under the Taiwanese receipt name when it has characters other than traditional Chinese and brackets.',
  fieldMismatch: 'Error under the e-mail confirmation field when it differs from the e-mail address.',
  fieldNotAccepted: 'Error under the terms checkbox when it is not ticked. Imperative: accept the terms.',
  continueToPayment: 'Submit button of the guest details step; goes to the payment step. Imperative.',
  handOffTitle:
    'Heading of the panel that replaces the payment step when the stay is paid on the travel agency’s site (a visit from an agency with its channel on).',
  handOffText:
    'Text of that panel: the stay and the guest’s details move to the agency site, where the card is entered.',
  handOffContinue:
    'Button of that panel: saves the booking for the agency site and goes to the countdown. Imperative.',
  redirectTitle: 'Page title and heading of the countdown page before the browser goes to the agency site.',
  redirectCountdown: 'Live text of the countdown: {seconds} is the whole seconds left (5, 4, … 0).',
  redirectNow: 'Button that goes to the agency site at once, without waiting. Imperative.',
  redirectStay: 'Button that stops the countdown and stays on the page. Imperative.',
  redirectStayed:
    'Said once the guest stopped the countdown: the booking is kept 30 minutes and the "go now" button still works.',
  redirectBack: 'Link from the countdown page back to the guest details step.',
  paymentMethod: 'Legend of the radio buttons choosing how to pay, on the payment step.',
  payPrePaid:
    'Payment option (radio button) and offer badge: the whole price is paid now, when booking (prepaid).',
  payOnSite: 'Payment option and offer badge: the price is paid at the hotel, during the stay.',
  payByCard: 'Payment option: pay the whole price now by payment card (credit or debit).',
  payOnSiteCardRequired:
    'Payment option: pay at the hotel, but card details are given now as a guarantee (nothing is charged now).',
  payDeferred:
    'Payment option: the guest pays after booking through a deferred-payment service (an invoice); distinct from paying at the hotel.',
  payBankTransfer: 'Payment option: pay by bank transfer. A noun phrase.',
  payByCardDeposit:
    'Payment option: pay a prepayment (part of the price) now by card, the rest at the hotel. Never a security deposit.',
  cardDetails:
    'Legend of the card fields (number, expiry, security code, name). Card: a payment card, credit or debit.',
  cardNumber: 'Label of the card number field.',
  cardExpiry:
    'Label of the card’s expiry date field. Keep MM/YY as the pattern to type (two-digit month, slash, two-digit year), or use your language’s letters for month and year.',
  cardSecurityCode: 'Label of the card’s security code field (the 3 or 4 digits on the card, CVV/CVC).',
  cardHolder: 'Label of the field for the card holder’s name, typed as printed on the card.',
  cardHasProblems:
    'Alert under the card fields when one of them has a problem (each field says which). Imperative.',
  bookNow:
    'Final submit button that makes the reservation (payment step, or guest details when there is no payment step). Imperative verb “book”.',
  bookingConfirmed: 'Heading of the confirmation page when the reservation is made.',
  bookingPaymentPending:
    'Heading of the confirmation page when the reservation exists but its card payment is not finished (waiting for 3-D Secure).',
  bookingCancelled:
    'Heading of the confirmation page when the reservation was cancelled (for example 3-D Secure was not completed).',
  reservationNotOpened:
    'Heading of an error box when a reservation could not be loaded (confirmation, review, change); the error message follows it.',
  reservationNumber:
    'Label of the reservation number: the identifier printed in the confirmation e-mail (confirmation, review, receipt, search form). A noun phrase.',
  stay: 'Label of the stay’s dates, such as “December 10, 2026 – December 12, 2026” (confirmation, reservation details, receipt). A noun phrase.',
  confirmingPayment:
    'Heading while the widget confirms a card payment after the guest returns from 3-D Secure (the card issuer’s check).',
  confirmingPaymentBody:
    'Status line under that heading (also on the payment link page): wait, and do not close the page while the payment is confirmed.',
  threeDSecureWaiting:
    'Shown while the page waits for the card issuer’s 3-D Secure answer (the guest came back without it); the page asks again every few seconds. {time}: a time of day, e.g. 10:15 AM, until which the room is held.',
  threeDSecureOpenAgain:
    'Link back to the card issuer’s 3-D Secure page, to finish confirming the payment there. Imperative.',
  threeDSecureNewTabTitle:
    'Heading of the page a framed booking widget shows while the card issuer’s 3-D Secure check waits: the check opens in a new browser tab.',
  threeDSecureNewTabBody:
    'Under that heading: the issuer’s page opens in a new tab, and this page continues by itself once the guest has finished there.',
  threeDSecureOpenInNewTab: 'Button that opens the card issuer’s 3-D Secure page in a new tab.',
  threeDSecureTabDoneTitle:
    'Heading in the new tab once the card check is done and its outcome has gone back to the booking page.',
  threeDSecureTabDone:
    'Under that heading: the guest may close the tab; the booking continues in the hotel’s page (the framed widget).',
  threeDSecureTabNoAnswer:
    'In the new tab after the card check, when the framed booking page did not answer (it left its waiting screen): the guest should go back to the hotel’s page, which offers the check again while the room is held.',
  payByProvider:
    'Payment option at a hotel that takes a payment provider: book now and pay the whole price on the provider’s page right after. {provider}: the provider’s brand name (PayPal, Adyen), kept as it is.',
  providerHint:
    'Under the payment options when a provider is chosen: the guest pays with the provider after booking (in the page or on the provider’s own page); the room is held for 15 minutes meanwhile. {provider}: PayPal or Adyen.',
  providerTitle:
    'Heading of the page between the booking and the payment, where the guest pays with the provider (its form in the page, or its own page). {provider}: PayPal or Adyen.',
  providerHeldUntil:
    'Under that heading: {time} is a time of day, e.g. 10:15 AM, until which the room is held; paying on the provider’s page ({provider}: PayPal or Adyen) confirms the booking, and the page continues by itself once paid.',
  providerCancelled:
    'Said on that page when the guest came back from the provider’s page or closed its window ({provider}: PayPal or Adyen) without paying (the room is still held).',
  providerContinue:
    'Button that sends the guest to the provider’s page to pay. Imperative. {provider}: PayPal or Adyen.',
  providerRedirecting:
    'Status while the widget prepares the payment and sends the guest to the provider’s page. {provider}: PayPal or Adyen.',
  providerHeldUntilHere:
    'Under the payment heading when the provider’s own form (PayPal’s buttons, Adyen’s Drop-in) shows in the page below: {time} is a time of day, e.g. 10:15 AM, until which the room is held. {provider}: PayPal or Adyen.',
  providerLoading: 'Status while the provider’s form loads in the page. {provider}: PayPal or Adyen.',
  providerConfirming:
    'Status once the provider took the payment, while the widget waits for the booking’s confirmation. {provider}: PayPal or Adyen.',
  providerUnavailable:
    'When the provider’s form could not load in the page (e.g. its script was blocked): the guest can pay on the provider’s own page with the button below. {provider}: PayPal or Adyen.',
  providerPaymentFailed:
    'Error when the provider refused or could not take the payment in the page; nothing was charged. {provider}: PayPal or Adyen.',
  providerTabBlocked:
    'Error when the browser blocked the new tab for the provider (a widget inside a hotel’s page opens the provider in a new tab): allow pop-ups, then try again. {provider}: PayPal or Adyen.',
  providerReturnUnknown:
    'Shown when a guest comes back from a payment provider’s page (PayPal, Adyen) in a tab that cannot tell which booking was paid: if they paid, a confirmation e-mail follows; the booking can be found with its number and e-mail (a link follows).',
  bookingFailed:
    'Heading of the page shown when a reservation could not be made; the reason (an error message) follows it.',
  bookingFailedBody:
    'Sentence under that heading when there is no more precise reason: nothing was charged, search again.',
  questionsTitle:
    'Heading (or legend) of the hotel’s questions to the guest, in the checkout and when editing the answers.',
  chooseOne:
    'First, empty option of a drop-down (a question’s choices, a cancellation reason): prompts the guest to pick one. Ends with an ellipsis.',
  cardPromotion:
    'Badge on an offer whose price drops when paying by card, used when the hotel gives no wording of its own. A noun phrase.',
  extrasTitle:
    'Heading of the checkout section where the guest orders extras (breakfast, parking, items bought with the stay). A noun, plural.',
  extrasHint: 'Hint under that heading: extras are optional and their price is added to the total.',
  extraQuantity: 'Label of the quantity stepper of an extra that is ordered once for the stay. A noun.',
  extraUnitPrice:
    'Price of one unit of an extra. {withTax}: the price including tax, such as “¥1,100”; {withoutTax}: the same before tax, such as “¥1,000”.',
  extraPerDay:
    'Hint above the per-day quantity steppers of an extra ordered day by day (one stepper per date). Ends with a colon: the dates follow.',
  extraOneMore:
    'Screen-reader name of the + button of an extra’s stepper. {item}: the extra’s name, with the date when ordered per day, such as “Breakfast, Thursday, December 10, 2026”.',
  extraOneFewer:
    'Screen-reader name of the − button of an extra’s stepper. {item}: the extra’s name, with the date when ordered per day, such as “Breakfast”.',
  extraSoldOut: 'Note on an extra that has none left to order. An adjective: the extra is sold out.',
  extraNotWhole: 'Error under an extra’s quantity when it is not a whole number. Imperative.',
  extraBelowMin:
    'Error under an extra’s quantity when fewer than its minimum are ordered (0, none, is also fine). {min}: the minimum quantity (a number, such as 2); # repeats it.',
  extraAboveMax:
    'Error under an extra’s quantity when more than its maximum are ordered. {max}: the maximum quantity (a number, such as 5); # repeats it.',
  extraAboveStock:
    'Error under an extra’s quantity when more are ordered than remain. {stock}: how many remain (a number, such as 3); # repeats it.',
  priceChangedNewTotal:
    'Line in the error alert when the price changed while the guest was booking or changing a stay. {price}: the new total, a formatted amount such as “¥12,000”.',
  fileAnswerHint:
    'Hint under a file upload answer; keep the file type names. {maxMb}: the largest size of one file in megabytes (such as 80); {maxFiles}: how many files one answer takes (such as 30), # repeats it.',
  fileUploadingLabel:
    'Screen-reader name of the progress bar of one file being uploaded. {name}: the file’s name, such as “passport.pdf”.',
  fileUploadingPercent:
    'Screen-reader announcement of an upload’s progress. {name}: the file’s name, such as “passport.pdf”; {percent}: a number from 0 to 100 (the % sign follows it).',
  fileUploaded:
    'Screen-reader announcement when a file finished uploading. {name}: the file’s name, such as “passport.pdf”.',
  fileUploadedShort:
    'Short status beside an uploaded file in the list. A past participle: the file is uploaded.',
  fileUploadFailed:
    'Status beside a file (and its announcement) when the upload failed. {name}: the file’s name; {reason}: a full-sentence error message, such as “A connection error occurred. …”.',
  fileRemove: 'Button beside a chosen file that takes it off the answer. Imperative verb (short).',
  fileRemoveLabel:
    'Screen-reader name of that button, naming the file. {name}: the file’s name, such as “passport.pdf”.',
  fileRemoved: 'Screen-reader announcement when a file was taken off the answer. {name}: the file’s name.',
  fileTooLarge:
    'Error when a chosen file is too big and was not uploaded. {name}: the file’s name; {maxMb}: the largest size in megabytes, such as 80.',
  fileTypeNotAllowed:
    'Error when a chosen file is not of an accepted type and was not uploaded; keep the file type names. {name}: the file’s name, such as “photo.bmp”.',
  fileTooMany:
    'Error when a chosen file would go over the answer’s file limit and was not uploaded. {name}: the file’s name; {maxFiles}: the limit (such as 30), # repeats it.',
  filesStillUploading:
    'Message near the book button while answer files are still uploading: the guest can book when they finish.',
  bookAnyway:
    'Button in the alert saying the guest already has a reservation for overlapping dates: make this reservation too. Imperative.',
  usePoints:
    'Heading of the loyalty points box in the checkout, where a member spends points on the price. Points: loyalty points.',
  pointsBalance:
    'Line in the points box: the member’s points. {balance}: the number of points, formatted, such as “1,500”; # repeats it.',
  pointsRules:
    'Line in the points box: how points can be spent. {increment}: the step, such as “100”; {minimum}: the fewest points usable at once, such as “500”, # repeats it.',
  pointsToUse: 'Label of the field for the number of points to spend.',
  applyPoints: 'Button beside that field that spends the points on the price. Imperative verb (short).',
  removePoints: 'Button that takes the spent points off the price again. Imperative.',
  pointsBelowMinimum:
    'Error under the points field when fewer than the minimum are entered. {minimum}: the fewest points usable, such as “500”; # repeats it.',
  pointsNotIncrement:
    'Error under the points field when the number is not a multiple of the step. {increment}: the step, such as “100”.',
  pointsAboveBalance:
    'Error under the points field when more points are entered than the member has. {balance}: the member’s points, such as “1,500”; # repeats it.',
  pointsAbovePrice:
    'Error under the points field when the points would pay more than the price. {price}: the most points usable on this price, such as “12,000”; # repeats it.',
  payLinkPageTitle:
    'Heading (a noun) in the header of the payment link page while the hotel’s name is not known yet. A payment link is a link the hotel sends for paying an amount online.',
  payLinkTitle:
    'Heading of the payment link page while the amount can be paid. {hotel}: the hotel’s name, such as “Hotel Staykit Tokyo”.',
  payLinkFor:
    'Label, on the payment link page, of what the payment is for (the hotel’s own title, such as “Airport transfer”). A noun phrase ending in a preposition: the title follows it as the value.',
  payLinkAmount: 'Label of the amount to pay on the payment link page. A noun.',
  payLinkCardForm: 'Screen-reader-only name of the card form on the payment link page. Imperative phrase.',
  payLinkPay:
    'Submit button (imperative) of the payment link’s card form. {amount}: the amount charged, a formatted amount such as “¥12,000”.',
  payLinkProcessing:
    'Status line after pressing the pay button, while the payment is processed. Ends with an ellipsis.',
  payLinkRedirecting:
    'Status line while the page sends the guest to the card issuer for 3-D Secure (the issuer’s check of a card payment; keep “3-D Secure” in Latin letters).',
  payLinkCardNotStored:
    'Reassurance under the card fields: card details go only to the payment provider, and neither the hotel nor this page keeps them.',
  payLinkAwaiting: 'Line on a payment link opened to view only: the payment has not been made yet.',
  payLinkFailedNotice:
    'Notice on the payment link page after a refused payment; the card issuer’s reason may follow. The guest may try again with the same or another card.',
  payLinkPaidTitle: 'Heading of the payment link page right after the guest paid.',
  payLinkPaidBody:
    'Sentence under that heading. {amount}: the amount paid, a formatted amount such as “¥12,000”.',
  payLinkPaidBodyCard:
    'Sentence under that heading when the card is known. {amount}: the amount paid, such as “¥12,000”; {last4}: the card number’s last four digits, such as “4242”.',
  payLinkAlreadyPaidTitle: 'Heading of a payment link opened again after it was paid.',
  payLinkAlreadyPaidBody: 'Sentence under that heading: nothing more to do; the hotel answers questions.',
  payLinkCompletedTitle: 'Heading of a payment link the hotel has closed after receiving the payment.',
  payLinkCompletedBody: 'Sentence under that heading: the hotel received the payment and closed the link.',
  payLinkRefundedTitle: 'Heading of a payment link whose payment the hotel refunded (paid back).',
  payLinkRefundedBody:
    'Sentence under that heading: the money went back to the card; the hotel answers questions.',
  payLinkCancelledTitle: 'Heading of a payment link the hotel cancelled before it was paid.',
  payLinkCancelledBody: 'Sentence under that heading: ask the hotel if a payment is still needed.',
  payLinkNotFoundTitle:
    'Heading when no payment matches the link’s payment number; the error message under it says to check the link.',
  payLinkExpiredTitle: 'Heading of a payment link that was not paid within its one hour.',
  payLinkExpiredBody:
    'Sentence under that heading: a link is valid for one hour; reload, and if it is still expired ask the hotel for a new link.',
  payLinkReload: 'Button under an expired payment link that loads the page again. Imperative verb.',
  payLinkAmountChangedTitle:
    'Heading when the hotel changed the amount while the guest had the payment link open.',
  payLinkAmountChangedBody:
    'Sentence under that heading. {old}: the amount shown before and {new}: the new amount, both formatted such as “¥12,000”; “Update” is the button below, use its translation.',
  payLinkUpdate:
    'Button that reloads the payment link to show the new amount. Imperative verb; must match the word used in the sentence above it.',
  payLinkConfirmingTitle:
    'Heading of the payment link page while the payment is confirmed after 3-D Secure (the card issuer’s check).',
  payLinkErrorTitle:
    'Heading when the payment link page could not load; the reason (an error message) follows, and a “Try again” button.',
  unsubscribeTitle:
    'Heading of the page, reached from a link in an e-mail, where the guest stops promotional e-mail (marketing mail, not reservation e-mails).',
  unsubscribeQuestion:
    'Question above the unsubscribe button. {brand}: the hotel group’s name, such as “Staykit Hotels”; {email}: the e-mail address, such as “hanako@example.com”.',
  unsubscribeQuestionNoBrand:
    'The same question when the hotel group is not known. {email}: the e-mail address, such as “hanako@example.com”.',
  unsubscribeConfirm: 'Button that stops the promotional e-mail. Imperative verb.',
  unsubscribeAlready:
    'Status when the address is already unsubscribed. {email}: the e-mail address, such as “hanako@example.com”.',
  unsubscribeSuccessTitle: 'Heading of the page shown after unsubscribing.',
  unsubscribeSuccessBody: 'Sentence under that heading: no more promotional e-mail; the page can be closed.',
  unsubscribeErrorTitle:
    'Heading when unsubscribing did not work (for example the link expired); the reason (an error message) follows.',
  updateBannerTitle:
    'Heading of the banner above the search while the guest changes the dates of a reservation. {number}: the reservation number, such as “SK2612010001”.',
  updateCurrentStay:
    'Line in that banner describing the reservation as booked. {checkin} and {checkout}: formatted dates such as “January 15, 2027”; {room}: the room type’s name; {plan}: the plan’s name.',
  updatePlanOnly:
    'Line in that banner: a change keeps the plan booked, so only offers of that plan can be selected. {plan}: the plan’s name, such as “Breakfast included”.',
  updateBackToReview: 'Link from the change of stay back to the reservation’s review page.',
  updateNotChangeable:
    'Message in the change banner when the reservation cannot be changed online; the guest should contact the hotel.',
  updateOfferBlocked:
    'Text in place of an offer’s “Select” button while the reservation cannot be changed. An offer is a room with a plan.',
  updateOfferOtherPlan:
    'Text in place of an offer’s “Select” button when the offer is of another plan than the reservation’s.',
  updateMinimumNights:
    'Hint in the search form (and its error) when changing a reservation: the new stay’s minimum length. {nights}: the minimum number of nights, such as 2; # repeats it.',
  updateConfirmTitle:
    'Heading of the page where the guest confirms a change of stay. {number}: the reservation number, such as “SK2612010001”.',
  updateCurrentStayTitle: 'Column heading of the comparison table: the stay as booked now. A noun phrase.',
  updateNewStayTitle: 'Column heading of the comparison table: the stay after the change. A noun phrase.',
  updateRoomType: 'Row heading of the comparison table: the room type. A noun.',
  updatePlan:
    'Row heading of the comparison table: the plan (what is sold with the room: meals, conditions, price), not a floor plan.',
  updateGuests:
    'Row heading of the comparison table, and screen-reader label of the guests in the stay summary. A noun, plural.',
  updateGuestsValue:
    'Value of the guests row. {rooms}, {adults} and {children}: numbers (such as 1, 2 and 0), each # repeats its own count; =0 is the text for no children.',
  updateDifferenceMore:
    'Line under the comparison: the new stay costs more. {amount}: the difference, a formatted amount such as “¥3,000”.',
  updateDifferenceLess:
    'Line under the comparison: the new stay costs less. {amount}: the difference, a formatted amount such as “¥3,000”.',
  updateDifferenceNone: 'Line under the comparison: the new stay costs the same.',
  updateSending: 'Status line while the change is being sent. Ends with an ellipsis: in progress.',
  updateConfirm: 'Button that makes the change of stay. Imperative: confirm the change.',
  updateChooseOtherDates: 'Link back to the search to pick other dates for the change. Imperative.',
  updateNothingSelected:
    'Alert on the confirm page when no new stay was picked: choose new dates and a room in the search first.',
  updateDone: 'Notice shown after a reservation was changed. A short sentence: the reservation is updated.',
  findReservationTitle:
    'Heading of the page where a guest finds a reservation by its number and e-mail address, and the screen-reader name of its form. Imperative.',
  findReservationIntro:
    'Sentence under that heading: what to type, and where the reservation number is found.',
  findReservationEmail: 'Label of the e-mail field on that page: the address the reservation was made with.',
  findReservationSubmit: 'Submit button of that page. Imperative, first person (“my reservation”).',
  findReservationSearching:
    'Status line while the reservation is looked up. Ends with an ellipsis: in progress.',
  reservationReviewTitle:
    'Heading of the page where the guest reviews a reservation made earlier (details, changes, cancellation).',
  reservationReviewLink:
    'Button on the confirmation page that opens the reservation’s review page. Three imperative verbs: review, change or cancel it.',
  reservationOpenHelp:
    'Help on the review page when the reservation cannot be shown to whoever opened it: sign in with the account used to book, or find it by number and e-mail.',
  reservationFindAgain: 'Link to the find-reservation page. Imperative.',
  reservationStatusLabel: 'Label of the reservation’s status in its details. A noun.',
  reservationStatusDone: 'Status value: the reservation is confirmed. An adjective or past participle.',
  reservationStatusPaymentPending:
    'Status value: the reservation waits for its card payment to finish (3-D Secure).',
  reservationStatusCancelled: 'Status value: the reservation is cancelled. A past participle.',
  reservationPlan:
    'Label of the reservation’s plan (what is sold with the room: meals, conditions, price). A noun; the value is one or more plan names.',
  reservationRoomsGuests: 'Heading of the list of rooms and who stays in each. A noun phrase.',
  reservationRoomLine:
    'One room in that list. {n}: the room’s position (1, 2, 3); {room}: the room type’s name, such as “Deluxe Twin”; {adults} and {children}: numbers, each # repeats its own count, =0 is the text for no children.',
  reservationPaymentType: 'Label of how the reservation is paid, in its details. A noun.',
  reservationPaymentPrePaid: 'Payment value: the whole price was paid when booking.',
  reservationPaymentOnSite:
    'Payment value: the price is paid at the hotel, during the stay. An adverbial phrase.',
  reservationPaymentCard: 'Payment value: paid by payment card (credit or debit). An adverbial phrase.',
  reservationPaymentOnSiteCardRequired:
    'Payment value: paid at the hotel, with card details given as a guarantee (not charged when booking).',
  reservationPaymentDeferred:
    'Payment value: paid after booking through a deferred-payment service (an invoice); not at the hotel.',
  reservationPaymentBankTransfer: 'Payment value: paid by bank transfer.',
  reservationPaymentCardDeposit:
    'Payment value: part of the price (the prepayment) paid by card when booking, the rest at the hotel. Never a security deposit.',
  reservationPaymentStatus: 'Label of the card payment’s status in the reservation’s details. A noun phrase.',
  reservationPaymentStatusPre3dSecure:
    'Payment status: the card payment waits for the guest’s 3-D Secure check (keep “3-D Secure” in Latin letters).',
  reservationPaymentStatusAuthorized:
    'Payment status: the card issuer approved (reserved) the amount, not yet charged. A past participle.',
  reservationPaymentStatusCapturing: 'Payment status: the approved amount is being charged to the card now.',
  reservationPaymentStatusCaptured:
    'Payment status: the amount has been charged to the card. A past participle.',
  reservationPaymentStatusFailed:
    'Payment status: the card payment did not go through. A verb in the past or an adjective.',
  reservationPaymentStatusCancelled:
    'Payment status: the card payment was cancelled before it was charged. A past participle.',
  reservationCancellationTitle:
    'Heading of the cancellation facts of a cancelled reservation (date, fee, refund). A noun.',
  reservationCancelledAt:
    'Label of when the reservation was cancelled; the value is a formatted date and time, such as “December 7, 2026 at 3:00 PM”.',
  reservationCancellationFee:
    'Label of the fee charged for cancelling, in the cancellation facts. A noun phrase.',
  reservationRefund: 'Label of the amount paid back to the guest after cancelling. A noun.',
  reservationPolicyTitle: 'Heading of the cancellation policy box on the reservation’s review page.',
  reservationPolicyNone: 'Line in that box when no cancellation policy applies to the reservation.',
  reservationPolicyFree: 'Line in that box when cancelling never costs anything.',
  reservationPolicyFreeUntil:
    'Line in that box. {time}: the last moment of free cancellation, a formatted date and time in hotel time, such as “December 7, 2026 at 12:00 AM”.',
  reservationPolicyStep:
    'One fee step in that box. {time}: when the step starts, such as “December 7, 2026 at 12:00 AM”; {percent}: such as “50%”; {amount}: the fee, a formatted amount such as “¥7,900”.',
  reservationPolicyNoShow:
    'The no-show fee in that box: what a guest who never arrives pays. {time}: from when, such as “December 11, 2026 at 12:00 AM”; {percent}: such as “100%”; {amount}: such as “¥15,800”.',
  reservationPolicyNonRefundable:
    'Line in that box for a non-refundable reservation. {amount}: the full price that is charged on cancelling, a formatted amount such as “¥15,800”.',
  reservationPolicyOnline:
    'Line under the policy. {time}: the deadline for changing or cancelling online, a formatted date and time such as “December 9, 2026 at 11:59 PM”.',
  reservationActionsTitle: 'Heading of the list of actions on the reservation’s review page. Imperative.',
  reservationChangeStay: 'Link to change the reservation’s dates or room. Imperative verb.',
  reservationCancel: 'Button that opens the cancellation dialog. Imperative verb.',
  reservationReceipt: 'Link to the reservation’s receipt. A noun (the document).',
  reservationEditContact: 'Link to edit the booker’s contact details (e-mail, phone, address). Imperative.',
  reservationAnswers: 'Link to view and edit the guest’s answers to the hotel’s questions. A noun phrase.',
  reservationContactHotel:
    'Reason shown beside an action that cannot be done online, when no more precise message exists: contact the hotel.',
  reservationHotelPhone: 'Label before the hotel’s phone number, which is a link to call it. A noun phrase.',
  reservationSignOut:
    'Button shown when a reservation made without an account can be changed only after signing out. Imperative verb.',
  cancelDialogTitle: 'Heading of the dialog that cancels a reservation. A question.',
  cancelFeeFree: 'Line under that heading when cancelling now costs nothing.',
  cancelFeeAmount:
    'Line under that heading. {amount}: the cancellation fee, a formatted amount such as “¥7,900”; {percent}: its share of the stay’s price, such as “50%”.',
  cancelFeeNonRefundable:
    'Line under that heading for a non-refundable reservation. {amount}: the full price, charged anyway, such as “¥15,800”.',
  cancelFeeChanged:
    'Alert in the dialog when the fee changed while it was open: check the new fee and confirm again.',
  cancelReason: 'Label of the required drop-down of reasons for cancelling. A noun phrase.',
  cancelDetails: 'Label of the optional free-text field to explain the cancellation. A noun, plural.',
  cancelConfirm: 'Button that cancels the reservation. Imperative: confirm the cancellation.',
  cancelKeep:
    'Button that closes the dialog without cancelling. Imperative: keep the reservation (do not cancel).',
  cancelInProgress: 'Status line while the cancellation is being sent. Ends with an ellipsis: in progress.',
  cancelDone: 'Message on the review page once the reservation is cancelled.',
  cancelDoneFee: 'Line under that message. {amount}: the fee charged, a formatted amount such as “¥7,900”.',
  cancelDoneRefund:
    'Line under that message. {amount}: the amount paid back, a formatted amount such as “¥7,900”.',
  reservationLinkRefused:
    'Error on the review page when the link in the e-mail no longer opens the reservation (it may have expired): find it by number and e-mail.',
  receiptPageTitle: 'Heading of the page showing the reservation’s receipt.',
  receiptBackToReview: 'Link from the receipt back to the reservation’s review page.',
  receiptAddressee:
    'Label of the field for the name the receipt is made out to (a person or a company). A noun phrase.',
  receiptAddresseeHint:
    'Hint under that field: by default the name booked with, which the guest may replace, for example with a company’s name.',
  receiptAddresseeApply: 'Button that remakes the receipt with the name typed. Imperative.',
  receiptUpdating:
    'Status line while the receipt is remade with the new name. Ends with an ellipsis: in progress.',
  receiptUpdated:
    'Status line once the receipt shows the new name. {name}: the name on the receipt, such as “Staykit Inc.”.',
  receiptDocumentTitle: 'Title printed on the receipt document itself. A noun.',
  receiptCancellationTitle:
    'Title printed on the receipt of a cancelled reservation, which covers only its cancellation fee.',
  receiptCancellationNote:
    'Note under that title: the reservation was cancelled, and the receipt is for the cancellation fee.',
  receiptMadeOutTo:
    'Line at the top of the receipt naming whom it is made out to (“To” as in an addressee, not a direction). {name}: a person’s or company’s name, such as “Hanako Yamada”.',
  receiptNumber: 'Label of the receipt’s own number on the document. A noun phrase.',
  receiptIssued:
    'Label of the date the receipt was issued, on the document; a formatted date such as “January 15, 2027” follows.',
  receiptIssuedBy:
    'Label at the foot of the receipt before the hotel’s name and address: who issued the receipt.',
  receiptPayment: 'Label of how the stay was paid, on the receipt. A noun.',
  receiptPaymentCard: 'Payment method on the receipt: paid by credit card.',
  receiptPaymentCardDeposit:
    'Payment method on the receipt: a prepayment (part of the price) paid by credit card when booking. Never a security deposit.',
  receiptPaymentOnSite: 'Payment method on the receipt: paid at the hotel.',
  receiptPaymentPrePaid:
    'Payment method on the receipt: the whole price paid when booking. An adjective or past participle.',
  receiptPaymentDeferred:
    'Payment method on the receipt: paid after booking through a deferred-payment service (an invoice).',
  receiptPaymentBankTransfer: 'Payment method on the receipt: paid by bank transfer.',
  receiptTaiwanTitle:
    'Label on the receipt of the name for a Taiwanese receipt (a person or a company), in traditional Chinese.',
  receiptTaiwanUnicode: 'Label on the receipt of the Taiwanese company tax number (統一編號, 8 digits).',
  receiptItems: 'Caption of the receipt’s table of charges. A noun, plural (the lines of the receipt).',
  receiptItem: 'Column heading of the receipt’s table: what was charged (a room night, an extra). A noun.',
  receiptDate: 'Column heading of the receipt’s table: the date of each charge. A noun.',
  receiptQuantity: 'Column heading of the receipt’s table: how many. A noun.',
  receiptAmount: 'Column heading of the receipt’s table: the price of each line. A noun.',
  receiptPaidInCurrency:
    'Row label on the receipt for the total charged in another currency than the hotel’s. {currency}: a three-letter currency code such as “USD”.',
  receiptPrint:
    'Button that opens the browser’s print dialog for the receipt, where it can also be saved as a PDF file. Imperative.',
  receiptDownload: 'Link that downloads the receipt as a PDF file. Imperative verb (short).',
  receiptDownloadNewTab:
    'Screen-reader-only name of that link, saying the file opens in a new browser tab. Imperative.',
  receiptNotShown: 'Heading when the receipt could not be shown; the reason follows it.',
  receiptPreparing:
    'Reason under that heading when the hotel’s system is still making the receipt document: try again shortly.',
  receiptPreparingRetry:
    'Status line while the page retries by itself. {attempt}: which try this is, such as 2; {attempts}: how many tries in all, such as 5.',
  receiptLinkExpired:
    'Reason when the link that opened the receipt has expired: find the reservation by its number and e-mail address to see it.',
  receiptFindReservation: 'Link to the find-reservation page, under an expired receipt link. Imperative.',
  receiptGone: 'Reason when the receipt is no longer kept (one year after check-out): contact the hotel.',
  guestEditTitle: 'Heading of the page where the booker edits the reservation’s contact details.',
  guestEditBackToReview: 'Link from that page back to the reservation’s review page.',
  guestEditNames: 'Heading of the names section on that page (read-only). A noun, plural.',
  nameWithReading:
    'The booker’s name followed by its reading in kana, on the contact details page. {name}: the name as booked ("Hanako Yamada"); {kana}: its kana reading ("ヤマダ ハナコ"). Use the language’s own brackets.',
  guestEditNamesFixed: 'Note under the names: names cannot be changed once the reservation is made.',
  guestEditContact:
    'Heading (and screen-reader legend) of the editable contact fields: e-mail, phone, address. A noun phrase.',
  guestEditEmailAgainHint:
    'Hint under the confirm-e-mail field: it needs filling only when the e-mail address is changed.',
  guestEditPostalCodeHint:
    'Hint under the postal code field: letters and digits only, with no spaces or hyphens.',
  guestEditPrefecture:
    'Label of the address field for the region: a prefecture in Japan, a state or province elsewhere.',
  guestEditStreet: 'Label of the address field for the street, with the house number where it belongs.',
  guestEditBuilding: 'Label of the address field for a building’s name and the apartment or room number.',
  guestEditSave: 'Submit button of the contact details form. Imperative.',
  guestEditSaving: 'Text of that button while the changes are sent. Ends with an ellipsis: in progress.',
  guestEditSaved: 'Status under the form once the contact details were saved.',
  guestEditNoChanges: 'Status under the form when the guest saved without changing anything.',
  guestEditNotSaved:
    'Alert under the form when the server refused the changes; the reason, a full-sentence error message, follows it.',
  guestEditNotSavedBecause:
    'Alert under the form when the server refused the changes. {reason}: a full-sentence error message, such as “The deadline for changing this reservation has passed. …”.',
  guestEditCannotChange:
    'Note above the form when the contact details cannot be changed online; the reason, a full-sentence error message, may follow it.',
  guestEditCannotChangeBecause:
    'Note above the form when the contact details cannot be changed online. {reason}: a full-sentence error message, such as “This reservation was updated by the hotel …”.',
  guestEditCancelled: 'Note above the form of a cancelled reservation: its details can no longer be changed.',
  guestEditFindReservation:
    'Link to the find-reservation page, when the reservation could not be opened from the contact details page. Imperative.',
  answersEditTitle: 'Heading of the page where the guest edits the answers to the hotel’s questions.',
  answersEditBackToReview: 'Link from that page back to the reservation’s review page.',
  answersEditNone: 'Message when the hotel asks no questions for this reservation.',
  answersEditSave: 'Submit button of the answers form. Imperative.',
  answersEditSaving: 'Text of that button while the answers are sent. Ends with an ellipsis: in progress.',
  answersEditSaved: 'Status under the form once the answers were saved.',
  answersEditNoChanges: 'Status under the form when the guest saved without changing any answer.',
  answersEditNotSaved:
    'Alert under the form when the server refused the answers; the reason, a full-sentence error message, follows it.',
  answersEditNotSavedBecause:
    'Alert under the form when the server refused the answers. {reason}: a full-sentence error message, such as “A connection error occurred. …”.',
  answersEditTooLong:
    'Error under a text answer that is too long. {max}: the most characters allowed, such as 255; # repeats it.',
  answersEditUploading:
    'Alert under the form when saving while files are still uploading: save once they finish.',
  answersEditCannotChange:
    'Note above the form when the answers cannot be changed online; the reason, a full-sentence error message, follows it.',
  answersEditCannotChangeBecause:
    'Note above the form when the answers cannot be changed online. {reason}: a full-sentence error message, such as “This reservation was updated by the hotel …”.',
  answersEditCancelled:
    'Note above the form of a cancelled reservation: its answers can no longer be changed.',
  answersEditFindReservation:
    'Link to the find-reservation page, when the reservation could not be opened from the answers page. Imperative.',
  guestsAndRooms:
    'Label of the guests button in the search form, which opens the panel of guest and room steppers.',
  guestsSummary:
    'Value of the guests button and of the stay summary, such as “3 guests · 2 rooms”. {guests}: all guests of all rooms, {rooms}: the number of rooms; each # repeats its own count.',
  stepperDecrease:
    'Screen-reader name of a stepper’s − button (imperative: lower the number by one). {item}: the stepper’s label, such as “Adults”, “Rooms” or “Nights”.',
  stepperIncrease:
    'Screen-reader name of a stepper’s + button (imperative: raise the number by one). {item}: the stepper’s label, such as “Adults”, “Rooms” or “Nights”.',
  done: 'Button that closes the guests panel after setting guests and rooms. An adjective or interjection: “finished”.',
  changeSearch:
    'Text at the end of the one-line search summary on a phone, which opens the search form. Imperative.',
  summaryUndated:
    'The stay in the search summary for a search without dates. {nights}: the number of nights, such as 2; # repeats it.',
  promoCodeAdd:
    'Button (shown as a link) under the search form that reveals the promo code field. A question; a promo code unlocks hidden plans.',
  roomPhoto:
    'Alternative text (read by screen readers) of a room type’s photo. {room}: the room type’s name, such as “Deluxe Twin”.',
  roomMaxGuests:
    'Fact under a room type’s name. {count}: the most guests the room takes, such as 4; # repeats it.',
  roomsLeft:
    'Warning under a room type’s name when few are left (3 or fewer). {count}: the number of rooms of that type left; # repeats it.',
  showMorePlans:
    'Button under a long list of results (plans, or a room’s plans) that shows the next ones. {count}: how many more it shows (a number, at most 10); # in the plural branches is that number.',
  showMore: 'Button that expands a room’s long description. Imperative.',
  showLess: 'Button that collapses the expanded description again. Imperative.',
  priceForNights:
    'Note under an offer’s price: it is for the whole stay, taxes included. {nights}: the stay’s nights, such as 2; # repeats it.',
  priceForDayUse:
    'Note under an offer’s price for a day use stay (hours within one day, no night): taxes are included.',
  payNowOrAtHotel: 'Badge on an offer that can be paid either when booking or at the hotel during the stay.',
  membersOnly: 'Badge on an offer that only signed-in members of the hotel can book.',
  saveAmount:
    'Green badge on an offer with a discount: what the guest saves (imperative verb or noun phrase). {amount}: the money saved, a formatted amount such as “¥1,200”.',
  yourStay: 'Heading of the stay summary box in the checkout (dates, nights, guests, room and plan).',
  summaryNights:
    'Number of nights in the checkout’s stay summary. {nights}: the number, such as 2; # repeats it.',
  priceDetails:
    'Button in the bottom bar on a phone that scrolls to or opens the price breakdown. A noun phrase.',
  errorSummaryItem:
    'One line of the error summary above a form, a link to the field. {field}: the field’s label, such as “E-mail”; {problem}: the problem, a sentence such as “Fill in this field.”.',
  roomGuestField:
    'Field name in the error summary for a guest-name field of one room. {n}: the room’s position, such as 2; {field}: the field’s label, such as “Last name”.',
  fieldRequiredMark:
    'Note at the top of the guest form explaining the asterisk (*) that marks required fields. Keep the asterisk.',
  voucherLabel:
    'Label of the drop-down at checkout where a signed-in member picks one of their vouchers (glossary: voucher).',
  voucherNone: 'First choice of the voucher drop-down: no voucher.',
  voucherOption:
    'A voucher in the drop-down. {name}: its name, e.g. Demo Tokyo stay voucher; {amount}: its value, e.g. ¥10,000.',
  voucherWithCoupon:
    'Hint under the voucher drop-down while a coupon is applied (glossary: coupon, voucher).',
  voucherRemove: 'Button under a refused voucher that stops using it.',
  savedCardChoice:
    'Legend of the choice between the member’s saved cards and a new card at the payment step (glossary: card).',
  savedCardOption:
    'A saved card to pay with. {brand}: e.g. Visa; {last4}: the last digits, e.g. 4242; {month}, {year}: the expiry, e.g. 12 and 2028.',
  newCardChoice: 'The choice that asks for a card not saved before.',
  cardChargedInHotelCurrency:
    'Under the card fields when the guest pays in a foreign currency with a card network that currency does not take (e.g. JCB): the card is charged in the hotel’s own currency instead. {brand}: e.g. JCB; {total}: the total in the hotel’s currency, e.g. ¥31,600.',
  analyticsConsentTitle:
    'Heading of the banner, above every screen, asking the guest whether the hotel may use analytics cookies (only when the hotel asks for consent).',
  analyticsConsentText:
    'Text of the analytics consent banner: what the cookies are for, and that nothing loads for them without the guest’s permission.',
  analyticsConsentAllow: 'Button of the analytics consent banner that allows the analytics cookies.',
  analyticsConsentDecline: 'Button of the analytics consent banner that refuses the analytics cookies.',
  cardBirthDate:
    'Label of the card field, for Korean cards only: the holder’s birth date as six digits, year, month, day (YYMMDD, e.g. 850315).',
  cardPinFirstTwo:
    'Label of the card field, for Korean cards only: the first two digits of the card’s PIN (typed hidden).',
  cardPonta:
    'Checkbox under a Visa card number at a Japanese hotel: the card is a Ponta card, so the payment earns Ponta points (Ponta is a proper name).',
  lotteryWinnerBooking:
    'Shown at the top of the checkout when a lottery winner books the stay won (glossary: reservation). {number}: the entry’s number, e.g. LE1010003.',
  signInTitle:
    'Heading of the sign-in screen and the page title. The act of entering a member account (glossary: sign in).',
  signInIntro: 'Line under the sign-in heading. {brand}: the hotel brand’s name, such as “Demo Hotels”.',
  signInSubmit:
    'Button that sends the e-mail address and password of the sign-in form. Imperative verb (glossary: sign in).',
  signInSending: 'Progress line announced while the sign-in is sent.',
  signInForgotPassword:
    'Link under the sign-in form to the screen that sends a password reset link. A question.',
  signInNoAccount:
    'Link under the sign-in form to the membership sign-up screen; the whole sentence is the link.',
  signInNotOffered:
    'Message on the sign-in screen when the hotel does not let members sign in (for example it uses its own login).',
  organizationSignInTitle:
    'Heading and page title of the corporate sign-in screen: a user of a company or organization signs in (glossary: sign in).',
  organizationSignInIntro:
    'Line under the corporate sign-in heading. {brand}: the hotel brand’s name, such as “Demo Hotels”.',
  signInCorporateLink:
    'Link under the sign-in form to the corporate sign-in screen, for users of a company or organization.',
  signOutWorking:
    'Progress line of the sign-out screen while the member is signed out (glossary: sign out); it then shows the room search.',
  memberEmail: 'Label of the e-mail address field on the member forms (sign-in, sign-up, password reset).',
  memberEmailConfirmation:
    'Label of the field where the guest types the e-mail address a second time, to catch typing mistakes.',
  memberPassword: 'Label of the password field of the sign-in and sign-up forms.',
  memberPasswordConfirmation:
    'Label of the field where the password is typed a second time on the sign-up form.',
  memberNewPassword: 'Label of the new-password field on the screen opened from the password reset e-mail.',
  memberNewPasswordConfirmation: 'Label of the field where the new password is typed a second time.',
  memberPasswordRules:
    'Hint under the sign-up password field: the rules a new password follows. {min}: the minimum number of characters, 8. The letters are the Latin letters A–Z and a–z.',
  memberNewPasswordRules:
    'Hint under the new-password field of the reset screen: the rules, which add a symbol. {min}: the minimum number of characters, 8. Keep the examples ! and #.',
  memberPasswordWeak:
    'Error under a password field when the password breaks the rules shown just above it (the hint).',
  memberPasswordMismatch: 'Error under the password confirmation field when it differs from the password.',
  memberEmailMismatch: 'Error under the e-mail confirmation field when it differs from the e-mail address.',
  memberFirstName: 'Label of the first-name (given name) field of the sign-up form.',
  memberLastName: 'Label of the last-name (family name) field of the sign-up form.',
  memberFieldRequired: 'Error under a required field of a member form left empty. Imperative.',
  memberFieldInvalid:
    'Error under a field of a member form whose value is not valid (for example an e-mail address without @). Imperative.',
  memberErrorSummaryItem:
    'One line of the error summary above a member form, a link to the field. {field}: the field’s label, such as “E-mail address”; {problem}: the problem, a sentence such as “Fill in this field.”.',
  memberFormProblemsTitle: 'Heading of the error summary above a member form that could not be sent.',
  memberBackToSearch: 'Link back from a member screen to the hotel’s room search.',
  memberGoToSignIn: 'Link to the sign-in screen after a membership is confirmed or a password changed.',
  signUpTitle:
    'Heading of the membership sign-up screen and its page title: creating a member account (glossary: account).',
  signUpIntro:
    'Line under the sign-up heading. {brand}: the hotel brand’s name. Member prices: the lower prices members see.',
  signUpTerms:
    'Label of the required checkbox on the sign-up form. First person. {brand}: the hotel brand’s name.',
  signUpTermsField:
    'Short name of the terms checkbox in the error summary above the sign-up form, before its problem. A noun phrase.',
  signUpTermsRequired: 'Error under the terms checkbox when it is not ticked.',
  signUpPromotions:
    'Label of the optional checkbox on the sign-up form: promotional e-mails. First person. {brand}: the hotel brand’s name.',
  signUpSubmit: 'Button that sends the sign-up form. Imperative verb.',
  signUpSending: 'Progress line announced while the sign-up is sent.',
  signUpResultTitle: 'Heading of the screen after sign-up: a confirmation link was e-mailed. Imperative.',
  signUpResultBody:
    'Text after sign-up. {email}: the address the link went to, such as “hanako@example.com”. 24 hours: how long the link works.',
  signUpResultNoEmail:
    'Text after sign-up when the address is not known any more (the page was reloaded). 24 hours: how long the link works.',
  signUpResultResend: 'Button that e-mails the confirmation link again. Imperative verb.',
  signUpResultResent: 'Status line after the confirmation link was sent again.',
  memberConfirmationTitle:
    'Heading and page title of the screen opened from the link in the sign-up confirmation e-mail. A noun phrase.',
  memberConfirmationWorking: 'Progress line while the e-mail address is being confirmed.',
  memberConfirmationDone:
    'Success message once the sign-up is confirmed: the member can sign in from now on.',
  memberConfirmationEmailDone:
    'Success message once a changed login e-mail address is confirmed: it is the login from now on.',
  memberConfirmationNoToken:
    'Message when the confirmation screen is opened without the e-mail’s link (no token in the address).',
  resendConfirmationTitle:
    'Heading and page title of the screen that e-mails the sign-up confirmation link again.',
  resendConfirmationIntro: 'Line under the heading of the screen that sends the confirmation link again.',
  resendConfirmationSubmit: 'Button that sends the confirmation link again. Imperative verb.',
  resendConfirmationSending: 'Progress line while the request is sent.',
  resendConfirmationSent:
    'Message once a new confirmation link was sent. {email}: the address typed, such as “hanako@example.com”. 24 hours: how long the link works.',
  memberResendLink:
    'Link to the screen that sends the confirmation link again (after a reload of the sign-up result, or when a link expired). Imperative.',
  forgotPasswordTitle: 'Heading and page title of the screen that sends a password reset link. Imperative.',
  forgotPasswordIntro: 'Line under the password reset heading.',
  forgotPasswordSubmit: 'Button that sends the password reset link. Imperative verb.',
  forgotPasswordSending: 'Progress line while the request is sent.',
  forgotPasswordSent:
    'Message after the reset request. {email}: the address typed. It must not say whether a member has this address (privacy), hence “if”. One hour: how long the link works.',
  changePasswordTitle:
    'Heading and page title of the screen opened from the password reset e-mail. Imperative.',
  changePasswordSubmit: 'Button that saves the new password. Imperative verb.',
  changePasswordSending: 'Progress line while the new password is saved.',
  changePasswordDone: 'Success message after the new password was saved: the member signs in with it.',
  changePasswordNoToken:
    'Message when the new-password screen is opened without the e-mail’s link (no token in the address).',
  accountTitle:
    'Heading and page title of the member account page, and the link to it in the header (glossary: account).',
  accountLoginTitle:
    'Heading of the account page section with the login e-mail address and the way to change the password.',
  accountPersonalTitle: 'Heading of the account page section with the member’s name and membership number.',
  accountChangePassword: 'Link on the account page to the screen that e-mails a link to set a new password.',
  accountName: 'Label of the member’s full name on the account page.',
  accountMembershipNumber: 'Label of the membership (card) number on the account page.',
  accountRemoveTitle: 'Heading of the account page section where the member removes the account for good.',
  accountRemoveIntro: 'Warning at the top of the account removal section: what removal deletes.',
  accountRemoveReasons: 'Legend of the group of checkboxes with the reasons for leaving.',
  accountReasonNoLongerStaying: 'Checkbox, a reason for removing the account. First person.',
  accountReasonTooManyEmails: 'Checkbox, a reason for removing the account. First person.',
  accountReasonPrivacy: 'Checkbox, a reason for removing the account. First person.',
  accountReasonAnotherAccount: 'Checkbox, a reason for removing the account. First person.',
  accountReasonHardToUse: 'Checkbox, a reason for removing the account.',
  accountReasonOther: 'Checkbox, any other reason for removing the account (then explained in the comment).',
  accountRemoveComment: 'Label of the optional free-text field of the account removal form.',
  accountRemoveReasonRequired: 'Error of the reasons group when no reason is ticked.',
  accountRemoveConfirm: 'Label of the required checkbox that confirms the removal is final. First person.',
  accountRemoveConfirmRequired: 'Error under the confirmation checkbox when it is not ticked.',
  accountRemoveSubmit: 'Button that removes the account for good. Imperative, first person.',
  accountRemoveSending: 'Progress line while the account is being removed.',
  memberDeletedTitle: 'Heading and page title of the page shown after the account was removed.',
  memberDeletedBody: 'Text of the page shown after the account was removed.',
  accountPasswordTitle: 'Heading of the account page section where a signed-in member changes the password.',
  memberCurrentPassword: 'Label of the field for the password the member uses now, on the account page.',
  accountPasswordChanged:
    'Status once the password was changed from the account page: the member stays signed in here, every other session was ended.',
  accountEmailTitle: 'Heading of the account page section where a member changes the sign-in e-mail address.',
  memberNewEmail: 'Label of the field for the new sign-in e-mail address.',
  memberNewEmailConfirmation: 'Label of the field where the new e-mail address is typed a second time.',
  accountEmailSubmit: 'Button that sends the link confirming the new e-mail address. Imperative verb.',
  accountEmailSent:
    'Status after an e-mail change was asked for. {email}: the new address, such as “hanako.new@example.com”. The old address stays the sign-in until the link is opened.',
  accountEmailPending:
    'Line in the sign-in details under the e-mail address: a new address waits for its link. {email}: that new address.',
  memberNameCharacters:
    'Error under a name field holding characters the name may not use in this language (digits, symbols, another script). Say which letters to use: the language’s own script where the hotel accepts it (hiragana in Japanese, hangul in Korean, Chinese characters in Chinese) and Latin letters.',
  memberPhone: 'Label of the phone number field of the member’s personal information.',
  memberPostCode: 'Label of the postal code field of the member’s personal information.',
  memberAddress: 'Label of the street address field of the member’s personal information.',
  accountProfileSubmit:
    'Button that saves the changes to the personal information on the account page. Imperative verb.',
  accountProfileSending: 'Shown on the save button while the personal information is being saved.',
  accountProfileSaved: 'Confirmation after the personal information on the account page was saved.',
  accountProfileLocked:
    'Note on the account page when the membership programme does not let the member change the personal information here.',
  accountProgramTitle:
    'Heading of the account page’s card about the member’s membership programme (the hotel brand’s loyalty programme).',
  accountProgramCurrent: 'Label before the name of the membership programme the member is signed in to.',
  accountProgramCompanions:
    'Label before the companion tiers of the programme: extra guests (an adult, a child) the member may bring at the programme’s rates.',
  accountProgramSwitchLabel:
    'Label of the list of the member’s other membership programmes, to switch to one.',
  accountProgramSwitchSubmit:
    'Button that moves the member’s sign-in to the programme chosen in the list. Imperative verb.',
  accountProgramSwitchSending: 'Shown on the switch button while the programme is being switched.',
  accountProgramSwitched:
    'Confirmation after a programme switch. {program}: the programme’s name, such as “Demo Family”.',
  accountProgramJoinTitle:
    'Heading of the account section where a member joins another membership programme of the hotel’s brand.',
  accountProgramJoinLabel: 'Label of the drop-down of the programmes the member may join.',
  accountProgramJoinTerms: 'Checkbox the member ticks before joining a programme.',
  accountProgramJoinTermsRequired:
    'Error under that checkbox when the member tries to join without ticking it.',
  accountProgramJoinSubmit: 'Button that joins the chosen programme. Imperative.',
  accountProgramJoined:
    'Said once the member joined a programme. {program}: the programme’s name, e.g. Demo Suites Club.',
  signInWithProvider:
    'Button on the sign-in screen that signs in with a social account. {provider}: the provider’s name, kept as it is: “LINE” or “Facebook”.',
  signInOr: 'Separator between the social sign-in buttons and the e-mail sign-in form.',
  signInProviderWorking:
    'Status while the widget signs the guest in with the account the provider returned. {provider}: “LINE” or “Facebook”.',
  signInProviderFailed:
    'Alert when the sign-in with a social account was refused or could not be completed. {provider}: “LINE” or “Facebook”.',
  signInProviderCancelled:
    'Alert when the guest cancelled on the provider’s page instead of allowing the sign-in. {provider}: “LINE” or “Facebook”.',
  signInProviderDidNotOpen:
    'Alert when the provider’s sign-in page had not opened 3.5 seconds after the button was pressed. {provider}: “LINE” or “Facebook”.',
  signInProviderReturnTitle:
    'Page title of the short screen shown on return from a social provider, before the sign-in finishes.',
  signUpDoneTitle:
    'Heading of the screen shown when a membership created elsewhere (another site of the hotel) is ready to use.',
  signUpDoneBody: 'Text of that screen. {brand}: the hotel brand’s name.',
  memberConfirmationContinue:
    'Link after a confirmed sign-up back to the hotel page the guest signed up from. {site}: that site’s host name, such as “www.demo-tokyo.example.com”.',
  chatSignedInTitle: 'Heading of the chatbot sign-in screen once the guest is signed in.',
  chatSignedInBody:
    'Text under it. {name}: the member’s name as the API gives it, such as “Hanako Yamada”. The chat is the hotel’s chatbot beside this window.',
  chatNobodyTitle:
    'Heading of the chatbot’s hidden session helper (/iframe-token) when nobody is signed in at the widget.',
  chatNobodyBody:
    'Under chatNobodyTitle: no member is signed in in this browser; the guest signs in from the chat.',
  liffTitle:
    'Heading of the LINE page (/iframe-liff-token), which registers the guest’s LINE account with the hotel. “LINE” is the app’s name.',
  liffConnected:
    'Under liffTitle once done. {name}: the guest’s LINE display name, such as “Hanako”. The chat is the hotel’s chatbot.',
  liffFailed:
    'Under liffTitle when LINE or the hotel’s service could not be reached: the guest closes the window and opens it again from LINE.',
  liffNotSetUp: 'Under liffTitle when the hotel has no LINE app set up.',
  chatSignUpIntro: 'Intro of the chatbot sign-up screen. {brand}: the hotel brand’s name.',
  chatSignUpWithEmail: 'Link on the chatbot sign-up screen to the sign-up form. Imperative verb.',
  chatAlreadyMember: 'Link on the chatbot sign-up screen to the chatbot sign-in.',
  accountSectionsLabel:
    'Screen-reader-only name of the row of links to the parts of the member account (profile, reservations, points...).',
  accountSectionProfile:
    'Link to the profile part of the member account (sign-in details, personal information). Noun.',
  accountSectionReservations:
    'Link to the list of the member’s reservations (glossary: reservation). Noun, plural.',
  accountSectionPoints: 'Link to the member’s loyalty points (glossary: points). Noun, plural.',
  accountSectionPaymentOptions: 'Link to the member’s saved payment cards. Noun.',
  accountSectionPromotions: 'Link to the member’s vouchers and coupons (glossary: voucher, coupon).',
  myReservationsTitle: 'Heading of the member’s list of reservations.',
  myReservationsTabsLabel:
    'Screen-reader-only name of the row of tabs (upcoming, completed, cancelled, lottery) above the reservation list.',
  myReservationsUpcoming: 'Tab: reservations whose stay is still to come. Adjective used as a tab name.',
  myReservationsCompleted: 'Tab: reservations whose stay is over (after check-out).',
  myReservationsCancelled: 'Tab: cancelled reservations.',
  myReservationsLottery: 'Tab: reservations made after winning a room lottery.',
  myReservationsPaymentFilter: 'Label of a drop-down that narrows the reservation list by how it is paid.',
  myReservationsChannelFilter:
    'Label of a drop-down that narrows the reservation list by where it was made (this website, a room lottery).',
  myReservationsAnyPayment: 'First choice of the payment drop-down: do not narrow by payment.',
  myReservationsAnyChannel: 'First choice of the channel drop-down: do not narrow by channel.',
  myReservationsChannelWidget: 'Choice of the channel drop-down: reservations made on this hotel website.',
  myReservationsChannelLottery:
    'Choice of the channel drop-down: reservations made after a room lottery win.',
  myReservationsEmpty: 'Shown when the chosen list of reservations is empty.',
  myReservationsCount:
    'Screen-reader announcement after the list loads. {count}: how many reservations the list holds, e.g. 3.',
  myReservationsLoadMore: 'Button under the reservation list that shows the next reservations. Imperative.',
  myReservationsStay:
    'The stay of a reservation in the list. {checkin}, {checkout}: formatted dates, e.g. December 21, 2026 (glossary: check-in, check-out).',
  myReservationsTotal: 'Label of the total price of a reservation in the list.',
  myReservationsOpen:
    'Link from a reservation in the list to its page. {number}: the reservation number, e.g. SK2612210001 (glossary: reservation number).',
  myPointsTitle: 'Heading of the member’s points section (glossary: points).',
  myPointsBalance: 'Label of the number of points the member can use now.',
  myPointsRanking: 'Label of the points that count towards the member’s rank (ranking points).',
  myPointsFuture: 'Label, and a tab of the point history: points of stays not yet credited.',
  myPointsFutureNote: 'Note under the point totals (glossary: check-out, points).',
  myPointsValue: 'A number of points. {points}: the count, e.g. 10,000.',
  myPointsRank: 'The member’s current rank. {rank}: its name, e.g. Gold.',
  myPointsNextRank:
    'What the next rank needs. {points}: ranking points still needed; {date}: a formatted date; {rank}: the next rank’s name, e.g. Platinum.',
  myPointsKeepRank:
    'What keeping the current rank needs. {points}: ranking points still needed; {date}: a formatted date; {rank}: the current rank’s name.',
  myPointsRankKept:
    'The member has earned enough ranking points to keep the current rank. {rank}: its name, e.g. Gold.',
  myPointsHighestRank: 'The highest rank the member has ever reached. {rank}: its name.',
  myPointsHistoryTitle: 'Heading of the list of point movements (earned, used, returned, expired).',
  myPointsHistoryScopeLabel:
    'Screen-reader-only name of the two tabs above the point history (history, points to come).',
  myPointsHistoryCurrent: 'Tab of the point history: points already earned, used, returned or expired.',
  myPointsHistoryFailed: 'Alert when the point history cannot load; the reason follows.',
  myPointsHistoryEmpty: 'Shown when the chosen point list is empty.',
  myPointsKindGained: 'Small label of a point movement: points earned (credited).',
  myPointsKindFuture: 'Small label of a point movement: points not yet credited.',
  myPointsKindSpent: 'Small label of a point movement: points used (on a booking or an exchange).',
  myPointsKindRefunded: 'Small label of a point movement: points given back (e.g. after a cancellation).',
  myPointsKindExpired: 'Small label of a point movement: points that expired.',
  myPointsAvailableOn: 'When future points become usable. {date}: a formatted date.',
  myPointsExpires: 'When points expire. {date}: a formatted date.',
  myPointsLoadMore: 'Button under the point history that appends the next entries. Imperative.',
  myPointsNotOffered: 'Shown instead of the points when the hotel or the member’s programme has no points.',
  myPointsExchangeTitle:
    'Heading of the section and dialog that exchange points for gift points of digico (a proper name of a gift-point service; keep “digico” in Latin letters).',
  myPointsExchangeIntro:
    'Explains the gift-point exchange before the member starts it. {days}: how many days gift points stay valid, e.g. 180.',
  myPointsExchangeOpen: 'Button that opens the exchange dialog. Imperative.',
  myPointsExchangeNotOffered: 'Shown instead of the exchange button at hotels outside Japan.',
  myPointsExchangesTitle: 'Heading of the list of the member’s past exchanges.',
  myPointsExchangeLine:
    'One past exchange. {points}: points exchanged, e.g. 1,000; {date}: when; {code}: the gift code, e.g. DGC-7F3K-92QX-LM4P; {until}: its last valid day.',
  myPointsExchangeAmount: 'Label of the field for how many points to exchange.',
  myPointsExchangeAmountHint:
    'Hint under the amount field. {unit}: the step, e.g. 500; {balance}: the member’s usable points, e.g. 10,000.',
  myPointsExchangeAboveBalance:
    'Error under the amount field: more points than the member has. {balance}: the usable points.',
  myPointsExchangeNotWhole:
    'Error under the amount field: not a multiple of the step. {unit}: the step, e.g. 500.',
  myPointsExchangeConfirm: 'Checkbox the member must tick before exchanging.',
  myPointsExchangeConfirmRequired: 'Error under that checkbox when it is not ticked.',
  myPointsExchangeCancel: 'Button that closes the exchange dialog without exchanging.',
  myPointsExchangeSubmit: 'Button that makes the exchange. Imperative.',
  myPointsExchangeSending: 'Button text while the exchange is sent.',
  myPointsExchangeDone:
    'Success message. {points}: points exchanged; {code}: the gift code to redeem with digico; {date}: its last valid day.',
  savedCardsTitle: 'Heading of the member’s saved payment cards (glossary: card).',
  savedCardsNote:
    'Note under the heading: the card provider keeps the card details, this site does not store them.',
  savedCardsEmpty: 'Shown when the member has no saved cards.',
  savedCardName:
    'A saved card. {brand}: the card network, e.g. Visa; {last4}: the last four digits, e.g. 4242.',
  savedCardExpiry: 'A saved card’s expiry. {month}: two digits, e.g. 03; {year}: four digits, e.g. 2028.',
  savedCardInvalid: 'Under a card saved before the card system changed: it cannot be used any more.',
  savedCardInvalidBadge: 'Small label beside a card that can no longer be used.',
  savedCardDelete: 'Button beside a saved card that deletes it (after a confirmation). Imperative.',
  savedCardDeleteNamed: 'Screen-reader name of that button. {card}: the card, e.g. Visa ending in 4242.',
  savedCardDeleteTitle: 'Title of the dialog that asks before deleting a card.',
  savedCardDeleteBody: 'Text of that dialog. {card}: the card, e.g. Visa ending in 4242.',
  savedCardKeep: 'Dialog button that keeps the card (closes without deleting).',
  savedCardDeleteConfirm: 'Dialog button that deletes the card.',
  savedCardDeleted: 'Announced after a card is deleted. {card}: the card, e.g. Visa ending in 4242.',
  vouchersTitle: 'Heading of the member’s vouchers (glossary: voucher).',
  vouchersEmpty: 'Shown when the member has no vouchers.',
  promotionValidUntil: 'Last day a voucher or coupon can be used. {date}: a formatted date.',
  voucherStayPeriod: 'The stays a voucher can pay for. {from}, {to}: formatted dates.',
  voucherExcludedDates: 'Stay dates a voucher cannot be used for. {dates}: a list of formatted dates.',
  promotionReservation:
    'The reservation a voucher or coupon is used by. {number}: the reservation number (glossary: reservation number).',
  couponsTitle: 'Heading of the member’s coupons (glossary: coupon).',
  couponsEmpty: 'Shown when the member has no coupons.',
  couponCodeLine: 'A coupon’s code, to enter at checkout. {code}: e.g. WINTER2026.',
  couponSomePlans: 'A coupon that applies only to some plans (glossary: plan).',
  couponFirstNights:
    'A coupon that discounts only the first nights of a stay. {nights}: how many, e.g. 2 (glossary: night).',
  couponUses:
    'How often a coupon has been used out of its limit. {used}: uses so far, e.g. 1; {limit}: the limit, e.g. 3.',
  couponOff: 'What a coupon takes off. {amount}: an amount or a percentage, e.g. ¥2,000 or 10%.',
  promotionAvailable: 'Small label: the voucher or coupon can be used.',
  promotionPending: 'Small label: the voucher or coupon is held by an upcoming stay.',
  promotionConsumed: 'Small label: the voucher or coupon has been used.',
  promotionExpired: 'Small label: the voucher or coupon can no longer be used (past its last day).',
  accountDialogClose:
    'Button that closes a dialog of the account (the × and, after an exchange, the button at the bottom). Imperative verb.',
  organizationAdminTitle:
    'Heading and page title of the organization administrator’s page listing the stays of the organization’s users.',
  organizationAdminSignedInAs:
    'Who is looking. {name}: the admin’s name, e.g. Kenji Sato; {organization}: the organization, e.g. Demo Trading.',
  organizationAdminIntro: 'Note under the heading: what the table lists (glossary: reservation, hotel).',
  organizationAdminNotCorporate:
    'Shown on the organization page to a member who is not signed in as a corporate user.',
  organizationAdminNotAdmin:
    'Shown on the organization page to a corporate user who is not one of its administrators.',
  organizationAdminCaption:
    'Caption of the stays table, also the name of its scrollable region. {organization}: e.g. Demo Trading.',
  organizationAdminGuest: 'Column heading: the guest’s name and reservation number.',
  organizationAdminHotel: 'Column heading: the hotel (glossary: hotel).',
  organizationAdminCheckIn: 'Column heading: the check-in day (glossary: check-in).',
  organizationAdminNights: 'Column heading: the number of nights (glossary: night).',
  organizationAdminRooms: 'Column heading: the number of rooms (glossary: room).',
  organizationAdminPrice: 'Column heading: the reservation’s total price.',
  organizationAdminDaysAllowed:
    'Column heading: stay days the organization’s contract allows the guest a year.',
  organizationAdminDaysLeft: 'Column heading: stay days the guest has left this year.',
  organizationAdminUnlimited: 'In the stay-day columns when the guest has no limit.',
  organizationAdminEmpty: 'Shown when the organization has no stays yet.',
  organizationAdminLoadMore: 'Button under the table that appends the next stays. Imperative.',
  organizationAdminDownloadCsv:
    'Button that downloads the whole usage table as a CSV file (keep "CSV" as it is). Imperative.',
  organizationAdminDownloadPreparing: 'The download button’s text while the file is being fetched.',
  organizationAdminDownloaded:
    'Announced to screen readers once the CSV file has been handed to the browser.',
  accountMemberCardTitle: 'Heading of the account section with the member’s card as a QR code.',
  accountMemberQrAlt: 'Text alternative of the QR code image (read by screen readers).',
  accountMemberQrNote: 'Caption under the QR code (glossary: hotel).',
  lotteryEntriesTitle:
    'Heading of the member’s room lottery entries, in the lottery tab of the reservation list.',
  lotteryEntriesEmpty: 'Shown when the member has entered no lottery.',
  lotteryEntryNumber: 'A lottery entry’s number. {number}: e.g. LE1010002.',
  lotteryEntryDeadline: 'Until when the entry can be changed or cancelled. {date}: a formatted date.',
  lotteryBookBy:
    'Shown to a winner: the deadline to book the won stay. {date}: a formatted date (glossary: reservation).',
  lotteryCancel: 'Button that cancels a lottery entry (it can be restored until the deadline). Imperative.',
  lotteryCancelNamed: 'Screen-reader name of that button. {number}: the entry’s number.',
  lotteryRestore: 'Button that brings a cancelled lottery entry back. Imperative.',
  lotteryRestoreNamed: 'Screen-reader name of that button. {number}: the entry’s number.',
  lotteryStatusRegistered: 'State of a lottery entry: entered, waiting for the draw.',
  lotteryStatusNotWinner: 'State of a lottery entry: not drawn.',
  lotteryStatusWinnerPending: 'State of a lottery entry: won, the reservation is still to be made.',
  lotteryStatusWinnerConfirmed: 'State of a lottery entry: won and booked.',
  lotteryStatusWinnerCancelled:
    'State of a lottery entry: won, but the reservation was cancelled afterwards.',
  lotteryStatusWinnerDeclined: 'State of a lottery entry: won, but not booked in time (or declined).',
  lotteryStatusCancelled: 'State of a lottery entry: cancelled by the member.',
  lotteryEventLabel:
    'Small label above a room lottery’s name on its page (noun: a lottery in which guests enter for the chance to book a room).',
  lotteryEventFacts: 'Screen-reader-only name of the list of a lottery’s dates and rules.',
  lotteryStayPeriod: 'The nights a lottery is for. {start}, {end}: formatted dates, e.g. Feb 9, 2027.',
  lotteryNightsRule:
    'Rule of a lottery, shown under the search form and when a stay breaks it. {min}: the fewest nights, e.g. 1; {max} and #: the most nights, e.g. 3 (the plural follows {max}).',
  lotteryEnterBy: 'A lottery’s entry deadline. {date}: a formatted date.',
  lotteryResultsOn: 'The day a lottery’s winners are drawn and announced. {date}: a formatted date.',
  lotteryWinnersBookBy:
    'Until when a lottery’s winners can make their reservation (glossary: reservation). {date}: a formatted date.',
  lotteryEntriesNotOpen:
    'Shown instead of the search on a lottery that does not take entries yet. {date}: a formatted date.',
  lotteryEntriesClosed: 'Shown instead of the search on a lottery past its entry deadline.',
  lotteryGuestDetailTitle:
    'Heading and page title of the form where a member enters a room lottery. Imperative.',
  lotteryChangeEntryTitle:
    'Heading and page title of the same form when a member changes an entry already made. Imperative.',
  lotteryEntryStay: 'Heading of the summary of the room and dates a member enters a lottery for.',
  lotteryPriceIfWon:
    'Under that summary: what the stay costs if the entry is drawn. {price}: a formatted amount, e.g. ¥42,000.',
  lotteryEnter: 'Button that sends the lottery entry. Imperative.',
  lotterySaveEntry: 'Button that saves changes to a lottery entry. Imperative.',
  lotteryEntrySteps: 'Screen-reader-only name of the step indicator of a lottery entry.',
  stepLotteryComplete: 'Last step of a lottery entry, in the step indicator (after the guest details).',
  lotteryNoSelection: 'Shown on the lottery entry form when it was opened without a room chosen.',
  lotteryBackToSearch: 'Link from the entry form or an entry back to the lottery’s search.',
  lotteryCompleteTitle: 'Heading and page title once a lottery entry is sent.',
  lotteryCompleteBody: 'Text under that heading. {date}: a formatted date (glossary: reservation, e-mail).',
  lotteryViewEntry: 'Link to the page of one lottery entry. Imperative.',
  lotteryViewEntryNamed: 'Screen-reader name of a link to one lottery entry. {number}: e.g. LE1010002.',
  lotteryEntryTitle: 'Heading and page title of one lottery entry’s page.',
  lotteryEntrySaved: 'Announced after a change to a lottery entry is saved.',
  lotteryBookNow:
    'Link a lottery winner follows to make the reservation of the stay won. Imperative (glossary: reservation).',
  lotteryBookNowNamed: 'Screen-reader name of that link in a list of entries. {number}: e.g. LE1010003.',
  lotteryChangeStay:
    'Link that lets a member choose other dates or another room for a lottery entry. Imperative.',
  lotteryNotWinnerNote: 'Shown on an entry that lost the draw.',
  lotteryIncompleteTitle:
    'Heading and page title when a lottery winner’s reservation was started but its payment was not finished (glossary: reservation).',
  lotteryIncompleteBody:
    'Text of that page. {event}: the lottery’s name, e.g. Winter suite lottery; {date}: a formatted date, the winner’s booking deadline (glossary: reservation).',
  lotteryIncompleteDelete:
    'Button on that page: deletes the unfinished reservation, then opens the search of the stay won. Imperative.',
  lotteryIncompleteNone:
    'Shown on that page when there is nothing to delete (already deleted, or the reservation was completed).',
  lotteryIncompleteSignIn: 'Shown on that page to a visitor who is not signed in, above a Sign in link.',
  lotteryIncompleteNotice:
    'Notice on a lottery entry whose reservation was started and not finished; a link to the page above follows.',
  agencyStoreName:
    'The storefront’s name, shown in its header and at the end of every page title. A brand name: keep it in Latin letters as it is.',
  agencyHomeTitle:
    'Heading and page title of the storefront’s home page, where guests search hotels in their own words.',
  agencyHomeIntro:
    'Paragraph under that heading explaining that the search box takes free text about the whole stay.',
  agencySearchLabel:
    'Label of the large text box where the guest describes the stay in free text (imperative: describe your stay).',
  agencySearchHint:
    'Help under the search box: an example of a query. Keep it natural in your language; place names and the yen amount may be written your language’s way.',
  agencySearchButton: 'Button that runs the hotel search. Imperative verb.',
  agencySearchEmpty: 'Error under the search box when it is sent empty.',
  agencySuggestionsTitle:
    'Small heading above example queries the guest can click to search with (imperative: try asking…).',
  agencySuggestionOnsen:
    'An example query the guest can click: it is sent to the search as written, so write it as a guest of your language would type it (place: Hakone; 2 people; next weekend).',
  agencySuggestionOcean:
    'An example query the guest can click, sent to the search as written (place: Okinawa; ocean view; 2 adults and 2 children; a budget of 80,000 yen).',
  agencySuggestionKyoto:
    'An example query the guest can click, sent to the search as written (place: Kyoto; quiet; 3 people).',
  agencyRecommendationsTitle:
    'Heading above a few highly rated hotels on the home page (noun phrase: the favourites of guests).',
  agencyResultsTitle: 'Page title of the search results page.',
  agencyResultsCount:
    'Heading above the results, announced to screen readers: {count} is the number of hotels found (3). Plural by count.',
  agencySearching:
    'Status while the search runs; read by screen readers beside placeholder boxes. Ends with an ellipsis.',
  agencyUnderstood:
    'Heading of a short list of what the search read from the guest’s words (area, dates, guests, budget, wishes).',
  agencyUnderstoodDates:
    'Item of that list: the stay’s dates, {checkin} and {checkout} as formatted dates (1 Dec 2026).',
  agencyUnderstoodAdults: 'Item of that list: {count} adults (2). Plural by count.',
  agencyUnderstoodChildren: 'Item of that list: {count} children (1). Plural by count.',
  agencyUnderstoodRooms: 'Item of that list: {count} rooms (1). Plural by count.',
  agencyUnderstoodBudget:
    'Item of that list: the most the guest wants to pay, {budget} as a formatted price (¥30,000).',
  agencyUnderstoodHint:
    'Line under that list inviting the guest to reword the query if the reading is wrong.',
  agencyNoResultTitle: 'Heading when no hotel matched the search; the search’s own advice follows it.',
  agencyAlternativesTitle: 'Heading above similar or nearby hotels offered when nothing matched.',
  agencyRating:
    'A hotel’s guest rating on its card: {rating} is the average (4.5), {count} the number of reviews (312). Plural by count.',
  agencyPriceFrom: 'A hotel’s lowest price on its card: {price} is a formatted total (¥48,400).',
  agencyPriceNote: 'Small note under that price: it is the total for the whole stay, taxes included.',
  agencyPriceNeedsDates: 'Shown instead of a price when the search has no dates.',
  agencyUnavailable: 'Shown on a hotel’s card when it has no room left for the dates searched.',
  agencySeeRooms: 'Button-like link on a hotel’s card that opens its rooms. Imperative verb.',
  agencySeeRoomsAt:
    'Screen-reader name of that link, naming the hotel: {hotel} is the hotel’s name (Demo Onsen Ryokan Hakone).',
  agencyMapTitle: 'Heading of the map of the results (where the hotels are).',
  agencyMapNote:
    'Small note under the map: each marker is placed from the hotel’s coordinates, on a plain background.',
  agencyNewSearch: 'Link back to the home page to start another search.',
  agencyRoomsPageTitle: 'Page title of a hotel’s rooms page in the storefront (imperative: choose a room).',
  agencyRoomsTitle: 'Heading of that page: {hotel} is the hotel’s name (Demo Hotel Tokyo).',
  agencyShowRooms:
    'Button under the dates and adults fields that searches the hotel’s rooms again. Imperative.',
  agencyNoRooms: 'Shown when the hotel has no room for the dates and guests asked.',
  agencyRoomPrice:
    'A plan’s total next to its name: {price} is a formatted total (¥36,040) for the whole stay.',
  agencyBookRoomAt:
    'Screen-reader name of a plan’s Book button: {room} is the room type (Standard Double), {plan} the plan (With breakfast).',
  agencySignInPageTitle:
    'Page title of the storefront’s sign-in page for a hotel’s members, and the name of its form.',
  agencySignInTitle: 'Heading of that page: {hotel} is the hotel’s name (Demo Hotel Tokyo).',
  agencySignInIntro:
    'Text under it: members of that hotel’s programme sign in so the booking is kept in their account. {hotel} is the hotel’s name.',
  agencySignInEmail: 'Label of the e-mail field of that form.',
  agencySignInPassword: 'Label of the password field of that form.',
  agencySignInSubmit: 'Submit button of that form. Imperative.',
  agencySignInBack: 'Link from that page back to the checkout the guest came from.',
  agencySignInLink: 'Link on the storefront’s checkout to that page: {hotel} is the hotel’s name.',
  agencySignedInAs: 'Said on the checkout once signed in: {name} is the member’s full name.',
  agencySignOut: 'Button beside it that signs the member out on this browser. Imperative.',
  agencyCheckoutTitle:
    'Heading and page title of the storefront’s checkout, where the guest gives their details and pays.',
  agencyGuestTitle: 'Heading of the guest’s name, e-mail and phone fields (who is staying).',
  agencyPaymentTitle: 'Heading of the card fields (noun: the payment).',
  agencyPay: 'The checkout’s button: {price} is the total (¥36,040). Imperative: pay this amount.',
  agencyPaying: 'The button’s text while the payment is made. Ends with an ellipsis.',
  agencyConfirmationTitle: 'Heading and page title once the booking is made and paid.',
  agencyHotel: 'Label of the hotel’s name in the booking’s facts (noun).',
  agencyStay: 'Label of the stay’s dates in the booking’s facts (noun).',
  agencyTotalPaid: 'Label of the amount paid in the booking’s facts.',
  agencyConfirmationSent:
    'Line under the booking: {email} is the booking e-mail the confirmation is sent to.',
  localeKeptTitle:
    'Heading of the chatbot’s hidden language helper (/iframe-change-locale) once it has saved the guest’s language.',
  localeKeptBody:
    'Under localeKeptTitle. {language}: the language’s own name, such as “English” or “日本語”. The hotel’s reservation pages will open in it.',
  localeNotKeptTitle:
    'Heading of the same helper when its address names no language of the widget: nothing was saved.',
  localeNotKept: 'Under localeNotKeptTitle: why nothing was saved.',
  openChatbot:
    'Header button that opens the hotel’s chatbot beside the framed widget (the hotel’s page opens it). Short, an invitation.',
};

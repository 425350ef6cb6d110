/**
 * `@staykit/sdk`: the typed client of the Staykit hotel direct-booking API, with its domain rules.
 *
 * @example
 * ```ts
 * import { createStaykitClient, isStaykitError } from '@staykit/sdk';
 *
 * const client = createStaykitClient({
 *   baseUrl: 'http://127.0.0.1:4010',
 *   locale: 'en',
 *   credentials: { key: 'demo-widget', secret: 'demo-secret' },
 * });
 * const { data: hotel } = await client.booking.getBookingWidgetInit({
 *   params: { path: { hotel_code: 'demo-tokyo' } },
 * });
 * try {
 *   const rooms = await client.booking.searchRooms({
 *     params: { path: { hotel_id: hotel.hotel_id }, query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' } },
 *   });
 * } catch (error) {
 *   if (isStaykitError(error) && error.code === 'undated_search_not_allowed') showDatePicker();
 * }
 * ```
 * @packageDocumentation
 */

// The client: one typed function per operation, sessions, retries and typed errors.
export { createStaykitClient } from './client/createStaykitClient';
export type { StaykitClient, StaykitClientOptions } from './client/createStaykitClient';
export type { CallOptions, OperationData, OperationInit, OperationMethod } from './client/operationTypes';
export type {
  AgencyOperations,
  BookingOperations,
  LotteryOperations,
  MembershipOperations,
  PaymentOperations,
} from './generated/operations';
export { memoryStorage, webStorage } from './client/storage';
export type { StorageAdapter } from './client/storage';
export { StaykitError, isStaykitError } from './errors/StaykitError';
export type { ClientErrorCode, StaykitErrorCode } from './errors/StaykitError';

// The contract's generated types.
export type { components, operations, paths } from './generated/openapi';

import type { components } from './generated/openapi';

/**
 * Every error code the API returns (numbered codes as strings, named codes in snake_case).
 *
 * @example
 * ```ts
 * import type { ErrorCode } from '@staykit/sdk';
 * const retryLater: ErrorCode[] = ['3013', '3016'];
 * ```
 */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * The error body of every 4xx and 5xx response, in any of the shapes the API may send.
 *
 * @example
 * ```ts
 * import type { ErrorEnvelope } from '@staykit/sdk';
 * const body: ErrorEnvelope = { errors: [{ code: '1500', title: 'Coupon invalid' }] };
 * ```
 */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

// Domain rules of start-up and search: pure functions, each rule stated in docs/rules.md.
export { countNights } from './search/countNights';
export type { NightCountInput } from './search/countNights';
export { isRoomVisibleInTiersMode } from './search/isRoomVisibleInTiersMode';
export type { RoomOfferStock, TiersVisibilitySearch } from './search/isRoomVisibleInTiersMode';
export { appliesPaymentPromotion } from './search/appliesPaymentPromotion';
export type { PaymentPromotionInfo, PaymentPromotionPlan } from './search/appliesPaymentPromotion';
export { hasKidsMismatch } from './search/hasKidsMismatch';
export type { KidsSearchRoom } from './search/hasKidsMismatch';
export { buildCheckoutStepPath, buildSearchPath, toSearchQueryString } from './search/buildSearchPath';
export type {
  CheckoutStep,
  SearchPathOptions,
  SearchQuery,
  SearchQueryValue,
} from './search/buildSearchPath';
export {
  SAVED_SEARCH_LIFETIME_MS,
  isSavedSearchFresh,
  normalizeSavedSearchRoom,
  savedSearchExpiresAt,
  toSavedSearchCriteria,
} from './search/savedSearchCriteria';
export type {
  SavedSearchCriteria,
  SavedSearchCriteriaInput,
  SavedSearchHotel,
  SavedSearchRoom,
  SavedSearchRoomInput,
} from './search/savedSearchCriteria';
export { isNotificationVisible } from './notifications/isNotificationVisible';
export type { NotificationViewer, VisibilityTarget } from './notifications/isNotificationVisible';
export { PAYMENT_NUMBER_PARAMS, SIGN_IN_SECRET_PARAMS, TOKEN_PARAMS, cleanUrl } from './url/cleanUrl';
export { LOCALES, isLocale } from './locale/locales';
export type { Locale } from './locale/locales';
export { chooseLocale } from './locale/chooseLocale';
export { hotelLocale } from './locale/hotelLocale';
export type { HotelLocale } from './locale/hotelLocale';
export { dateLocale } from './locale/dateLocale';
export type { DateLocale } from './locale/dateLocale';
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  SUGGESTED_CURRENCIES,
  isCurrencyCode,
} from './currency/currencies';
export type { CurrencyCode, CurrencyInfo } from './currency/currencies';
export { effectiveCurrency, isMultiCurrencyMode } from './currency/effectiveCurrency';
export type { CurrencyState, MultiCurrencyModeInput } from './currency/effectiveCurrency';
export { temporaryCurrencyAfterPaymentMethod } from './currency/temporaryCurrencyAfterPaymentMethod';
export type { PaymentMethodChoice } from './currency/temporaryCurrencyAfterPaymentMethod';
export { formatMoney } from './currency/formatMoney';
export { guessCurrency } from './currency/guessCurrency';
export type { MinorUnitMoney } from './currency/formatMoney';
export { formatName } from './people/formatName';
export type { PersonName } from './people/formatName';
export { formatAddress } from './people/formatAddress';
export type { PostalAddress } from './people/formatAddress';

// Checkout rules, guest details and card: pure checks returning { field, code } problems, never text
// (docs/rules.md, "Guest details" and "Cards").
export { CLIENT_FIELD_CODES } from './guest/FieldProblem';
export type { ClientFieldCode, FieldProblem, FieldProblemCode } from './guest/FieldProblem';
export { guestNameScripts } from './guest/guestNameScripts';
export type { GuestNameField, NameScript } from './guest/guestNameScripts';
export { validateGuestName } from './guest/validateGuestName';
export { validateEmail } from './guest/validateEmail';
export { validateEmailConfirmation } from './guest/validateEmailConfirmation';
export { validatePhone } from './guest/validatePhone';
export { normalizePhone } from './guest/normalizePhone';
export { validatePostalCode } from './guest/validatePostalCode';
export { validateRequired } from './guest/validateRequired';
export { validateTermsAccepted } from './guest/validateTermsAccepted';
export { validateReceiptTitle } from './guest/validateReceiptTitle';
export { validateReceiptUnicode } from './guest/validateReceiptUnicode';
export { validateGuestDetails } from './guest/validateGuestDetails';
export type {
  GuestDetailsField,
  GuestDetailsInput,
  GuestDetailsRules,
  GuestNames,
} from './guest/validateGuestDetails';
export { cardNumberDigits } from './card/cardNumberDigits';
export { isLuhnValid } from './card/isLuhnValid';
export { cardBrandFromNumber } from './card/cardBrandFromNumber';
export type { CardNetwork } from './card/cardBrandFromNumber';
export { cardNetworkOfBrand } from './card/cardNetworkOfBrand';
export { allowedCardNetworks } from './card/allowedCardNetworks';
export { parseCardExpiry } from './card/parseCardExpiry';
export type { CardExpiry } from './card/parseCardExpiry';
export { ONLINE_CARD_LIMIT_JPY, validateCard } from './card/validateCard';
export type { CardContext, CardField, CardInput } from './card/validateCard';
export { cardIssueProblem } from './card/cardIssueProblem';
export type { CardIssueProblem } from './card/cardIssueProblem';

// Membership rules: pure checks returning codes, never text (docs/rules.md, "Membership").
export {
  PASSWORD_MIN_LENGTH,
  passwordRequirements,
  unmetPasswordRequirements,
} from './member/passwordRequirements';
export type { PasswordPurpose, PasswordRequirement } from './member/passwordRequirements';
export { validatePassword } from './member/validatePassword';
export { validatePasswordConfirmation } from './member/validatePasswordConfirmation';
export {
  canUpdateProfile,
  isOrganizationAdmin,
  isPointProgramUsable,
  isSignedIn,
  memberOptions,
  showsEncryptedQrCode,
} from './member/memberOptions';
export type { MemberOptions, MemberOptionsInput } from './member/memberOptions';
export { programCompanions } from './member/programCompanions';
export type { ProgramCompanions } from './member/programCompanions';

// Extras, additional questions, coupons and payment types: pure checks returning typed problems with the
// catalogue's codes, never text (docs/rules.md, "Extras", "Notifications and questions", "Coupons",
// "Payment types").
export { normalizeExtraDate } from './extras/normalizeExtraDate';
export { isExtraListed } from './extras/isExtraListed';
export type { ExtraStay, ListableExtra } from './extras/isExtraListed';
export { extraQuantityProblem } from './extras/extraQuantityProblem';
export type { ExtraQuantityLimits, ExtraQuantityProblem } from './extras/extraQuantityProblem';
export { inclusiveExtraLimit } from './extras/inclusiveExtraLimit';
export type { InclusiveExtrasPlan } from './extras/inclusiveExtraLimit';
export { summarizeExtras } from './extras/summarizeExtras';
export type { ExtrasSummary, ExtrasSummaryLine, PricedExtra, SelectedExtra } from './extras/summarizeExtras';
export { isQuestionVisible } from './questions/isQuestionVisible';
export type { QuestionContext, QuestionVisibilityTarget } from './questions/isQuestionVisible';
export {
  ANSWER_FILE_TYPES,
  ANSWER_MAX_FILE_BYTES,
  answerFileMediaType,
  ANSWER_MAX_FILES,
  ANSWER_TEXT_MAX_LENGTH,
  validateAnswer,
} from './questions/validateAnswer';
export type { AnswerDraft, AnswerFile, AnswerProblem, AnsweredQuestion } from './questions/validateAnswer';
export { applyCoupon } from './coupon/applyCoupon';
export type { ApplyCouponResult, CouponProblem } from './coupon/applyCoupon';
export { couponDiscountForNights } from './coupon/couponDiscountForNights';
export type { NightlyCoupon } from './coupon/couponDiscountForNights';
export { isCardPaymentType } from './payment/isCardPaymentType';
export { paymentTypeConflict } from './payment/paymentTypeConflict';
export type { PaymentPlan, PaymentTypeProblem } from './payment/paymentTypeConflict';
export { availablePaymentTypes } from './payment/availablePaymentTypes';
export { pointSpendProblem } from './points/pointSpendProblem';
export type { PointSpendLimits, PointSpendProblem } from './points/pointSpendProblem';

// My account: points after a stay, the gift-point exchange, what vouchers and coupons show, and the tabs
// of the reservation list (docs/rules.md, "Points", "My page").
export { POINTS_CREDIT_DELAY_DAYS, pointsCreditDate } from './points/pointsCreditDate';
export { GIFT_POINT_EXCHANGE, pointExchangeProblem } from './points/pointExchangeProblem';
export { rankProgress } from './points/rankProgress';
export type { ProgramRank } from './points/rankProgress';
export type { PointExchangeProblem } from './points/pointExchangeProblem';
export { hasVouchers, voucherUiStatus } from './account/voucherUiStatus';
export { reservationTab } from './account/reservationTab';

// Room lotteries: the stay's nights within the event's range, what an entry allows now, and the lottery
// fields of a search (docs/rules.md, "Lottery").
export { AGENCY_PAYMENT_GATEWAYS, agencyPaymentProblem } from './agency/agencyPaymentProblem';
export type { AgencyPaymentHotel } from './agency/agencyPaymentProblem';
export { lotteryNightsProblem } from './lottery/lotteryNightsProblem';
export type { LotteryNightsProblem } from './lottery/lotteryNightsProblem';
export { lotteryEntryActions } from './lottery/lotteryEntryActions';
export type { LotteryEntryActions } from './lottery/lotteryEntryActions';
export { isLotterySearch, readLotterySearch } from './lottery/readLotterySearch';
export type { LotterySearch } from './lottery/readLotterySearch';

// After booking: who may act on a reservation, whether it can be updated or cancelled online, the
// cancellation fee, and what a pay link shows; typed problems with the catalogue's codes, never text
// (docs/rules.md, "After booking").
export type { ReservationProblem, ReservationProblemReason } from './reservation/ReservationProblem';
export { PENDING_CHANGE_LOCK_MS, pendingChangeProblem } from './reservation/pendingChangeProblem';
export type { PendingChangeReservation } from './reservation/pendingChangeProblem';
export { reservationUpdateProblem } from './reservation/reservationUpdateProblem';
export type { ReservationChange } from './reservation/reservationUpdateProblem';
export { cancellationProblem } from './reservation/cancellationProblem';
export { cancellationFee } from './reservation/cancellationFee';
export type { CancellationFee, CancellationFeeReservation } from './reservation/cancellationFee';
export { canActOnReservation } from './reservation/canActOnReservation';
export type {
  ReservationAction,
  ReservationActorProblem,
  ReservationHolder,
  ReservationViewer,
} from './reservation/canActOnReservation';
export { payLinkState } from './reservation/payLinkState';
export type { PayLinkStateInput, PayLinkViewState } from './reservation/payLinkState';
export { dateInTimeZone, startOfDayInTimeZone } from './reservation/dateInTimeZone';

// The bot-check boundary: a provider's check gives the token a protected request carries.
export type { BotCheck, BotCheckOptions } from './gateway/BotCheck';
export { createMockBotCheck, MOCK_BOT_CHECK_SITE_KEY } from './gateway/createMockBotCheck';
export { createTurnstileBotCheck } from './gateway/createTurnstileBotCheck';
export type { TurnstileApi, TurnstileBotCheckOptions } from './gateway/createTurnstileBotCheck';
// The payment gateway boundary: card data goes to a gateway, the booking gets a token.
export {
  challengeNavigation,
  createMockGateway,
  readContractThreeDSecureReturn,
} from './gateway/createMockGateway';
export { paymentProvidersOf } from './gateway/paymentProviders';
export { MOCK_ADYEN_CLIENT_KEY, MOCK_PAYPAL_CLIENT_ID } from './gateway/mockProviderKeys';
export type { PaymentProvider } from './gateway/paymentProviders';
export type {
  CardDetails,
  CardTokenContext,
  CardTokenResult,
  PaymentGateway,
  ThreeDSecureNavigation,
  ThreeDSecureReport,
} from './gateway/PaymentGateway';

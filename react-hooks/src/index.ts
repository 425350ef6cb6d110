/**
 * `@staykit/react`: TanStack Query over `@staykit/sdk`. A provider, one `queryOptions` factory per read
 * operation (keys from `staykitKeys` only), a hook over each factory, and the client-session mutations.
 * TanStack retries are off everywhere: the SDK owns retry.
 *
 * @example
 * ```tsx
 * import { createStaykitClient } from '@staykit/sdk';
 * import { StaykitProvider, createStaykitQueryClient, useRoomSearch } from '@staykit/react';
 *
 * const client = createStaykitClient({ baseUrl: 'https://api.example.com', locale: 'ja', credentials });
 * const queryClient = createStaykitQueryClient();
 *
 * function Rooms() {
 *   const search = useRoomSearch({
 *     params: {
 *       path: { hotel_id: 101 },
 *       query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' },
 *     },
 *   });
 *   return search.isSuccess ? <RoomList rooms={search.data.data.rooms} /> : <Spinner />;
 * }
 *
 * <StaykitProvider client={client} queryClient={queryClient}>
 *   <Rooms />
 * </StaykitProvider>;
 * ```
 * @packageDocumentation
 */

// Provider and set-up.
export { StaykitProvider, useStaykitClient } from './StaykitProvider';
export type { StaykitProviderProps } from './StaykitProvider';
export { createStaykitQueryClient } from './createStaykitQueryClient';
export { useOrganizationReservationsCsv } from './hooks/useOrganizationReservationsCsv';
export type { OrganizationReservationsCsvInput } from './hooks/useOrganizationReservationsCsv';
export { useStaykitLocale } from './hooks/useStaykitLocale';
export type { StaykitLocale } from './hooks/useStaykitLocale';

// Query keys: the only source of keys, for invalidation and cancellation.
export { staykitKeys } from './queries/queryKeys';
export type { StaykitKeyParams } from './queries/queryKeys';

// One queryOptions factory per read operation and a hook over it, with their input and answer types
// (generated from hooks.yaml, one module per operation).
export type { StaykitQueryOptions } from './hooks/StaykitQueryOptions';
export { suspenseQueryOptions } from './queries/suspenseQueryOptions';
export { additionalQuestionsQuery, useAdditionalQuestions } from './generated/additionalQuestions';
export { agencyReservationQuery, useAgencyReservation } from './generated/agencyReservation';
export type { AgencyReservationData, AgencyReservationInput } from './generated/agencyReservation';
export { agencyHotelRatingsQuery, useAgencyHotelRatings } from './generated/agencyHotelRatings';
export type { AgencyHotelRatingsData, AgencyHotelRatingsInput } from './generated/agencyHotelRatings';
export { agencyHotelSearchQuery, useAgencyHotelSearch } from './generated/agencyHotelSearch';
export type { AgencyHotelSearchData, AgencyHotelSearchInput } from './generated/agencyHotelSearch';
export type { AdditionalQuestionsData, AdditionalQuestionsInput } from './generated/additionalQuestions';
export { bookingWidgetInitQuery, useBookingWidgetInit } from './generated/bookingWidgetInit';
export type { BookingWidgetInitData, BookingWidgetInitInput } from './generated/bookingWidgetInit';
export { bookingWidgetSettingsQuery, useBookingWidgetSettings } from './generated/bookingWidgetSettings';
export type {
  BookingWidgetSettingsData,
  BookingWidgetSettingsInput,
} from './generated/bookingWidgetSettings';
export {
  brandAdditionalQuestionsQuery,
  useBrandAdditionalQuestions,
} from './generated/brandAdditionalQuestions';
export type {
  BrandAdditionalQuestionsData,
  BrandAdditionalQuestionsInput,
} from './generated/brandAdditionalQuestions';
export { brandHotelsQuery, useBrandHotels } from './generated/brandHotels';
export type { BrandHotelsData, BrandHotelsInput } from './generated/brandHotels';
export { brandInventoryQuery, useBrandInventory } from './generated/brandInventory';
export type { BrandInventoryData, BrandInventoryInput } from './generated/brandInventory';
export { cancellationPoliciesQuery, useCancellationPolicies } from './generated/cancellationPolicies';
export type { CancellationPoliciesData, CancellationPoliciesInput } from './generated/cancellationPolicies';
export { cancellationPolicyQuery, useCancellationPolicy } from './generated/cancellationPolicy';
export type { CancellationPolicyData, CancellationPolicyInput } from './generated/cancellationPolicy';
export { extrasQuery, useExtras } from './generated/extras';
export type { ExtrasData, ExtrasInput } from './generated/extras';
export { hotelInfoQuery, useHotelInfo } from './generated/hotelInfo';
export type { HotelInfoData, HotelInfoInput } from './generated/hotelInfo';
export { loginWidgetQuery, useLoginWidget } from './generated/loginWidget';
export type { LoginWidgetData, LoginWidgetInput } from './generated/loginWidget';
export {
  marketingEmailSubscriptionQuery,
  useMarketingEmailSubscription,
} from './generated/marketingEmailSubscription';
export type {
  MarketingEmailSubscriptionData,
  MarketingEmailSubscriptionInput,
} from './generated/marketingEmailSubscription';
export { memberPointsQuery, useMemberPoints } from './generated/memberPoints';
export type { MemberPointsData, MemberPointsInput } from './generated/memberPoints';
export { pointsTimelineQuery, usePointsTimeline } from './generated/pointsTimeline';
export type { PointsTimelineInput, PointsTimelinePage } from './generated/pointsTimeline';
export { pointExchangesQuery, usePointExchanges } from './generated/pointExchanges';
export type { PointExchangesData, PointExchangesInput } from './generated/pointExchanges';
export { creditCardsQuery, useCreditCards } from './generated/creditCards';
export type { CreditCardsData, CreditCardsInput } from './generated/creditCards';
export { discountCouponsQuery, useDiscountCoupons } from './generated/discountCoupons';
export type { DiscountCouponsData, DiscountCouponsInput } from './generated/discountCoupons';
export { userVouchersQuery, useUserVouchers } from './generated/userVouchers';
export type { UserVouchersData, UserVouchersInput } from './generated/userVouchers';
export { userReservationsQuery, useUserReservations } from './generated/userReservations';
export type { UserReservationsInput, UserReservationsPage } from './generated/userReservations';
export { chatbotSessionQuery, useChatbotSession } from './generated/chatbotSession';
export type { ChatbotSessionData, ChatbotSessionInput } from './generated/chatbotSession';
export { currentUserQuery, useCurrentUser } from './generated/currentUser';
export type { CurrentUserData, CurrentUserInput } from './generated/currentUser';
export { lotteryEventQuery, useLotteryEvent } from './generated/lotteryEvent';
export type { LotteryEventData, LotteryEventInput } from './generated/lotteryEvent';
export { lotteryEventSettingQuery, useLotteryEventSetting } from './generated/lotteryEventSetting';
export type { LotteryEventSettingData, LotteryEventSettingInput } from './generated/lotteryEventSetting';
export { lotteryEntryQuery, useLotteryEntry } from './generated/lotteryEntry';
export type { LotteryEntryData, LotteryEntryInput } from './generated/lotteryEntry';
export { temporaryStorageQuery, useTemporaryStorage } from './generated/temporaryStorage';
export type { TemporaryStorageData, TemporaryStorageInput } from './generated/temporaryStorage';
export { userLotteryResultsQuery, useUserLotteryResults } from './generated/userLotteryResults';
export type { UserLotteryResultsData, UserLotteryResultsInput } from './generated/userLotteryResults';
export { qrCodeQuery, useQrCode } from './generated/qrCode';
export type { QrCodeData, QrCodeInput } from './generated/qrCode';
export { organizationQuery, useOrganization } from './generated/organization';
export type { OrganizationData, OrganizationInput } from './generated/organization';
export {
  organizationReservationsQuery,
  useOrganizationReservations,
} from './generated/organizationReservations';
export type {
  OrganizationReservationsInput,
  OrganizationReservationsPage,
} from './generated/organizationReservations';
export { membershipConfirmationQuery, useMembershipConfirmation } from './generated/membershipConfirmation';
export { membershipQuery, useMembership } from './generated/membership';
export type { MembershipData, MembershipInput } from './generated/membership';
export { programsQuery, usePrograms } from './generated/programs';
export { membershipProgramQuery, useMembershipProgram } from './generated/membershipProgram';
export type { MembershipProgramData, MembershipProgramInput } from './generated/membershipProgram';
export { signedInProgramQuery, useSignedInProgram } from './generated/signedInProgram';
export type { SignedInProgramData, SignedInProgramInput } from './generated/signedInProgram';
export {
  brandMembershipProgramsQuery,
  useBrandMembershipPrograms,
} from './generated/brandMembershipPrograms';
export type {
  BrandMembershipProgramsData,
  BrandMembershipProgramsInput,
} from './generated/brandMembershipPrograms';
export type { ProgramsData, ProgramsInput } from './generated/programs';
export type {
  MembershipConfirmationData,
  MembershipConfirmationInput,
} from './generated/membershipConfirmation';
export { payLinkQuery, usePayLink } from './generated/payLink';
export type { PayLinkData, PayLinkInput } from './generated/payLink';
export { payLinkTransactionQuery, usePayLinkTransaction } from './generated/payLinkTransaction';
export type { PayLinkTransactionData, PayLinkTransactionInput } from './generated/payLinkTransaction';
export {
  recommenderWidgetSettingsQuery,
  useRecommenderWidgetSettings,
} from './generated/recommenderWidgetSettings';
export type {
  RecommenderWidgetSettingsData,
  RecommenderWidgetSettingsInput,
} from './generated/recommenderWidgetSettings';
export { reservationPaymentQuery, useReservationPayment } from './generated/reservationPayment';
export type { ReservationPaymentData, ReservationPaymentInput } from './generated/reservationPayment';
export { reservationQuery, useReservation } from './generated/reservation';
export type { ReservationData, ReservationInput } from './generated/reservation';
export {
  reservationAdditionalQuestionsQuery,
  useReservationAdditionalQuestions,
} from './generated/reservationAdditionalQuestions';
export type {
  ReservationAdditionalQuestionsData,
  ReservationAdditionalQuestionsInput,
} from './generated/reservationAdditionalQuestions';
export { reservationLookupQuery, useReservationLookup } from './generated/reservationLookup';
export type { ReservationLookupData, ReservationLookupInput } from './generated/reservationLookup';
export { reservationReceiptQuery, useReservationReceipt } from './generated/reservationReceipt';
export type { ReservationReceiptData, ReservationReceiptInput } from './generated/reservationReceipt';
export {
  reservationUpdateSettingsQuery,
  useReservationUpdateSettings,
} from './generated/reservationUpdateSettings';
export type {
  ReservationUpdateSettingsData,
  ReservationUpdateSettingsInput,
} from './generated/reservationUpdateSettings';
export { roomAvailabilityQuery, useRoomAvailability } from './generated/roomAvailability';
export type { RoomAvailabilityData, RoomAvailabilityInput } from './generated/roomAvailability';
export { roomInventoryQuery, useRoomInventory } from './generated/roomInventory';
export type { RoomInventoryData, RoomInventoryInput } from './generated/roomInventory';
export { roomPriceQuery, useRoomPrice } from './generated/roomPrice';
export type { RoomPriceData, RoomPriceInput } from './generated/roomPrice';
export { roomRecommendationsQuery, useRoomRecommendations } from './generated/roomRecommendations';
export type { RoomRecommendationsData, RoomRecommendationsInput } from './generated/roomRecommendations';
export { roomSearchQuery, useRoomSearch } from './generated/roomSearch';
export type { RoomSearchData, RoomSearchInput } from './generated/roomSearch';
export { signInButtonSettingsQuery, useSignInButtonSettings } from './generated/signInButtonSettings';
export type { SignInButtonSettingsData, SignInButtonSettingsInput } from './generated/signInButtonSettings';

// Mutations: each invalidates, through `staykitKeys`, what its call makes stale.
export type { StaykitMutationOptions } from './hooks/StaykitMutationOptions';
export { useCreateClientSession } from './generated/createClientSession';
export type { CreateClientSessionData, CreateClientSessionInput } from './generated/createClientSession';
export { useRefreshClientSession } from './generated/refreshClientSession';
export type { RefreshClientSessionData, RefreshClientSessionInput } from './generated/refreshClientSession';
export { useCreateReservation } from './generated/createReservation';
export type { CreateReservationData, CreateReservationInput } from './generated/createReservation';
export { useCreateAgencyReservation } from './generated/createAgencyReservation';
export type {
  CreateAgencyReservationData,
  CreateAgencyReservationInput,
} from './generated/createAgencyReservation';
export { useCreateTemporaryStorage } from './generated/createTemporaryStorage';
export type {
  CreateTemporaryStorageData,
  CreateTemporaryStorageInput,
} from './generated/createTemporaryStorage';
export { useCompleteThreeDSecure } from './generated/completeThreeDSecure';
export type { CompleteThreeDSecureData, CompleteThreeDSecureInput } from './generated/completeThreeDSecure';
export { useCreateAdyenPaymentSession } from './generated/createAdyenPaymentSession';
export type {
  CreateAdyenPaymentSessionData,
  CreateAdyenPaymentSessionInput,
} from './generated/createAdyenPaymentSession';
export { useCreatePaypalOrder } from './generated/createPaypalOrder';
export type { CreatePaypalOrderData, CreatePaypalOrderInput } from './generated/createPaypalOrder';
export { useCreatePaypalClientCredential } from './generated/createPaypalClientCredential';
export type {
  CreatePaypalClientCredentialData,
  CreatePaypalClientCredentialInput,
} from './generated/createPaypalClientCredential';
export { useValidatePaypalCreditCard } from './generated/validatePaypalCreditCard';
export type {
  ValidatePaypalCreditCardData,
  ValidatePaypalCreditCardInput,
} from './generated/validatePaypalCreditCard';
export { useUpdatePaymentHubTransaction } from './generated/updatePaymentHubTransaction';
export type {
  UpdatePaymentHubTransactionData,
  UpdatePaymentHubTransactionInput,
} from './generated/updatePaymentHubTransaction';
export { useUpdateReservation } from './generated/updateReservation';
export type { UpdateReservationData, UpdateReservationInput } from './generated/updateReservation';
export { useCancelReservation } from './generated/cancelReservation';
export type { CancelReservationData, CancelReservationInput } from './generated/cancelReservation';
export { useUpdateReservationGuests } from './generated/updateReservationGuests';
export type {
  UpdateReservationGuestsData,
  UpdateReservationGuestsInput,
} from './generated/updateReservationGuests';
export { useAnswerReservationAdditionalQuestions } from './generated/answerReservationAdditionalQuestions';
export type {
  AnswerReservationAdditionalQuestionsData,
  AnswerReservationAdditionalQuestionsInput,
} from './generated/answerReservationAdditionalQuestions';
export { useBatchUpdateReservationAdditionalQuestions } from './generated/batchUpdateReservationAdditionalQuestions';
export type {
  BatchUpdateReservationAdditionalQuestionsData,
  BatchUpdateReservationAdditionalQuestionsInput,
} from './generated/batchUpdateReservationAdditionalQuestions';
export { useCreatePayLinkTransaction } from './generated/createPayLinkTransaction';
export type {
  CreatePayLinkTransactionData,
  CreatePayLinkTransactionInput,
} from './generated/createPayLinkTransaction';
export { useUnsubscribeMarketingEmails } from './generated/unsubscribeMarketingEmails';
export type {
  UnsubscribeMarketingEmailsData,
  UnsubscribeMarketingEmailsInput,
} from './generated/unsubscribeMarketingEmails';
export { useSignIn } from './generated/signIn';
export type { SignInData, SignInInput } from './generated/signIn';
export { useSignUp } from './generated/signUp';
export type { SignUpData, SignUpInput } from './generated/signUp';
export { useResendConfirmation } from './generated/resendConfirmation';
export type { ResendConfirmationData, ResendConfirmationInput } from './generated/resendConfirmation';
export { useStartPasswordReset } from './generated/startPasswordReset';
export type { StartPasswordResetData, StartPasswordResetInput } from './generated/startPasswordReset';
export { useUpdateMembershipPassword } from './generated/updateMembershipPassword';
export type {
  UpdateMembershipPasswordData,
  UpdateMembershipPasswordInput,
} from './generated/updateMembershipPassword';
export { useSignOut } from './generated/signOut';
export type { SignOutData, SignOutInput } from './generated/signOut';
export { useVerifySignUp } from './generated/verifySignUp';
export type { VerifySignUpData, VerifySignUpInput } from './generated/verifySignUp';
export { useResendConfirmEmail } from './generated/resendConfirmEmail';
export type { ResendConfirmEmailData, ResendConfirmEmailInput } from './generated/resendConfirmEmail';
export { useUpsertLiffUser } from './generated/upsertLiffUser';
export type { UpsertLiffUserData, UpsertLiffUserInput } from './generated/upsertLiffUser';
export { useExchangeToken } from './generated/exchangeToken';
export type { ExchangeTokenData, ExchangeTokenInput } from './generated/exchangeToken';
export { useSignInWithLine } from './generated/signInWithLine';
export type { SignInWithLineData, SignInWithLineInput } from './generated/signInWithLine';
export { useSignInWithOpenId } from './generated/signInWithOpenId';
export type { SignInWithOpenIdData, SignInWithOpenIdInput } from './generated/signInWithOpenId';
export { useSignInWithFacebook } from './generated/signInWithFacebook';
export type { SignInWithFacebookData, SignInWithFacebookInput } from './generated/signInWithFacebook';
export { useSignInOrganization } from './generated/signInOrganization';
export type { SignInOrganizationData, SignInOrganizationInput } from './generated/signInOrganization';
export { useCancelMembership } from './generated/cancelMembership';
export type { CancelMembershipData, CancelMembershipInput } from './generated/cancelMembership';
export { useSetupMembership } from './generated/setupMembership';
export type { SetupMembershipData, SetupMembershipInput } from './generated/setupMembership';
export { useSwitchMembership } from './generated/switchMembership';
export type { SwitchMembershipData, SwitchMembershipInput } from './generated/switchMembership';
export { useUpdateMembership } from './generated/updateMembership';
export type { UpdateMembershipData, UpdateMembershipInput } from './generated/updateMembership';
export { useUpdateMembershipEmail } from './generated/updateMembershipEmail';
export type {
  UpdateMembershipEmailData,
  UpdateMembershipEmailInput,
} from './generated/updateMembershipEmail';
export { useCreatePointExchange } from './generated/createPointExchange';
export type { CreatePointExchangeData, CreatePointExchangeInput } from './generated/createPointExchange';
export { useDeleteCreditCard } from './generated/deleteCreditCard';
export type { DeleteCreditCardData, DeleteCreditCardInput } from './generated/deleteCreditCard';
export { useCreateLotteryEntry } from './generated/createLotteryEntry';
export type { CreateLotteryEntryData, CreateLotteryEntryInput } from './generated/createLotteryEntry';
export { useUpdateLotteryEntry } from './generated/updateLotteryEntry';
export type { UpdateLotteryEntryData, UpdateLotteryEntryInput } from './generated/updateLotteryEntry';
export { useCancelLotteryEntry } from './generated/cancelLotteryEntry';
export type { CancelLotteryEntryData, CancelLotteryEntryInput } from './generated/cancelLotteryEntry';
export { useDeleteIncompleteLotteryReservation } from './generated/deleteIncompleteLotteryReservation';
export type {
  DeleteIncompleteLotteryReservationData,
  DeleteIncompleteLotteryReservationInput,
} from './generated/deleteIncompleteLotteryReservation';

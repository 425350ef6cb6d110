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
export { useStaykitLocale } from './hooks/useStaykitLocale';
export type { StaykitLocale } from './hooks/useStaykitLocale';

// Query keys: the only source of keys, for invalidation and cancellation.
export { staykitKeys } from './queries/queryKeys';
export type { StaykitKeyParams } from './queries/queryKeys';

// One queryOptions factory per read operation, with its input and answer types.

export { additionalQuestionsQuery } from './queries/additionalQuestionsQuery';
export type { AdditionalQuestionsData, AdditionalQuestionsInput } from './queries/additionalQuestionsQuery';
export { bookingWidgetInitQuery } from './queries/bookingWidgetInitQuery';
export type { BookingWidgetInitData, BookingWidgetInitInput } from './queries/bookingWidgetInitQuery';
export { bookingWidgetSettingsQuery } from './queries/bookingWidgetSettingsQuery';
export type {
  BookingWidgetSettingsData,
  BookingWidgetSettingsInput,
} from './queries/bookingWidgetSettingsQuery';
export { brandAdditionalQuestionsQuery } from './queries/brandAdditionalQuestionsQuery';
export type {
  BrandAdditionalQuestionsData,
  BrandAdditionalQuestionsInput,
} from './queries/brandAdditionalQuestionsQuery';
export { brandHotelsQuery } from './queries/brandHotelsQuery';
export type { BrandHotelsData, BrandHotelsInput } from './queries/brandHotelsQuery';
export { brandInventoryQuery } from './queries/brandInventoryQuery';
export type { BrandInventoryData, BrandInventoryInput } from './queries/brandInventoryQuery';
export { cancellationPoliciesQuery } from './queries/cancellationPoliciesQuery';
export type {
  CancellationPoliciesData,
  CancellationPoliciesInput,
} from './queries/cancellationPoliciesQuery';
export { cancellationPolicyQuery } from './queries/cancellationPolicyQuery';
export type { CancellationPolicyData, CancellationPolicyInput } from './queries/cancellationPolicyQuery';
export { extrasQuery } from './queries/extrasQuery';
export type { ExtrasData, ExtrasInput } from './queries/extrasQuery';
export { hotelInfoQuery } from './queries/hotelInfoQuery';
export type { HotelInfoData, HotelInfoInput } from './queries/hotelInfoQuery';
export { loginWidgetQuery } from './queries/loginWidgetQuery';
export type { LoginWidgetData, LoginWidgetInput } from './queries/loginWidgetQuery';
export { memberPointsQuery } from './queries/memberPointsQuery';
export type { MemberPointsData, MemberPointsInput } from './queries/memberPointsQuery';
export { marketingEmailSubscriptionQuery } from './queries/marketingEmailSubscriptionQuery';
export type {
  MarketingEmailSubscriptionData,
  MarketingEmailSubscriptionInput,
} from './queries/marketingEmailSubscriptionQuery';
export { payLinkQuery } from './queries/payLinkQuery';
export type { PayLinkData, PayLinkInput } from './queries/payLinkQuery';
export { payLinkTransactionQuery } from './queries/payLinkTransactionQuery';
export type { PayLinkTransactionData, PayLinkTransactionInput } from './queries/payLinkTransactionQuery';
export { reservationAdditionalQuestionsQuery } from './queries/reservationAdditionalQuestionsQuery';
export type {
  ReservationAdditionalQuestionsData,
  ReservationAdditionalQuestionsInput,
} from './queries/reservationAdditionalQuestionsQuery';
export { reservationLookupQuery } from './queries/reservationLookupQuery';
export type { ReservationLookupData, ReservationLookupInput } from './queries/reservationLookupQuery';
export { reservationReceiptQuery } from './queries/reservationReceiptQuery';
export type { ReservationReceiptData, ReservationReceiptInput } from './queries/reservationReceiptQuery';
export { reservationUpdateSettingsQuery } from './queries/reservationUpdateSettingsQuery';
export type {
  ReservationUpdateSettingsData,
  ReservationUpdateSettingsInput,
} from './queries/reservationUpdateSettingsQuery';
export { recommenderWidgetSettingsQuery } from './queries/recommenderWidgetSettingsQuery';
export type {
  RecommenderWidgetSettingsData,
  RecommenderWidgetSettingsInput,
} from './queries/recommenderWidgetSettingsQuery';
export { roomAvailabilityQuery } from './queries/roomAvailabilityQuery';
export type { RoomAvailabilityData, RoomAvailabilityInput } from './queries/roomAvailabilityQuery';
export { roomInventoryQuery } from './queries/roomInventoryQuery';
export type { RoomInventoryData, RoomInventoryInput } from './queries/roomInventoryQuery';
export { reservationQuery } from './queries/reservationQuery';
export type { ReservationData, ReservationInput } from './queries/reservationQuery';
export { roomPriceQuery } from './queries/roomPriceQuery';
export type { RoomPriceData, RoomPriceInput } from './queries/roomPriceQuery';
export { roomRecommendationsQuery } from './queries/roomRecommendationsQuery';
export type { RoomRecommendationsData, RoomRecommendationsInput } from './queries/roomRecommendationsQuery';
export { roomSearchQuery } from './queries/roomSearchQuery';
export type { RoomSearchData, RoomSearchInput } from './queries/roomSearchQuery';
export { signInButtonSettingsQuery } from './queries/signInButtonSettingsQuery';
export type {
  SignInButtonSettingsData,
  SignInButtonSettingsInput,
} from './queries/signInButtonSettingsQuery';

// A hook over each factory.
export type { StaykitQueryOptions } from './hooks/StaykitQueryOptions';
export { useAdditionalQuestions } from './hooks/useAdditionalQuestions';
export { useBookingWidgetInit } from './hooks/useBookingWidgetInit';
export { useBookingWidgetSettings } from './hooks/useBookingWidgetSettings';
export { useBrandAdditionalQuestions } from './hooks/useBrandAdditionalQuestions';
export { useBrandHotels } from './hooks/useBrandHotels';
export { useBrandInventory } from './hooks/useBrandInventory';
export { useCancellationPolicies } from './hooks/useCancellationPolicies';
export { useCancellationPolicy } from './hooks/useCancellationPolicy';
export { useExtras } from './hooks/useExtras';
export { useHotelInfo } from './hooks/useHotelInfo';
export { useLoginWidget } from './hooks/useLoginWidget';
export { useMemberPoints } from './hooks/useMemberPoints';
export { useMarketingEmailSubscription } from './hooks/useMarketingEmailSubscription';
export { usePayLink } from './hooks/usePayLink';
export { usePayLinkTransaction } from './hooks/usePayLinkTransaction';
export { useReservationAdditionalQuestions } from './hooks/useReservationAdditionalQuestions';
export { useReservationLookup } from './hooks/useReservationLookup';
export { useReservationReceipt } from './hooks/useReservationReceipt';
export { useReservationUpdateSettings } from './hooks/useReservationUpdateSettings';
export { useRecommenderWidgetSettings } from './hooks/useRecommenderWidgetSettings';
export { useReservation } from './hooks/useReservation';
export { useRoomAvailability } from './hooks/useRoomAvailability';
export { useRoomInventory } from './hooks/useRoomInventory';
export { useRoomPrice } from './hooks/useRoomPrice';
export { useRoomRecommendations } from './hooks/useRoomRecommendations';
export { useRoomSearch } from './hooks/useRoomSearch';
export { useSignInButtonSettings } from './hooks/useSignInButtonSettings';

// Mutations: each invalidates, through `staykitKeys`, what its call makes stale.
export type { StaykitMutationOptions } from './hooks/StaykitMutationOptions';
export { useCreateClientSession } from './hooks/useCreateClientSession';
export { useCreateReservation } from './hooks/useCreateReservation';
export { useCompleteThreeDSecure } from './hooks/useCompleteThreeDSecure';
export type { CompleteThreeDSecureData, CompleteThreeDSecureInput } from './hooks/useCompleteThreeDSecure';
export type { CreateReservationData, CreateReservationInput } from './hooks/useCreateReservation';
export type { CreateClientSessionData, CreateClientSessionInput } from './hooks/useCreateClientSession';
export { useRefreshClientSession } from './hooks/useRefreshClientSession';
export type { RefreshClientSessionData, RefreshClientSessionInput } from './hooks/useRefreshClientSession';

// After booking: changes to a reservation, pay links and e-mail subscriptions.
export { useUpdateReservation } from './hooks/useUpdateReservation';
export type { UpdateReservationData, UpdateReservationInput } from './hooks/useUpdateReservation';
export { useCancelReservation } from './hooks/useCancelReservation';
export type { CancelReservationData, CancelReservationInput } from './hooks/useCancelReservation';
export { useUpdateReservationGuests } from './hooks/useUpdateReservationGuests';
export type {
  UpdateReservationGuestsData,
  UpdateReservationGuestsInput,
} from './hooks/useUpdateReservationGuests';
export { useAnswerReservationAdditionalQuestions } from './hooks/useAnswerReservationAdditionalQuestions';
export type {
  AnswerReservationAdditionalQuestionsData,
  AnswerReservationAdditionalQuestionsInput,
} from './hooks/useAnswerReservationAdditionalQuestions';
export { useBatchUpdateReservationAdditionalQuestions } from './hooks/useBatchUpdateReservationAdditionalQuestions';
export type {
  BatchUpdateReservationAdditionalQuestionsData,
  BatchUpdateReservationAdditionalQuestionsInput,
} from './hooks/useBatchUpdateReservationAdditionalQuestions';
export { useCreatePayLinkTransaction } from './hooks/useCreatePayLinkTransaction';
export type {
  CreatePayLinkTransactionData,
  CreatePayLinkTransactionInput,
} from './hooks/useCreatePayLinkTransaction';
export { useUnsubscribeMarketingEmails } from './hooks/useUnsubscribeMarketingEmails';
export type {
  UnsubscribeMarketingEmailsData,
  UnsubscribeMarketingEmailsInput,
} from './hooks/useUnsubscribeMarketingEmails';

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

// One queryOptions factory per read operation, with its input and answer types (generated from hooks.yaml).
export {
  additionalQuestionsQuery,
  bookingWidgetInitQuery,
  bookingWidgetSettingsQuery,
  brandAdditionalQuestionsQuery,
  brandHotelsQuery,
  brandInventoryQuery,
  cancellationPoliciesQuery,
  cancellationPolicyQuery,
  extrasQuery,
  hotelInfoQuery,
  loginWidgetQuery,
  marketingEmailSubscriptionQuery,
  memberPointsQuery,
  payLinkQuery,
  payLinkTransactionQuery,
  recommenderWidgetSettingsQuery,
  reservationQuery,
  reservationAdditionalQuestionsQuery,
  reservationLookupQuery,
  reservationReceiptQuery,
  reservationUpdateSettingsQuery,
  roomAvailabilityQuery,
  roomInventoryQuery,
  roomPriceQuery,
  roomRecommendationsQuery,
  roomSearchQuery,
  signInButtonSettingsQuery,
} from './generated/queries';
export type {
  AdditionalQuestionsData,
  AdditionalQuestionsInput,
  BookingWidgetInitData,
  BookingWidgetInitInput,
  BookingWidgetSettingsData,
  BookingWidgetSettingsInput,
  BrandAdditionalQuestionsData,
  BrandAdditionalQuestionsInput,
  BrandHotelsData,
  BrandHotelsInput,
  BrandInventoryData,
  BrandInventoryInput,
  CancellationPoliciesData,
  CancellationPoliciesInput,
  CancellationPolicyData,
  CancellationPolicyInput,
  ExtrasData,
  ExtrasInput,
  HotelInfoData,
  HotelInfoInput,
  LoginWidgetData,
  LoginWidgetInput,
  MarketingEmailSubscriptionData,
  MarketingEmailSubscriptionInput,
  MemberPointsData,
  MemberPointsInput,
  PayLinkData,
  PayLinkInput,
  PayLinkTransactionData,
  PayLinkTransactionInput,
  RecommenderWidgetSettingsData,
  RecommenderWidgetSettingsInput,
  ReservationData,
  ReservationInput,
  ReservationAdditionalQuestionsData,
  ReservationAdditionalQuestionsInput,
  ReservationLookupData,
  ReservationLookupInput,
  ReservationReceiptData,
  ReservationReceiptInput,
  ReservationUpdateSettingsData,
  ReservationUpdateSettingsInput,
  RoomAvailabilityData,
  RoomAvailabilityInput,
  RoomInventoryData,
  RoomInventoryInput,
  RoomPriceData,
  RoomPriceInput,
  RoomRecommendationsData,
  RoomRecommendationsInput,
  RoomSearchData,
  RoomSearchInput,
  SignInButtonSettingsData,
  SignInButtonSettingsInput,
} from './generated/queries';
export { suspenseQueryOptions } from './queries/suspenseQueryOptions';

// A hook over each factory.
export type { StaykitQueryOptions } from './hooks/StaykitQueryOptions';
export {
  useAdditionalQuestions,
  useBookingWidgetInit,
  useBookingWidgetSettings,
  useBrandAdditionalQuestions,
  useBrandHotels,
  useBrandInventory,
  useCancellationPolicies,
  useCancellationPolicy,
  useExtras,
  useHotelInfo,
  useLoginWidget,
  useMarketingEmailSubscription,
  useMemberPoints,
  usePayLink,
  usePayLinkTransaction,
  useRecommenderWidgetSettings,
  useReservation,
  useReservationAdditionalQuestions,
  useReservationLookup,
  useReservationReceipt,
  useReservationUpdateSettings,
  useRoomAvailability,
  useRoomInventory,
  useRoomPrice,
  useRoomRecommendations,
  useRoomSearch,
  useSignInButtonSettings,
} from './generated/queryHooks';

// Mutations: each invalidates, through `staykitKeys`, what its call makes stale.
export type { StaykitMutationOptions } from './hooks/StaykitMutationOptions';
export {
  useCreateClientSession,
  useRefreshClientSession,
  useCreateReservation,
  useCompleteThreeDSecure,
  useUpdateReservation,
  useCancelReservation,
  useUpdateReservationGuests,
  useAnswerReservationAdditionalQuestions,
  useBatchUpdateReservationAdditionalQuestions,
  useCreatePayLinkTransaction,
  useUnsubscribeMarketingEmails,
} from './generated/mutationHooks';
export type {
  CreateClientSessionData,
  CreateClientSessionInput,
  RefreshClientSessionData,
  RefreshClientSessionInput,
  CreateReservationData,
  CreateReservationInput,
  CompleteThreeDSecureData,
  CompleteThreeDSecureInput,
  UpdateReservationData,
  UpdateReservationInput,
  CancelReservationData,
  CancelReservationInput,
  UpdateReservationGuestsData,
  UpdateReservationGuestsInput,
  AnswerReservationAdditionalQuestionsData,
  AnswerReservationAdditionalQuestionsInput,
  BatchUpdateReservationAdditionalQuestionsData,
  BatchUpdateReservationAdditionalQuestionsInput,
  CreatePayLinkTransactionData,
  CreatePayLinkTransactionInput,
  UnsubscribeMarketingEmailsData,
  UnsubscribeMarketingEmailsInput,
} from './generated/mutationHooks';

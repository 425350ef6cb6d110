/**
 * What the last element of every Staykit query key holds: the locale the answer is in and the query
 * parameters of the call. The locale is part of the key so that a guest who changes language gets a
 * fresh answer instead of the cached one in the old language.
 *
 * @example
 * ```ts
 * const params: StaykitKeyParams = { locale: 'ja', query: { checkin_date: '2026-12-24' } };
 * ```
 */
export interface StaykitKeyParams {
  locale: string;
  query?: object;
}

const all = ['staykit'] as const;
const hotel = (hotel: number | string) => [...all, 'hotel', hotel] as const;
const brand = (brandId: number) => [...all, 'brand', brandId] as const;
const settings = (hotelCode: string) => [...hotel(hotelCode), 'settings'] as const;
const rooms = (hotelId: number) => [...hotel(hotelId), 'rooms'] as const;
const reservations = (hotelId: number) => [...hotel(hotelId), 'reservations'] as const;
const cancellationPolicies = (hotelId: number) => [...hotel(hotelId), 'cancellationPolicies'] as const;
const reservationScope = (hotelId: number, reservationId: string) =>
  [...reservations(hotelId), reservationId] as const;
const reservationLookups = [...all, 'reservationLookup'] as const;
const payLinks = [...all, 'payLink'] as const;
const payLink = (paymentNumber: string) => [...payLinks, paymentNumber] as const;
const marketingEmails = [...all, 'marketingEmails'] as const;

/**
 * The one source of Staykit query keys. Keys are hierarchical: everything is under `all`, everything of
 * one hotel under `hotel(id)` (operations addressed by id) or `hotel(code)` (start-up and settings,
 * addressed by code), everything of a brand under `brand(id)`, and every room result of a hotel under
 * `rooms(id)`, everything about one reservation under `reservationScope(hotel, id)`, every lookup by number and
 * e-mail under `reservationLookups`. Invalidate or cancel through the shortest key that covers what changed.
 *
 * @example
 * ```ts
 * // After a booking: prices and stock of hotel 101 are stale, its settings are not.
 * await queryClient.invalidateQueries({ queryKey: staykitKeys.rooms(101) });
 * // After sign-in: member prices and visibility change everywhere.
 * await queryClient.invalidateQueries({ queryKey: staykitKeys.all });
 * ```
 */
export const staykitKeys = {
  all,
  hotel,
  brand,
  settings,
  rooms,
  reservations,
  cancellationPolicies,
  reservationScope,
  reservationLookups,
  payLinks,
  payLink,
  marketingEmails,
  reservation: (hotelId: number, reservationId: string, params: StaykitKeyParams) =>
    [...reservationScope(hotelId, reservationId), params] as const,
  reservationUpdateSettings: (hotelId: number, reservationId: string, params: StaykitKeyParams) =>
    [...reservationScope(hotelId, reservationId), 'updateSettings', params] as const,
  reservationReceipt: (hotelId: number, reservationId: string, params: StaykitKeyParams) =>
    [...reservationScope(hotelId, reservationId), 'receipt', params] as const,
  reservationAdditionalQuestions: (hotelId: number, reservationId: string, params: StaykitKeyParams) =>
    [...reservationScope(hotelId, reservationId), 'additionalQuestions', params] as const,
  reservationLookup: (brandId: number, reservationNumber: string, params: StaykitKeyParams) =>
    [...reservationLookups, brandId, reservationNumber, params] as const,
  payLinkDetail: (paymentNumber: string, params: StaykitKeyParams) =>
    [...payLink(paymentNumber), 'detail', params] as const,
  payLinkTransaction: (paymentNumber: string, transactionId: string, params: StaykitKeyParams) =>
    [...payLink(paymentNumber), 'transaction', transactionId, params] as const,
  marketingEmailSubscriptionStatus: (params: StaykitKeyParams) =>
    [...marketingEmails, 'subscriptionStatus', params] as const,
  bookingWidgetInit: (hotelCode: string, params: StaykitKeyParams) =>
    [...hotel(hotelCode), 'bookingWidgetInit', params] as const,
  bookingWidgetSettings: (hotelCode: string, params: StaykitKeyParams) =>
    [...settings(hotelCode), 'bookingWidget', params] as const,
  signInButtonSettings: (hotelCode: string, params: StaykitKeyParams) =>
    [...settings(hotelCode), 'signInButton', params] as const,
  recommenderWidgetSettings: (hotelCode: string, params: StaykitKeyParams) =>
    [...settings(hotelCode), 'recommenderWidget', params] as const,
  loginWidget: (hotelCode: string, params: StaykitKeyParams) =>
    [...hotel(hotelCode), 'loginWidget', params] as const,
  hotelInfo: (hotelId: number, params: StaykitKeyParams) => [...hotel(hotelId), 'info', params] as const,
  memberPoints: (hotelId: number, params: StaykitKeyParams) =>
    [...hotel(hotelId), 'memberPoints', params] as const,
  roomSearch: (hotelId: number, params: StaykitKeyParams) => [...rooms(hotelId), 'search', params] as const,
  roomRecommendations: (hotelId: number, params: StaykitKeyParams) =>
    [...rooms(hotelId), 'recommendation', params] as const,
  roomAvailability: (hotelId: number, params: StaykitKeyParams) =>
    [...rooms(hotelId), 'availability', params] as const,
  roomPrice: (hotelId: number, params: StaykitKeyParams) => [...rooms(hotelId), 'price', params] as const,
  roomInventory: (hotelId: number, params: StaykitKeyParams) =>
    [...rooms(hotelId), 'inventory', params] as const,
  extras: (hotelId: number, params: StaykitKeyParams) => [...hotel(hotelId), 'extras', params] as const,
  additionalQuestions: (hotelId: number, params: StaykitKeyParams) =>
    [...hotel(hotelId), 'additionalQuestions', params] as const,
  brandAdditionalQuestions: (brandId: number, params: StaykitKeyParams) =>
    [...brand(brandId), 'additionalQuestions', params] as const,
  cancellationPolicyList: (hotelId: number, params: StaykitKeyParams) =>
    [...cancellationPolicies(hotelId), 'list', params] as const,
  cancellationPolicy: (hotelId: number, policyId: number, params: StaykitKeyParams) =>
    [...cancellationPolicies(hotelId), 'detail', policyId, params] as const,
  brandHotels: (brandId: number, params: StaykitKeyParams) => [...brand(brandId), 'hotels', params] as const,
  brandInventory: (brandId: number, params: StaykitKeyParams) =>
    [...brand(brandId), 'inventory', params] as const,
};

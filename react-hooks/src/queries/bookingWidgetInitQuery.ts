import { StaykitError, type OperationData, type OperationInit, type StaykitClient } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableCode, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `bookingWidgetInitQuery` and `useBookingWidgetInit` take: the `getBookingWidgetInit` call's `params`
 * as the contract types them.
 *
 * @example
 * ```ts
 * const input: BookingWidgetInitInput = { params: { path: { hotel_code: 'demo-tokyo' } } };
 * ```
 */
export type BookingWidgetInitInput = OperationInit<'/hotels/{hotel_code}/booking_widget/init', 'get'>;

/**
 * What `getBookingWidgetInit` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: BookingWidgetInitData = await queryClient.fetchQuery(bookingWidgetInitQuery(client, input));
 * ```
 */
export type BookingWidgetInitData = OperationData<'/hotels/{hotel_code}/booking_widget/init', 'get'>;

const noHotelCodeError = () =>
  new StaykitError({ status: 0, code: 'no_hotel_code', title: 'No hotel code', message: 'No hotel code' });

/**
 * The hotel the widget opens with (`getBookingWidgetInit`): settings, languages, currencies, kids rules,
 * notifications. Kept fresh for 10 minutes. Without a hotel code it fails with `no_hotel_code` and makes no
 * call, as the widget must (B §1).
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useBookingWidgetInit` then finds the answer in the cache.
 * await queryClient.prefetchQuery(bookingWidgetInitQuery(client, input));
 * ```
 */
export function bookingWidgetInitQuery(client: StaykitClient, input: BookingWidgetInitInput) {
  const hotelCode = input.params.path.hotel_code;
  return queryOptions<BookingWidgetInitData, StaykitError>({
    queryKey: staykitKeys.bookingWidgetInit(hotelCode, keyParams(client, input)),
    queryFn: ({ signal }) =>
      // B §1: without a hotel code the widget fails with "No hotel code" and makes no call; an error
      // (rather than a disabled query) lets the screen show it like any other start-up failure.
      isUsableCode(hotelCode)
        ? client.booking.getBookingWidgetInit(withSignal(input, signal))
        : Promise.reject(noHotelCodeError()),
    ...SETTINGS_POLICY,
  });
}

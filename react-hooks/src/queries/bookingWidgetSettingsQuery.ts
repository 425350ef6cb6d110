import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableCode, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `bookingWidgetSettingsQuery` and `useBookingWidgetSettings` take: the `getBookingWidgetSettings`
 * call's `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: BookingWidgetSettingsInput = { params: { path: { hotel_code: 'demo-tokyo' } } };
 * ```
 */
export type BookingWidgetSettingsInput = OperationInit<'/hotels/{hotel_code}/settings/booking_widget', 'get'>;

/**
 * What `getBookingWidgetSettings` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: BookingWidgetSettingsData = await queryClient.fetchQuery(
 *   bookingWidgetSettingsQuery(client, input),
 * );
 * ```
 */
export type BookingWidgetSettingsData = OperationData<'/hotels/{hotel_code}/settings/booking_widget', 'get'>;

/**
 * The booking widget's display settings (`getBookingWidgetSettings`): colours, header, logo, custom HTML
 * and the global warning. Kept fresh for 10 minutes; waits while the hotel code is empty.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useBookingWidgetSettings` then finds the answer in the cache.
 * await queryClient.prefetchQuery(bookingWidgetSettingsQuery(client, input));
 * ```
 */
export function bookingWidgetSettingsQuery(client: StaykitClient, input: BookingWidgetSettingsInput) {
  const hotelCode = input.params.path.hotel_code;
  return queryOptions<BookingWidgetSettingsData, StaykitError>({
    queryKey: staykitKeys.bookingWidgetSettings(hotelCode, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getBookingWidgetSettings(withSignal(input, signal)),
    enabled: isUsableCode(hotelCode),
    ...SETTINGS_POLICY,
  });
}

import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  bookingWidgetSettingsQuery,
  type BookingWidgetSettingsData,
  type BookingWidgetSettingsInput,
} from '../queries/bookingWidgetSettingsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The booking widget's display settings (`getBookingWidgetSettings`): colours, header, logo, custom HTML
 * and the global warning. Kept fresh for 10 minutes; waits while the hotel code is empty.
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const { data } = useBookingWidgetSettings(
 *   { params: { path: { hotel_code: 'demo-tokyo' } } },
 *   { select: (answer) => answer.data.button_colour },
 * );
 * ```
 */
export function useBookingWidgetSettings<TData = BookingWidgetSettingsData>(
  input: BookingWidgetSettingsInput,
  options?: StaykitQueryOptions<BookingWidgetSettingsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(bookingWidgetSettingsQuery(client, input), options));
}

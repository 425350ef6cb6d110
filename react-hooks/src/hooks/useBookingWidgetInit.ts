import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  bookingWidgetInitQuery,
  type BookingWidgetInitData,
  type BookingWidgetInitInput,
} from '../queries/bookingWidgetInitQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The hotel the widget opens with (`getBookingWidgetInit`): settings, languages, currencies, kids rules,
 * notifications. Kept fresh for 10 minutes. Without a hotel code it fails with `no_hotel_code` and makes no
 * call, as the widget must (B §1).
 * `options` adds TanStack options (`enabled`, `select`, ...).
 *
 * @example
 * ```tsx
 * function Header({ hotelCode }: { hotelCode: string }) {
 *   const init = useBookingWidgetInit({ params: { path: { hotel_code: hotelCode } } });
 *   if (init.isPending) return <Spinner />;
 *   if (init.isError) return <GlobalError title={init.error.title} />;
 *   return <h1>{init.data.data.hotel_name}</h1>;
 * }
 * ```
 */
export function useBookingWidgetInit<TData = BookingWidgetInitData>(
  input: BookingWidgetInitInput,
  options?: StaykitQueryOptions<BookingWidgetInitData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(bookingWidgetInitQuery(client, input), options));
}

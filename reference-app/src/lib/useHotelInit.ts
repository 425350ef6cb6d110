import { useBookingWidgetInit } from '@staykit/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useHotelInitInput } from './hotelInitInput';

/**
 * The hotel's init for a screen inside the hotel layout: the layout has loaded it with the same query, so
 * the cache answers at once. A locale change moves to another query key: the screen keeps the hotel while
 * it loads again in the new language.
 *
 * @example
 * ```tsx
 * const hotel = useHotelInit(startup.hotelCode);
 * if (!hotel) return <Spinner />;
 * ```
 */
export function useHotelInit(hotelCode: string | null) {
  const init = useBookingWidgetInit(useHotelInitInput(hotelCode ?? ''), {
    placeholderData: keepPreviousData,
  });
  return init.data?.data;
}

import { useBookingWidgetInit, useStaykitLocale } from '@staykit/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Spinner } from '../../components/Spinner';
import { SearchPage } from './SearchPage';

/** Props of `HotelSearch`. */
export interface HotelSearchProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
  resultType: 'room' | 'plan';
}

/**
 * The search screen of a hotel: reads the hotel's init (already loaded by the hotel layout with the same
 * query, so the cache answers) and the guest's locale, and shows `SearchPage`.
 *
 * @example
 * ```tsx
 * <HotelSearch hotelCode="demo-tokyo" resultType="room" />
 * ```
 */
export function HotelSearch({ hotelCode, resultType }: HotelSearchProps) {
  const { locale } = useStaykitLocale();
  const init = useBookingWidgetInit(
    { params: { path: { hotel_code: hotelCode ?? '' } } },
    // A locale change moves to another query key: keep the screen while the hotel loads again.
    { placeholderData: keepPreviousData },
  );
  const hotel = init.data?.data;
  if (!hotel) return <Spinner />;
  return <SearchPage hotel={hotel} resultType={resultType} locale={locale} />;
}

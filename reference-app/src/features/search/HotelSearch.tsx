import { useStaykitLocale } from '@staykit/react';
import { Spinner } from '../../components/Spinner';
import { useHotelInit } from '../../components/useHotelInit';
import { SearchPage } from './SearchPage';

/** Props of `HotelSearch`. */
export interface HotelSearchProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
  resultType: 'room' | 'plan';
}

/**
 * The search screen of a hotel: the hotel's init (from the layout's cache) and the guest's locale, then
 * `SearchPage`.
 *
 * @example
 * ```tsx
 * <HotelSearch hotelCode="demo-tokyo" resultType="room" />
 * ```
 */
export function HotelSearch({ hotelCode, resultType }: HotelSearchProps) {
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(hotelCode);
  if (!hotel) return <Spinner />;
  return <SearchPage hotel={hotel} resultType={resultType} locale={locale} />;
}

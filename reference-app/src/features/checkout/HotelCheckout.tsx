import { useStaykitLocale } from '@staykit/react';
import { Spinner } from '../../components/Spinner';
import { useHotelInit } from '../../components/useHotelInit';
import { GuestDetailPage } from './GuestDetailPage';

/** Props of `HotelCheckout`. */
export interface HotelCheckoutProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
}

/**
 * The guest-details step of a hotel: the hotel's init (from the layout's cache) and the guest's locale, then
 * `GuestDetailPage`.
 *
 * @example
 * ```tsx
 * <HotelCheckout hotelCode="demo-tokyo" />
 * ```
 */
export function HotelCheckout({ hotelCode }: HotelCheckoutProps) {
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(hotelCode);
  if (!hotel) return <Spinner />;
  return <GuestDetailPage hotel={hotel} locale={locale} />;
}

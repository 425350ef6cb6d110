import { useStaykitLocale } from '@staykit/react';
import type { PaymentGateway } from '@staykit/sdk';
import { Spinner } from '../../components/Spinner';
import { useHotelInit } from '../../components/useHotelInit';
import { GuestDetailPage } from './GuestDetailPage';

/** Props of `HotelCheckout`. */
export interface HotelCheckoutProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
  /** Where card data goes. */
  gateway: PaymentGateway;
  /** A member is signed in (points can be spent). */
  member?: boolean;
}

/**
 * The guest-details step of a hotel: the hotel's init (from the layout's cache) and the guest's locale, then
 * `GuestDetailPage`.
 *
 * @example
 * ```tsx
 * <HotelCheckout hotelCode="demo-tokyo" gateway={createMockGateway(client)} />
 * ```
 */
export function HotelCheckout({ hotelCode, gateway, member = false }: HotelCheckoutProps) {
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(hotelCode);
  if (!hotel) return <Spinner />;
  return <GuestDetailPage hotel={hotel} locale={locale} gateway={gateway} member={member} />;
}

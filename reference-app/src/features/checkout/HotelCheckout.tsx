import { useMembership, useStaykitLocale } from '@staykit/react';
import type { GuestNames, PaymentGateway } from '@staykit/sdk';
import { Spinner } from '../../components/Spinner';
import { useHotelInit } from '../../lib/useHotelInit';
import { GuestDetailPage, type GuestDetailPageProps } from './GuestDetailPage';

/** Props of `HotelCheckout`. */
export interface HotelCheckoutProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
  /** Where card data goes. */
  gateway: PaymentGateway;
  /** The API's base URL (the one origin whose 3-D Secure page may be plain http). */
  apiUrl: string;
  /** A member is signed in (points can be spent). */
  member?: boolean;
  /** The signed-in user's names, which the guest details start with (with the profile's contact details). */
  memberNames?: GuestNames;
  /** The campaign tracking and metasearch source of this visit's landing (start-up), for the booking. */
  landing?: GuestDetailPageProps['landing'];
  /** This visit came from the agency with its channel on: an eligible stay is paid on the agency site. */
  otaEnabled?: boolean;
}

/**
 * The guest-details step of a hotel: the hotel's init (from the layout's cache) and the guest's locale, then
 * `GuestDetailPage`.
 *
 * @example
 * ```tsx
 * <HotelCheckout hotelCode="demo-tokyo" gateway={createMockGateway(client)} apiUrl="https://api.example.com" />
 * ```
 */
export function HotelCheckout({
  hotelCode,
  gateway,
  apiUrl,
  member = false,
  memberNames,
  landing,
  otaEnabled = false,
}: HotelCheckoutProps) {
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(hotelCode);
  // A member's form starts with their profile: read once before the form opens. A user without one
  // (corporate only) or a failed read starts with the names alone.
  const profile = useMembership(
    { params: { path: { hotel_id: hotel?.hotel_id ?? 0 } } },
    { enabled: member && hotel !== undefined },
  );
  if (!hotel || (member && profile.isPending)) return <Spinner />;
  const details = profile.data?.data;
  return (
    <GuestDetailPage
      hotel={hotel}
      locale={locale}
      gateway={gateway}
      apiUrl={apiUrl}
      member={member}
      memberDetails={
        memberNames && {
          ...memberNames,
          ...(details
            ? {
                profile: {
                  email: details.email,
                  phone: details.phone,
                  post_code: details.post_code,
                  prefecture: details.prefecture,
                  address: details.address,
                  building_name: details.building_name,
                },
              }
            : {}),
        }
      }
      profileUpdateAllowed={details?.profile_update_allowed === true}
      landing={landing}
      otaEnabled={otaEnabled}
    />
  );
}

import { useStaykitLocale } from '@staykit/react';
import { useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AgencySignIn } from '../features/agency/AgencySignIn';
import { saveAgencyMember, storefrontPath } from '../features/agency/agencyMember';
import { reachableStorage } from '../lib/reachableStorage';

/**
 * `/ota-sign-in?hotel_id=…&hotel_name=…&return=…` of the agency storefront: a member of the hotel's
 * programme signs in, then goes back to the storefront page they came from (never to another site);
 * without a hotel, the home (docs/widget.md#agency-storefront).
 */
export function AgencySignInRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  const storage = useMemo(() => reachableStorage(() => window.localStorage), []);
  const hotelId = Number(params.get('hotel_id'));
  const back = storefrontPath(params.get('return'));
  if (!Number.isInteger(hotelId) || hotelId < 1 || hotelId > 2_147_483_647)
    return <Navigate to="/" replace />;
  const hotelName = (params.get('hotel_name') ?? '').trim().slice(0, 200);
  return (
    <AgencySignIn
      hotelId={hotelId}
      hotelName={hotelName}
      back={back}
      locale={locale}
      onSignedIn={(member) => {
        saveAgencyMember(storage, hotelId, member);
        // Replace: Back from the booking must not bring the sign-in form again.
        void navigate(back, { replace: true });
      }}
    />
  );
}

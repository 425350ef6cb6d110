import { useStaykitLocale } from '@staykit/react';
import { Navigate, useHref, useNavigate, useSearchParams } from 'react-router';
import { useAgencyContext } from '../app/agency/AgencyContext';
import { AgencyCheckout } from '../features/agency/AgencyCheckout';
import { agencyConfirmationPath, readAgencyStay } from '../features/agency/agencyBooking';
import { savePendingPayment } from '../features/agency/agencyPendingPayment';
import { openThreeDSecure } from '../lib/openThreeDSecure';
import { reachableStorage } from '../lib/reachableStorage';

// The guest's today, for the card's validity (the hotel's clock is the API's concern).
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * `/reservation/guest-detail` of the agency storefront: the checkout of the stay its address names; an
 * address without a whole stay goes back home. A card whose issuer asks for 3-D Secure goes to the issuer's
 * page, the booking kept in the tab to be confirmed on the way back (docs/widget.md#agency-storefront).
 */
export function AgencyCheckoutRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  const { gateway, apiUrl } = useAgencyContext();
  const returnPath = useHref('/reservation/three-d-secure');
  const stay = readAgencyStay(params);
  if (!stay) return <Navigate to="/" replace />;
  return (
    <AgencyCheckout
      stay={stay}
      gateway={gateway}
      today={today()}
      locale={locale}
      threeDSecureReturnUrl={new URL(returnPath, window.location.origin).toString()}
      onBooked={(number, token, challenge) => {
        if (challenge) {
          savePendingPayment(
            reachableStorage(() => window.sessionStorage),
            {
              number,
              hotelId: stay.hotelId,
              token: token ?? '',
            },
          );
          if (openThreeDSecure(gateway.threeDSecureNavigation(challenge), window, apiUrl)) return;
        }
        // Replace: Back must not bring the paid form again.
        void navigate(agencyConfirmationPath(number, token), { replace: true });
      }}
    />
  );
}

import { useStaykitLocale } from '@staykit/react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAgencyContext } from '../app/agency/AgencyContext';
import { AgencyCheckout } from '../features/agency/AgencyCheckout';
import { readAgencyStay } from '../features/agency/agencyBooking';

// The guest's today, for the card's validity (the hotel's clock is the API's concern).
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * `/reservation/guest-detail` of the agency storefront: the checkout of the stay its address names; an
 * address without a whole stay goes back home (docs/widget.md#agency-storefront).
 */
export function AgencyCheckoutRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  const { gateway } = useAgencyContext();
  const stay = readAgencyStay(params);
  if (!stay) return <Navigate to="/" replace />;
  return (
    <AgencyCheckout
      stay={stay}
      gateway={gateway}
      today={today()}
      locale={locale}
      onBooked={(number, token) =>
        // Replace: Back must not bring the paid form again.
        void navigate(
          `/reservation/confirmation/${encodeURIComponent(number)}${token ? `?${new URLSearchParams({ bypass_token: token }).toString()}` : ''}`,
          { replace: true },
        )
      }
    />
  );
}

import { useStaykitLocale } from '@staykit/react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAgencyContext } from '../app/agency/AgencyContext';
import { AgencyThreeDSecureReturn } from '../features/agency/AgencyThreeDSecureReturn';
import { reachableStorage } from '../lib/reachableStorage';
import { agencyConfirmationPath } from '../features/agency/agencyBooking';

/** `/reservation/three-d-secure` of the agency storefront: the way back from the card issuer (docs/widget.md#agency-storefront). */
export function AgencyThreeDSecureRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  const { gateway } = useAgencyContext();
  const storage = useMemo(() => reachableStorage(() => window.sessionStorage), []);
  return (
    <AgencyThreeDSecureReturn
      gateway={gateway}
      query={params}
      storage={storage}
      locale={locale}
      onPaid={(number, token) =>
        void navigate(agencyConfirmationPath(number, token || undefined), { replace: true })
      }
    />
  );
}

import { useStaykitLocale, useTemporaryStorage } from '@staykit/react';
import { useMemo, useState } from 'react';
import { Link, Navigate, useHref, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAgencyContext } from '../app/agency/AgencyContext';
import { AgencyCheckout } from '../features/agency/AgencyCheckout';
import {
  agencyConfirmationPath,
  readAgencyStay,
  restoredAgencyBooking,
  type AgencyStay,
} from '../features/agency/agencyBooking';
import { Alert } from '../components/ui/Alert';
import { Spinner } from '../components/Spinner';
import { useMessages } from '../i18n/useMessages';
import { apiErrorMessage } from '../lib/apiErrorMessage';
import { savePendingPayment } from '../features/agency/agencyPendingPayment';
import { agencySignInPath, forgetAgencyMember, readAgencyMember } from '../features/agency/agencyMember';
import { openThreeDSecure } from '../lib/openThreeDSecure';
import { reachableStorage } from '../lib/reachableStorage';

// The guest's today, for the card's validity (the hotel's clock is the API's concern).
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

// A storage id as the contract writes it.
const STORAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/reservation/guest-detail` (and `/reservation/payment`) of the agency storefront: the checkout of the
 * stay its address names; an address without a whole stay goes back home. `?storage=…` is a booking moved here from a hotel's
 * widget to be paid (docs/widget.md#agency-hand-off): its stored stay and guest fill the checkout, and a
 * booking kept past its 30 minutes says so. A card whose issuer asks for 3-D Secure goes to the issuer's
 * page, the booking kept in the tab to be confirmed on the way back (docs/widget.md#agency-storefront).
 */
export function AgencyCheckoutRoute() {
  const [params] = useSearchParams();
  const storageId = params.get('storage');
  if (storageId !== null) {
    return STORAGE_ID.test(storageId) ? <MovedCheckout storageId={storageId} /> : <Navigate to="/" replace />;
  }
  const stay = readAgencyStay(params);
  if (!stay) return <Navigate to="/" replace />;
  return <Checkout stay={stay} />;
}

function MovedCheckout({ storageId }: { storageId: string }) {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const stored = useTemporaryStorage({ params: { path: { id: storageId } } });
  if (stored.isError) {
    // The seed's restore error: the data is gone, the guest enters it again.
    return (
      <div className="sk-page sk-page-medium sk-agency-checkout">
        <h1>{text.agencyCheckoutTitle}</h1>
        <Alert tone="danger" role="alert">
          <p>{apiErrorMessage(stored.error, locale)}</p>
        </Alert>
        <p>
          <Link to="/">{text.agencyNewSearch}</Link>
        </p>
      </div>
    );
  }
  if (!stored.data) return <Spinner />;
  const moved = restoredAgencyBooking(stored.data.data);
  if (!moved) return <Navigate to="/" replace />;
  return <Checkout stay={moved.stay} temporaryStorageId={storageId} initialGuest={moved.guest} />;
}

function Checkout({
  stay,
  temporaryStorageId,
  initialGuest,
}: {
  stay: AgencyStay;
  temporaryStorageId?: string;
  initialGuest?: { firstName: string; lastName: string; email: string; phone: string };
}) {
  const navigate = useNavigate();
  const { locale } = useStaykitLocale();
  const { gateway, apiUrl } = useAgencyContext();
  const returnPath = useHref('/reservation/three-d-secure');
  const { pathname, search } = useLocation();
  const members = useMemo(() => reachableStorage(() => window.localStorage), []);
  const [member, setMember] = useState(() => readAgencyMember(members, stay.hotelId));
  return (
    <AgencyCheckout
      member={member}
      signInPath={agencySignInPath(stay.hotelId, stay.hotelName, `${pathname}${search}`)}
      onSignOut={() => {
        forgetAgencyMember(members, stay.hotelId);
        setMember(null);
      }}
      stay={stay}
      gateway={gateway}
      today={today()}
      locale={locale}
      threeDSecureReturnUrl={new URL(returnPath, window.location.origin).toString()}
      {...(temporaryStorageId === undefined ? {} : { temporaryStorageId })}
      {...(initialGuest === undefined ? {} : { initialGuest })}
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

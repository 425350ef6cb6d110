import { useLoginWidget, useStaykitClient, useStaykitLocale } from '@staykit/react';
import { memberOptions } from '@staykit/sdk';
import { useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { SignInPage } from '../features/membership/SignInPage';
import { afterSignInPath } from '../features/membership/memberPaths';

// Login widget settings that could not be read: sign-in stays offered (the API says what it refuses).
const UNREAD_LOGIN_WIDGET = {
  membership_login_enabled: true,
  sign_up_enabled: false,
  corporate_sign_in_enabled: false,
  hide_logout: false,
};

/**
 * /sign-in: a member signs in with e-mail and password; the session becomes the widget's (stored per
 * brand) and the guest goes back to the screen they came from (`afterSignInPath`), or on to the room
 * search, now with member prices. A guest already signed in goes straight there.
 */
export function SignInRoute() {
  return <SignIn corporate={false} />;
}

/**
 * /organization-sign-in?organization_id=…[&referrer_code=…]: the same for a corporate user of the link's
 * organization (`signInOrganization`), offered when the hotel enables corporate sign-in.
 */
export function OrganizationSignInRoute() {
  return <SignIn corporate />;
}

// The link's values as the contract takes them, or null: a malformed one is left out, not sent.
const idOf = (value: string | null) =>
  value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
const codeOf = (value: string | null) =>
  value !== null && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;

function SignIn({ corporate }: { corporate: boolean }) {
  const [query] = useSearchParams();
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const { locale } = useStaykitLocale();
  const navigate = useNavigate();
  const { state } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  const loginWidget = useLoginWidget({ params: { path: { hotel_code: startup.hotelCode ?? '' } } });
  if (!hotel || loginWidget.isPending) return <Spinner />;
  const from: unknown = typeof state === 'object' && state !== null ? Reflect.get(state, 'from') : null;
  const next = afterSignInPath(from, hotel.hotel_code);
  if (user !== null) return <Navigate to={next} replace />;
  const offered = memberOptions({
    loginWidget: loginWidget.data?.data ?? UNREAD_LOGIN_WIDGET,
    brand: hotel.hotel_brand_setting,
    user: null,
  });
  return (
    <SignInPage
      corporate={
        corporate
          ? {
              organizationId: idOf(query.get('organization_id')),
              referrerCode: codeOf(query.get('referrer_code')),
            }
          : undefined
      }
      hotel={hotel}
      locale={locale}
      offered={offered}
      onSignedIn={(session) => {
        identity.signedIn({ client, hotel }, session);
        void navigate(next, { replace: true });
      }}
    />
  );
}

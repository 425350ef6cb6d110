import { useStaykitClient, useStaykitLocale } from '@staykit/react';
import { useRef, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { AccountPage } from '../features/membership/AccountPage';
import { MemberDeletedPage } from '../features/membership/MemberDeletedPage';
import { memberPath } from '../features/membership/memberPaths';

/**
 * /my-account: the member's account, for a signed-in member only. A guest, or a corporate-only user, goes
 * to sign-in and comes back here afterwards. Once the account is removed, the removal page shows and the
 * widget signs out locally.
 */
export function AccountRoute() {
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const { locale } = useStaykitLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  const program = useSyncExternalStore(identity.subscribe, () => identity.getState().program);
  const otherProgramIds = useSyncExternalStore(identity.subscribe, () => identity.getState().otherProgramIds);
  // Set once the account is removed: the sign-out that follows must not send the guest to sign-in while
  // the removal page loads.
  const removed = useRef(false);
  if (!hotel || removed.current) return <Spinner />;
  if (user === null || user.id === null) {
    return (
      <Navigate
        to={memberPath('/sign-in', hotel.hotel_code)}
        state={{ from: `${pathname}${search}` }}
        replace
      />
    );
  }
  return (
    <AccountPage
      hotel={hotel}
      locale={locale}
      onRemoved={() => {
        removed.current = true;
        void navigate(memberPath('/member-deleted-confirmation', hotel.hotel_code), { replace: true });
        void identity.signOut({ client, hotel });
      }}
      onProfileSaved={() => void identity.refreshUser({ client, hotel })}
      program={program}
      otherProgramIds={otherProgramIds}
      onProgramSwitched={(session) => identity.signedIn({ client, hotel }, session)}
    />
  );
}

/** /member-deleted-confirmation: the account is gone. */
export function MemberDeletedRoute() {
  const { startup } = useWidgetContext();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <MemberDeletedPage hotelCode={hotel.hotel_code} />;
}

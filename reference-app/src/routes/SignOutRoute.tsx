import { useStaykitClient } from '@staykit/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useMessages } from '../i18n/useMessages';
import { useHotelInit } from '../lib/useHotelInit';
import { memberPath } from '../features/membership/memberPaths';

/**
 * /sign-out: signs the member out (the API first, then locally whatever it answers, docs/widget.md#start-up)
 * and shows the room search. A guest who is not signed in is sent to sign-in, as on every protected screen.
 */
export function SignOutRoute() {
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const text = useMessages();
  const navigate = useNavigate();
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  // Once per visit: the state changes while signing out, and must not start a second sign-out.
  const started = useRef(false);
  const signedIn = user !== null;
  useEffect(() => {
    if (!hotel || !signedIn || started.current) return;
    started.current = true;
    void identity
      .signOut({ client, hotel })
      .then(() => navigate(memberPath('/booking/result', hotel.hotel_code), { replace: true }));
  }, [client, hotel, identity, navigate, signedIn]);
  if (!hotel) return <Spinner />;
  if (!signedIn && !started.current)
    return <Navigate to={memberPath('/sign-in', hotel.hotel_code)} replace />;
  return (
    <section className="sk-page sk-page-narrow">
      <p role="status">{text.signOutWorking}</p>
    </section>
  );
}

import { useBookingWidgetInit, useStaykitClient } from '@staykit/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useWidgetContext } from '../app/WidgetContext';
import { GlobalError } from '../components/GlobalError';
import { Spinner } from '../components/Spinner';
import { LiffTokenPage } from '../features/membership/LiffTokenPage';
import { useHotelInitInput } from '../lib/hotelInitInput';

/**
 * `/iframe-liff-token`: the LINE page (docs/embedding.md, "The chatbot's helper pages"). Reads who is
 * signed in first, so that a member's LINE user is linked to the member, then registers the LINE user
 * (`LiffTokenPage`). LINE's SDK comes from `VITE_STAYKIT_LIFF_SDK`, or else the mock's stand-in on the API.
 */
export function IframeLiffTokenRoute() {
  const { startup, identity, apiUrl } = useWidgetContext();
  const client = useStaykitClient();
  const init = useBookingWidgetInit(useHotelInitInput(startup.hotelCode ?? ''));
  const hotel = init.data?.data;
  const state = useSyncExternalStore(identity.subscribe, identity.getState, identity.getState);
  useEffect(() => {
    if (hotel) void identity.start({ client, hotel, pathname: '/iframe-liff-token' });
  }, [identity, client, hotel]);

  if (init.isError) return <GlobalError title={init.error.title} />;
  if (!hotel || state.phase !== 'settled') return <Spinner />;
  return (
    <LiffTokenPage
      hotelCode={hotel.hotel_code}
      liffId={hotel.integrations.line_liff_id ?? null}
      chatbotUserId={startup.chatbotUserId}
      liffSdkUrl={import.meta.env.VITE_STAYKIT_LIFF_SDK || `${apiUrl}/__staykit/line/liff-sdk.js`}
    />
  );
}

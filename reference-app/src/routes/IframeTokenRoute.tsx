import { useBookingWidgetInit, useStaykitClient } from '@staykit/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useWidgetContext } from '../app/WidgetContext';
import { GlobalError } from '../components/GlobalError';
import { Spinner } from '../components/Spinner';
import { ChatbotSessionHandOver } from '../features/membership/ChatbotSessionHandOver';
import { ChatNobodyPage } from '../features/membership/ChatNobodyPage';
import { ChatSignedInPage } from '../features/membership/ChatSignedInPage';
import { useHotelInitInput } from '../lib/hotelInitInput';
import { useParentMessenger } from '../lib/parentMessenger/useParentMessenger';

/**
 * `/iframe-token`: the chatbot's session helper (docs/embedding.md, "The chatbot's helper pages"). A
 * chatbot frames it, hidden, to learn whether the guest is signed in at the widget: with a member signed
 * in for the hotel's brand, the sign-in is exchanged for a chatbot session (`receiveChatbotSession`, or
 * `close` when that fails), as after the chatbot's own sign-in; with nobody, the chatbot hears `logout`;
 * when the sign-in cannot be read, `close`.
 * No header: the page is not a screen of the hotel's.
 */
export function IframeTokenRoute() {
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const messenger = useParentMessenger();
  const init = useBookingWidgetInit(useHotelInitInput(startup.hotelCode ?? ''));
  const hotel = init.data?.data;
  const state = useSyncExternalStore(identity.subscribe, identity.getState, identity.getState);
  useEffect(() => {
    // The stored sign-in is the hotel brand's: the brand is known once the init has arrived.
    if (hotel) void identity.start({ client, hotel, pathname: '/iframe-token' });
  }, [identity, client, hotel]);
  const settled = hotel !== undefined && state.phase === 'settled';
  const nobody = settled && state.errorTitle === null && state.user === null;
  // Without the hotel's settings no parent is allowed yet, and the post goes nowhere: nothing is lost.
  const failed = init.isError || state.errorTitle !== null;
  useEffect(() => {
    if (nobody) messenger.post({ type: 'logout' });
    else if (failed) messenger.post({ type: 'close' });
  }, [nobody, failed, messenger]);

  if (init.isError) return <GlobalError title={init.error.title} />;
  if (state.errorTitle !== null) return <GlobalError title={state.errorTitle} />;
  if (!settled) return <Spinner />;
  if (state.user === null) return <ChatNobodyPage />;
  return (
    <>
      <ChatSignedInPage name={state.user.name} />
      <ChatbotSessionHandOver
        hotelId={hotel.hotel_id}
        chatbotUserId={startup.chatbotUserId}
        authAutoMessageId={startup.authAutoMessageId}
      />
    </>
  );
}

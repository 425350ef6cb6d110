import { useEffect } from 'react';
import { useWidgetContext } from '../app/WidgetContext';
import { GlobalError } from '../components/GlobalError';
import { Spinner } from '../components/Spinner';
import { ChatbotSessionHandOver } from '../features/membership/ChatbotSessionHandOver';
import { ChatNobodyPage } from '../features/membership/ChatNobodyPage';
import { ChatSignedInPage } from '../features/membership/ChatSignedInPage';
import { useParentMessenger } from '../lib/parentMessenger/useParentMessenger';
import { useHelperPageIdentity } from './useHelperPageIdentity';

/**
 * `/iframe-token`: the chatbot's session helper (docs/embedding.md, "The chatbot's helper pages"). A
 * chatbot frames it, hidden, to learn whether the guest is signed in at the widget: with a member signed
 * in for the hotel's brand, the sign-in is exchanged for a chatbot session (`receiveChatbotSession`, or
 * `close` when that fails), as after the chatbot's own sign-in; with nobody, the chatbot hears `logout`;
 * when the sign-in cannot be read, `close`.
 * No header: the page is not a screen of the hotel's.
 */
export function IframeTokenRoute() {
  const { startup } = useWidgetContext();
  const messenger = useParentMessenger();
  const { init, hotel, identity: state, settled } = useHelperPageIdentity('/iframe-token');
  const nobody = settled && state.errorTitle === null && state.user === null;
  // Without the hotel's settings no parent is allowed yet, and the post goes nowhere: nothing is lost.
  const failed = init.isError || state.errorTitle !== null;
  useEffect(() => {
    if (nobody) messenger.post({ type: 'logout' });
    else if (failed) messenger.post({ type: 'close' });
  }, [nobody, failed, messenger]);

  if (init.isError) return <GlobalError title={init.error.title} />;
  if (state.errorTitle !== null) return <GlobalError title={state.errorTitle} />;
  if (!hotel || !settled) return <Spinner />;
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

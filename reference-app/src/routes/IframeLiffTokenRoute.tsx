import { useWidgetContext } from '../app/WidgetContext';
import { GlobalError } from '../components/GlobalError';
import { Spinner } from '../components/Spinner';
import { LiffTokenPage } from '../features/membership/LiffTokenPage';
import { useHelperPageIdentity } from './useHelperPageIdentity';

// LINE's LIFF SDK (developers.line.biz, "LIFF SDK"): the address LINE documents for the latest 2.x.
const LINE_LIFF_SDK = 'https://static.line-scdn.net/liff/edge/2/sdk.js';

/**
 * `/iframe-liff-token`: the LINE page (docs/embedding.md, "The chatbot's helper pages"). Reads who is
 * signed in first, so that a member's LINE user is linked to the member, then registers the LINE user
 * (`LiffTokenPage`). LINE's SDK comes from `VITE_STAYKIT_LIFF_SDK`, else LINE's own address; the development
 * server (`npm start`) loads the mock's stand-in from the API instead.
 */
export function IframeLiffTokenRoute() {
  const { startup, apiUrl } = useWidgetContext();
  const { init, hotel, settled } = useHelperPageIdentity('/iframe-liff-token');

  if (init.isError) return <GlobalError title={init.error.title} />;
  if (!hotel || !settled) return <Spinner />;
  return (
    <LiffTokenPage
      hotelCode={hotel.hotel_code}
      liffId={hotel.integrations.line_liff_id ?? null}
      chatbotUserId={startup.chatbotUserId}
      liffSdkUrl={
        import.meta.env.VITE_STAYKIT_LIFF_SDK ||
        // The mock's stand-in only on the development server (`npm start`): a build loads LINE's own.
        (import.meta.env.DEV ? `${apiUrl}/__staykit/line/liff-sdk.js` : LINE_LIFF_SDK)
      }
    />
  );
}

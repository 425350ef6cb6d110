import type { components } from '@staykit/sdk';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';
import { useRouteHandles } from '../../lib/routeHandles';
import { isChatbotOffered } from './headerVisibility';
import { useNarrowScreen } from './useNarrowScreen';

/** Props of `ChatbotLauncher`. */
export interface ChatbotLauncherProps {
  setting: components['schemas']['ChatbotSetting'];
  inChatbotFrame: boolean;
}

const hidesChatbot = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && Reflect.get(handle, 'hideChatbot') === true;

/**
 * The header's "Chat with us": asks the page that frames the widget to open the hotel's chatbot
 * (`show-chatbot`, docs/embedding.md), where the hotel's setting offers it on this kind of screen (a
 * phone or tablet up to 992 px, or wider), outside the chatbot's own frame and on screens that do not hide
 * it (the pay-link pages). A widget that is not framed by a page the hotel allows has no chatbot to open,
 * and shows nothing.
 *
 * @example
 * ```tsx
 * <ChatbotLauncher setting={init.chatbot_setting} inChatbotFrame={startup.inChatbotFrame} />
 * ```
 */
export function ChatbotLauncher({ setting, inChatbotFrame }: ChatbotLauncherProps) {
  const text = useMessages();
  const messenger = useParentMessenger();
  const narrow = useNarrowScreen();
  const routeHides = useRouteHandles().some(hidesChatbot);
  if (!isChatbotOffered({ setting, narrow, inChatbotFrame, routeHides }) || !messenger.canPost()) return null;
  return (
    <Button variant="secondary" onClick={() => messenger.post({ type: 'show-chatbot' })}>
      {text.openChatbot}
    </Button>
  );
}

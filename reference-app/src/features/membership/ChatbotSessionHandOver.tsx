import { useChatbotSession } from '@staykit/react';
import { useEffect, useRef } from 'react';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';

/** Props of `ChatbotSessionHandOver`. */
export interface ChatbotSessionHandOverProps {
  hotelId: number;
  /** The chatbot's user (`chatbot_user_id` of the frame's address). */
  chatbotUserId: string;
  /** The chatbot's message that asked for the sign-in (`auth_auto_message_id`), if any. */
  authAutoMessageId: string | null;
}

/**
 * Hands the signed-in member's chatbot session to the chatbot that framed the widget (contract:
 * `getChatbotSession`; docs/embedding.md): once it is read, the parent receives `receiveChatbotSession`;
 * if the exchange fails, the widget asks to be closed (`close`), since the chatbot cannot go on without it.
 * Shows nothing; the screen says the guest is signed in.
 *
 * @example
 * ```tsx
 * <ChatbotSessionHandOver hotelId={101} chatbotUserId="U4af4980629" authAutoMessageId={null} />
 * ```
 */
export function ChatbotSessionHandOver({
  hotelId,
  chatbotUserId,
  authAutoMessageId,
}: ChatbotSessionHandOverProps) {
  const messenger = useParentMessenger();
  const session = useChatbotSession({
    params: {
      path: { hotel_id: hotelId },
      query: {
        user_id: chatbotUserId,
        ...(authAutoMessageId === null ? {} : { auth_auto_message_id: authAutoMessageId }),
      },
    },
  });
  const handed = useRef(false);
  const value = session.data?.data.session;
  const failed = session.isError;
  useEffect(() => {
    if (handed.current || (value === undefined && !failed)) return;
    handed.current = true;
    messenger.post(
      value === undefined ? { type: 'close' } : { type: 'receiveChatbotSession', session: value },
    );
  }, [value, failed, messenger]);
  return null;
}

import { useChatbotSession } from '@staykit/react';
import { useEffect, useRef, useState } from 'react';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';
import { awaitChatbotUserId } from './awaitChatbotUserId';

/** Props of `ChatbotSessionHandOver`. */
export interface ChatbotSessionHandOverProps {
  hotelId: number;
  /**
   * The chatbot's user (`chatbot_user_id` of the frame's address), or null to ask the chatbot for it
   * (`getChatbotUserId`, answered within 2 seconds).
   */
  chatbotUserId: string | null;
  /** The chatbot's message that asked for the sign-in (`auth_auto_message_id`), if any. */
  authAutoMessageId: string | null;
}

/**
 * Hands the signed-in member's chatbot session to the chatbot that framed the widget (contract:
 * `getChatbotSession`; docs/embedding.md): once it is read, the parent receives `receiveChatbotSession`;
 * if the exchange fails, or the chatbot did not say who its user is, the widget asks to be closed
 * (`close`), since the chatbot cannot go on without its session. Shows nothing; the screen says the guest
 * is signed in.
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
  // The user asked of the chatbot: undefined while waiting, null when none came.
  const [askedUserId, setAskedUserId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (chatbotUserId !== null) return;
    const controller = new AbortController();
    void awaitChatbotUserId(messenger, controller.signal).then((userId) => {
      if (!controller.signal.aborted) setAskedUserId(userId);
    });
    return () => controller.abort();
  }, [chatbotUserId, messenger]);
  const userId = chatbotUserId ?? askedUserId;
  const session = useChatbotSession(
    {
      params: {
        path: { hotel_id: hotelId },
        query: {
          user_id: userId ?? '',
          ...(authAutoMessageId === null ? {} : { auth_auto_message_id: authAutoMessageId }),
        },
      },
    },
    { enabled: typeof userId === 'string' },
  );
  const handed = useRef(false);
  const value = session.data?.data.session;
  const failed = session.isError || userId === null;
  useEffect(() => {
    if (handed.current || (value === undefined && !failed)) return;
    handed.current = true;
    messenger.post(
      value === undefined ? { type: 'close' } : { type: 'receiveChatbotSession', session: value },
    );
  }, [value, failed, messenger]);
  return null;
}

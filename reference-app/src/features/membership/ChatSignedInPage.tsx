import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';

/** Props of `ChatSignedInPage`. */
export interface ChatSignedInPageProps {
  /** The member's name as the API gives it. */
  name: string;
}

/**
 * The chatbot's sign-in once the guest is signed in (`/chat-sign-in`): who, and back to the chat (the
 * close button above; the chatbot hears `login`).
 *
 * @example
 * ```tsx
 * <ChatSignedInPage name="Hanako Yamada" />
 * ```
 */
export function ChatSignedInPage({ name }: ChatSignedInPageProps) {
  const text = useMessages();
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.chatSignedInTitle}</h2>
      <Alert tone="success" role="status">
        {text.format('chatSignedInBody', { name })}
      </Alert>
    </section>
  );
}

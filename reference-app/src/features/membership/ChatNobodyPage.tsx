import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';

/**
 * The chatbot's session helper (`/iframe-token`) when nobody is signed in at the widget: the guest signs
 * in from the chat (the chatbot hears `logout`).
 *
 * @example
 * ```tsx
 * <ChatNobodyPage />
 * ```
 */
export function ChatNobodyPage() {
  const text = useMessages();
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.chatNobodyTitle}</h2>
      <Alert tone="info" role="status">
        {text.chatNobodyBody}
      </Alert>
    </section>
  );
}

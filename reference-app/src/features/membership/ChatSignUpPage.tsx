import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import { memberPath } from './memberPaths';

/** Props of `ChatSignUpPage`. */
export interface ChatSignUpPageProps {
  hotelCode: string;
  brand: string;
}

/**
 * The chatbot's sign-up (`/chat-sign-up`): what membership gives, the way to the sign-up form
 * (`/chat-sign-up-form`) and, for a member, to the chatbot's sign-in.
 *
 * @example
 * ```tsx
 * <ChatSignUpPage hotelCode="demo-tokyo" brand="Demo Hotels" />
 * ```
 */
export function ChatSignUpPage({ hotelCode, brand }: ChatSignUpPageProps) {
  const text = useMessages();
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.signUpTitle}</h2>
      <Card className="sk-stack">
        <p>{text.format('chatSignUpIntro', { brand })}</p>
        <p>
          <Link className="sk-btn sk-btn-primary" to={memberPath('/chat-sign-up-form', hotelCode)}>
            {text.chatSignUpWithEmail}
          </Link>
        </p>
        <p>
          <Link to={memberPath('/chat-sign-in', hotelCode)}>{text.chatAlreadyMember}</Link>
        </p>
      </Card>
    </section>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { memberPath, memberScreen } from './memberPaths';

/** Props of `SignUpDonePage`. */
export interface SignUpDonePageProps {
  hotelCode: string;
  brand: string;
  /** Inside the chatbot (`/chat-sign-up-done`): its sign-in is the chatbot's, and no way to the search. */
  chat?: boolean;
}

/**
 * `/sign-up-done`: a membership made elsewhere (another site of the hotel's, a sign-up kept in step with
 * this one) is ready; the way to sign in, and back to the room search.
 *
 * @example
 * ```tsx
 * <SignUpDonePage hotelCode="demo-tokyo" brand="Demo Hotels" />
 * ```
 */
export function SignUpDonePage({ hotelCode, brand, chat = false }: SignUpDonePageProps) {
  const text = useMessages();
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.signUpDoneTitle}</h2>
      <Alert tone="success" role="status">
        {text.format('signUpDoneBody', { brand })}
      </Alert>
      <ul className="sk-plain-list sk-member-links">
        <li>
          <Link to={memberPath(memberScreen('/sign-in', chat), hotelCode)}>{text.memberGoToSignIn}</Link>
        </li>
        {!chat && (
          <li>
            <Link to={memberPath('/booking/result', hotelCode)}>{text.memberBackToSearch}</Link>
          </li>
        )}
      </ul>
    </section>
  );
}

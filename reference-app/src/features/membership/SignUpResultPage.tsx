import { useResendConfirmation } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LiveAlert } from '../../components/ui/LiveAlert';
import { useMessages } from '../../i18n/useMessages';
import { memberPath, memberScreen } from './memberPaths';
import { sendState } from './sendState';
import './membership.css';

/** Props of `SignUpResultPage`. */
export interface SignUpResultPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  /** The address the link went to, from the sign-up screen; null after a reload (it is never in the URL). */
  email: string | null;
  /** Inside the chatbot (`/chat-sign-up-result`): its sign-in is the chatbot's. */
  chat?: boolean;
}

/**
 * After sign-up (`/sign-up-result`): where the confirmation link went and how long it works, with
 * "Send the link again" while the address is known (the answer's wait is shown as a status).
 *
 * @example
 * ```tsx
 * <SignUpResultPage hotel={init} locale="en" email="hanako@example.com" />
 * ```
 */
export function SignUpResultPage({ hotel, locale, email, chat = false }: SignUpResultPageProps) {
  const text = useMessages();
  const id = useId();
  const resend = useResendConfirmation();
  const status = resend.isSuccess ? text.signUpResultResent : sendState(resend, locale).refusal;
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.signUpResultTitle}</h2>
      <Card className="sk-stack">
        <p>{email === null ? text.signUpResultNoEmail : text.format('signUpResultBody', { email })}</p>
        {email !== null && (
          <div className="sk-actions">
            <Button
              variant="secondary"
              disabled={resend.isPending || resend.isSuccess}
              aria-busy={resend.isPending}
              onClick={() =>
                resend.mutate({ params: { path: { hotel_id: hotel.hotel_id } }, body: { email } })
              }
            >
              {text.signUpResultResend}
            </Button>
          </div>
        )}
        {email === null && (
          <p>
            <Link to={memberPath('/resend-confirmation-email', hotel.hotel_code)}>
              {text.memberResendLink}
            </Link>
          </p>
        )}
        <LiveAlert tone={resend.error ? 'danger' : 'success'} role="status" message={status} />
        <p>
          <Link to={memberPath(memberScreen('/sign-in', chat), hotel.hotel_code)}>
            {text.memberGoToSignIn}
          </Link>
        </p>
      </Card>
    </section>
  );
}

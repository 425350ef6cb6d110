import type { components, StaykitError } from '@staykit/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import type { BotCheckState } from '../../lib/useBotCheck';
import { BotCheckArea } from './BotCheckArea';
import { MemberFormPage } from './MemberFormPage';
import { sendState } from './sendState';
import { emailProblem, type MemberFormProblems } from './memberFormProblems';
import { memberPath } from './memberPaths';
import { useMemberForm } from './useMemberForm';

/** Props of `EmailRequestPage`. */
export interface EmailRequestPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  title: string;
  intro: string;
  submitLabel: string;
  sendingLabel: string;
  /** What is said once the request was accepted, for the address typed. */
  sentMessage: (email: string) => string;
  /** Sends the request for `email`; calls `sent` once the API accepted it. */
  send: (email: string, sent: () => void) => void;
  sending: boolean;
  error: StaykitError | null;
  /** The hotel's bot check, when the request is one it guards (a password reset): drawn in the form. */
  botCheck?: BotCheckState;
}

const check = ({ email }: { email: string }): MemberFormProblems<'email'> => {
  const problem = emailProblem(email);
  return problem === undefined ? {} : { email: problem };
};

/**
 * A member screen that asks for an e-mail address and mails a link to it (a password reset, the
 * confirmation link again): the address checked before sending, the API's refusal in the guest's
 * language, and what was sent once accepted, with the way back to sign-in.
 *
 * @example
 * ```tsx
 * <EmailRequestPage hotel={init} locale="en" title={text.forgotPasswordTitle} … send={(email, sent) => reset.mutate(…, { onSuccess: sent })} />
 * ```
 */
export function EmailRequestPage(props: EmailRequestPageProps) {
  const { hotel, locale, send, error, botCheck } = props;
  const text = useMessages();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useMemberForm({ email: '' }, check);
  const submit = form.submit(({ email }) => {
    const address = email.trim();
    send(address, () => setSentTo(address));
  });
  return (
    <MemberFormPage
      title={props.title}
      intro={props.intro}
      submitLabel={props.submitLabel}
      sendingLabel={props.sendingLabel}
      {...sendState({ isPending: props.sending, error }, locale, botCheck)}
      problems={form.summary({ email: text.memberEmail })}
      attempt={form.attempt}
      onSubmit={submit}
      footer={
        <>
          {sentTo !== null && (
            <Alert tone="success" role="status">
              {props.sentMessage(sentTo)}
            </Alert>
          )}
          <p>
            <Link to={memberPath('/sign-in', hotel.hotel_code)}>{text.memberGoToSignIn}</Link>
          </p>
        </>
      }
    >
      <TextField
        label={text.memberEmail}
        type="email"
        autoComplete="email"
        required
        {...form.text('email')}
      />
      {botCheck && <BotCheckArea check={botCheck} />}
    </MemberFormPage>
  );
}

import { useStartPasswordReset } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { MemberFormPage } from './MemberFormPage';
import { emailProblem, type MemberFormProblems } from './memberFormProblems';
import { memberPath } from './memberPaths';
import { useMemberForm } from './useMemberForm';

/** Props of `ForgotPasswordPage`. */
export interface ForgotPasswordPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
}

const check = ({ email }: { email: string }): MemberFormProblems<'email'> => {
  const problem = emailProblem(email);
  return problem === undefined ? {} : { email: problem };
};

/**
 * Forgotten password (`/forgot-password`): the membership's e-mail address, then the same answer whether
 * or not a member has it (the API never says who is a member), with how long the link works and how long
 * the e-mail may take.
 *
 * @example
 * ```tsx
 * <ForgotPasswordPage hotel={init} locale="en" />
 * ```
 */
export function ForgotPasswordPage({ hotel, locale }: ForgotPasswordPageProps) {
  const text = useMessages();
  const reset = useStartPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useMemberForm({ email: '' }, check);
  const send = form.submit(({ email }) =>
    reset.mutate(
      { params: { path: { hotel_id: hotel.hotel_id } }, body: { email: email.trim() } },
      { onSuccess: () => setSentTo(email.trim()) },
    ),
  );
  return (
    <MemberFormPage
      title={text.forgotPasswordTitle}
      intro={text.forgotPasswordIntro}
      submitLabel={text.forgotPasswordSubmit}
      sendingLabel={text.forgotPasswordSending}
      sending={reset.isPending}
      problems={form.summary({ email: text.memberEmail })}
      attempt={form.attempt}
      refusal={reset.error ? apiErrorMessage(reset.error, locale) : null}
      onSubmit={send}
      footer={
        <>
          {sentTo !== null && (
            <Alert tone="success" role="status">
              {text.format('forgotPasswordSent', { email: sentTo })}
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
    </MemberFormPage>
  );
}

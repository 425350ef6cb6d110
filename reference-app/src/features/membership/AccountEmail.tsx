import { useUpdateMembershipEmail } from '@staykit/react';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { sendState } from './sendState';
import { AccountFormCard, type AccountSectionProps } from './AccountFormCard';
import { emailConfirmationProblem, emailProblem, type MemberFormProblems } from './memberFormProblems';
import { useMemberForm } from './useMemberForm';

type Values = { email: string; confirmation: string; current: string };

const check = ({ email, confirmation, current }: Values): MemberFormProblems<keyof Values> => {
  const problems: MemberFormProblems<keyof Values> = {};
  const invalid = emailProblem(email);
  const mismatch = emailConfirmationProblem(email, confirmation);
  if (invalid) problems.email = invalid;
  if (mismatch) problems.confirmation = mismatch;
  if (current === '') problems.current = 'memberFieldRequired';
  return problems;
};

/**
 * The account page's sign-in e-mail change: the new address twice and the current password
 * (`updateMembershipEmail`). The old address stays the sign-in until the link mailed to the new one is
 * opened; the sign-in details show the new one as waiting. A wrong password (`invalid_credentials`) or
 * an address another account has (`1000`) is said in the guest's language.
 *
 * @example
 * ```tsx
 * <AccountEmail hotelId={101} locale="en" />
 * ```
 */
export function AccountEmail({ hotelId, locale }: AccountSectionProps) {
  const text = useMessages();
  const change = useUpdateMembershipEmail();
  const form = useMemberForm<Values>({ email: '', confirmation: '', current: '' }, check);
  const sentTo = change.data?.data.unconfirmed_email;
  return (
    <AccountFormCard
      title={text.accountEmailTitle}
      submitLabel={text.accountEmailSubmit}
      sendingLabel={text.forgotPasswordSending}
      {...sendState(change, locale)}
      problems={form.summary({
        email: text.memberNewEmail,
        confirmation: text.memberNewEmailConfirmation,
        current: text.memberCurrentPassword,
      })}
      attempt={form.attempt}
      done={sentTo ? text.format('accountEmailSent', { email: sentTo }) : null}
      onSubmit={form.submit(({ email, confirmation, current }) =>
        change.mutate({
          params: { path: { hotel_id: hotelId } },
          body: { email: email.trim(), email_confirmation: confirmation.trim(), current_password: current },
        }),
      )}
    >
      <TextField
        label={text.memberNewEmail}
        type="email"
        autoComplete="email"
        required
        {...form.text('email')}
      />
      <TextField
        label={text.memberNewEmailConfirmation}
        type="email"
        autoComplete="email"
        required
        {...form.text('confirmation')}
      />
      <TextField
        label={text.memberCurrentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('current')}
      />
    </AccountFormCard>
  );
}

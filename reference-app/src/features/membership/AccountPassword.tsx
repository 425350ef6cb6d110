import { useUpdateMembershipPassword } from '@staykit/react';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { sendState } from './sendState';
import { AccountFormCard, type AccountSectionProps } from './AccountFormCard';
import { NewPasswordFields } from './NewPasswordFields';
import {
  newPasswordProblem,
  passwordConfirmationProblem,
  type MemberFormProblems,
} from './memberFormProblems';
import { useMemberForm } from './useMemberForm';

type Values = { current: string; password: string; confirmation: string };

const check = ({ current, password, confirmation }: Values): MemberFormProblems<keyof Values> => {
  const problems: MemberFormProblems<keyof Values> = {};
  const weak = newPasswordProblem(password, 'change');
  const mismatch = passwordConfirmationProblem(password, confirmation);
  // A password is never trimmed: only an empty one is missing.
  if (current === '') problems.current = 'memberFieldRequired';
  if (weak) problems.password = weak;
  if (mismatch) problems.confirmation = mismatch;
  return problems;
};

/**
 * The account page's password change for a signed-in member: the current password, then a new one by
 * the change rules (a symbol too) and its confirmation (`updateMembershipPassword`). The member stays
 * signed in here; every other session ends. A wrong current password (`invalid_credentials`) or one used
 * before (`1302`) is said in the guest's language.
 *
 * @example
 * ```tsx
 * <AccountPassword hotelId={101} locale="en" />
 * ```
 */
export function AccountPassword({ hotelId, locale }: AccountSectionProps) {
  const text = useMessages();
  const update = useUpdateMembershipPassword();
  const form = useMemberForm<Values>({ current: '', password: '', confirmation: '' }, check);
  return (
    <AccountFormCard
      title={text.accountPasswordTitle}
      submitLabel={text.changePasswordSubmit}
      sendingLabel={text.changePasswordSending}
      {...sendState(update, locale)}
      problems={form.summary({
        current: text.memberCurrentPassword,
        password: text.memberNewPassword,
        confirmation: text.memberNewPasswordConfirmation,
      })}
      attempt={form.attempt}
      done={update.isSuccess ? text.accountPasswordChanged : null}
      onSubmit={form.submit(({ current, password, confirmation }) =>
        update.mutate({
          params: { path: { hotel_id: hotelId } },
          body: { current_password: current, password, password_confirmation: confirmation },
        }),
      )}
    >
      <TextField
        label={text.memberCurrentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.text('current')}
      />
      <NewPasswordFields password={form.text('password')} confirmation={form.text('confirmation')} />
    </AccountFormCard>
  );
}

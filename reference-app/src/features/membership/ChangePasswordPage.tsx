import { useUpdateMembershipPassword } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { sendState } from './sendState';
import { MemberFormPage } from './MemberFormPage';
import { NewPasswordFields } from './NewPasswordFields';
import {
  newPasswordProblem,
  passwordConfirmationProblem,
  type MemberFormProblems,
} from './memberFormProblems';
import { memberPath } from './memberPaths';
import { useMemberForm } from './useMemberForm';

/** Props of `ChangePasswordPage`. */
export interface ChangePasswordPageProps {
  hotel: components['schemas']['BookingWidgetInit'];
  locale: string;
  /** The reset link's `reset_password_token`; null when the page was opened without one. */
  token: string | null;
}

type Values = { password: string; confirmation: string };

const check = ({ password, confirmation }: Values): MemberFormProblems<keyof Values> => {
  const problems: MemberFormProblems<keyof Values> = {};
  const weak = newPasswordProblem(password, 'change');
  const mismatch = passwordConfirmationProblem(password, confirmation);
  if (weak) problems.password = weak;
  if (mismatch) problems.confirmation = mismatch;
  return problems;
};

/**
 * A new password from the reset e-mail's link (`/change-password?reset_password_token=…`): the new
 * password by the change rules (a symbol too) and its confirmation. A refused link (`1250` expired,
 * `not_found`) or password (`1302` used before) is said in the guest's language; once saved, the way to
 * sign in with it.
 *
 * @example
 * ```tsx
 * <ChangePasswordPage hotel={init} locale="en" token="rp_9b8a7c6d5e4f3a2b" />
 * ```
 */
export function ChangePasswordPage({ hotel, locale, token }: ChangePasswordPageProps) {
  const text = useMessages();
  const update = useUpdateMembershipPassword();
  const form = useMemberForm<Values>({ password: '', confirmation: '' }, check);
  const signIn = <Link to={memberPath('/sign-in', hotel.hotel_code)}>{text.memberGoToSignIn}</Link>;
  if (token === null || update.isSuccess) {
    return (
      <section className="sk-page sk-page-narrow sk-member-page">
        <h2>{text.changePasswordTitle}</h2>
        {token === null ? (
          <Alert tone="info">{text.changePasswordNoToken}</Alert>
        ) : (
          <Alert tone="success" role="status">
            {text.changePasswordDone}
          </Alert>
        )}
        <p>{signIn}</p>
      </section>
    );
  }
  const send = form.submit(({ password, confirmation }) =>
    update.mutate({
      params: { path: { hotel_id: hotel.hotel_id } },
      body: { reset_password_token: token, password, password_confirmation: confirmation },
    }),
  );
  return (
    <MemberFormPage
      title={text.changePasswordTitle}
      submitLabel={text.changePasswordSubmit}
      sendingLabel={text.changePasswordSending}
      {...sendState(update, locale)}
      problems={form.summary({
        password: text.memberNewPassword,
        confirmation: text.memberNewPasswordConfirmation,
      })}
      attempt={form.attempt}
      onSubmit={send}
    >
      <NewPasswordFields password={form.text('password')} confirmation={form.text('confirmation')} />
    </MemberFormPage>
  );
}

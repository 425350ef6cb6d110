import { useUpdateMembershipPassword } from '@staykit/react';
import { PASSWORD_MIN_LENGTH } from '@staykit/sdk';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { TextField } from '../../components/ui/TextField';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { useMessages } from '../../i18n/useMessages';
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

/** Props of `AccountPassword`. */
export interface AccountPasswordProps {
  hotelId: number;
  locale: string;
}

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
export function AccountPassword({ hotelId, locale }: AccountPasswordProps) {
  const text = useMessages();
  const id = useId();
  const update = useUpdateMembershipPassword();
  const form = useMemberForm<Values>({ current: '', password: '', confirmation: '' }, check);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (update.error) refusalRef.current?.focus();
  }, [update.error]);
  const problems = form.summary({
    current: text.memberCurrentPassword,
    password: text.memberNewPassword,
    confirmation: text.memberNewPasswordConfirmation,
  });
  const send = form.submit(({ current, password, confirmation }) =>
    update.mutate({
      params: { path: { hotel_id: hotelId } },
      body: { current_password: current, password, password_confirmation: confirmation },
    }),
  );
  return (
    <Card as="section" className="sk-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.accountPasswordTitle}</h3>
      {update.isSuccess ? (
        <Alert tone="success" role="status">
          {text.accountPasswordChanged}
        </Alert>
      ) : (
        <>
          {problems.length > 0 && (
            <ErrorSummary title={text.memberFormProblemsTitle} problems={problems} attempt={form.attempt} />
          )}
          <form
            className="sk-stack"
            aria-labelledby={`${id}-title`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!update.isPending) send();
            }}
          >
            <TextField
              label={text.memberCurrentPassword}
              type="password"
              autoComplete="current-password"
              required
              {...form.text('current')}
            />
            <TextField
              label={text.memberNewPassword}
              hint={text.format('memberNewPasswordRules', { min: PASSWORD_MIN_LENGTH })}
              type="password"
              autoComplete="new-password"
              required
              {...form.text('password')}
            />
            <TextField
              label={text.memberNewPasswordConfirmation}
              type="password"
              autoComplete="new-password"
              required
              {...form.text('confirmation')}
            />
            {update.error && (
              <Alert tone="danger" role="alert" tabIndex={-1} alertRef={refusalRef}>
                {apiErrorMessage(update.error, locale)}
              </Alert>
            )}
            <div className="sk-actions">
              <Button
                type="submit"
                variant="secondary"
                disabled={update.isPending}
                aria-busy={update.isPending}
              >
                {text.changePasswordSubmit}
              </Button>
            </div>
            <p className="sk-member-progress" role="status">
              {update.isPending ? text.changePasswordSending : ''}
            </p>
          </form>
        </>
      )}
    </Card>
  );
}

import { PASSWORD_MIN_LENGTH } from '@staykit/sdk';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';

type FieldProps = Omit<Parameters<typeof TextField>[0], 'label'>;

/** Props of `NewPasswordFields`: each field's props from `useMemberForm`. */
export interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmation: FieldProps;
}

/**
 * A new password by the change rules (shown under the field: a symbol too) and its confirmation, as the
 * reset link's page and the account page ask for them.
 *
 * @example
 * ```tsx
 * <NewPasswordFields password={form.text('password')} confirmation={form.text('confirmation')} />
 * ```
 */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  const text = useMessages();
  return (
    <>
      <TextField
        label={text.memberNewPassword}
        hint={text.format('memberNewPasswordRules', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        {...password}
      />
      <TextField
        label={text.memberNewPasswordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}

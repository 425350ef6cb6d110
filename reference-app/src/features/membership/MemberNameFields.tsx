import { TextField, type TextFieldProps } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';

type BoundField = Omit<TextFieldProps, 'label'>;

/** Props of `MemberNameFields`: the two fields' bindings (`useMemberForm`'s `text`). */
export interface MemberNameFieldsProps {
  lastName: BoundField;
  firstName: BoundField;
}

/**
 * A member's last and first name, side by side from tablet width (the sign-up form, the account's
 * personal information); both required.
 *
 * @example
 * ```tsx
 * <MemberNameFields lastName={form.text('lastName')} firstName={form.text('firstName')} />
 * ```
 */
export function MemberNameFields({ lastName, firstName }: MemberNameFieldsProps) {
  const text = useMessages();
  return (
    <div className="sk-member-names">
      <TextField label={text.memberLastName} autoComplete="family-name" required {...lastName} />
      <TextField label={text.memberFirstName} autoComplete="given-name" required {...firstName} />
    </div>
  );
}

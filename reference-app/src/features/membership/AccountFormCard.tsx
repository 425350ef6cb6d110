import { useId } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { MemberForm, type MemberFormProps } from './MemberForm';

/**
 * Props of a section of the account page: the hotel the member is signed in at, and the guest's locale.
 *
 * @example
 * ```ts
 * const props: AccountSectionProps = { hotelId: 101, locale: 'en' };
 * ```
 */
export interface AccountSectionProps {
  hotelId: number;
  locale: string;
}

/** Props of `AccountFormCard`: the form's, its title, and what is said once it was accepted. */
export interface AccountFormCardProps extends Omit<MemberFormProps, 'labelledBy' | 'submitVariant'> {
  title: string;
  /** What is said once the change was accepted; the form is gone then, unless `keepForm`. */
  done: string | null;
  /** The form stays after a change was accepted (personal information: the guest may change more). */
  keepForm?: boolean;
}

/**
 * A form of the account page in its own card (the password, the e-mail): its title, then the form
 * (`MemberForm`), or once accepted its outcome.
 *
 * @example
 * ```tsx
 * <AccountFormCard title={text.accountPasswordTitle} … done={update.isSuccess ? text.accountPasswordChanged : null}>
 *   <TextField … />
 * </AccountFormCard>
 * ```
 */
export function AccountFormCard({ title, done, keepForm = false, ...form }: AccountFormCardProps) {
  const id = useId();
  return (
    <Card as="section" className="sk-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {done !== null && (
        <Alert tone="success" role="status">
          {done}
        </Alert>
      )}
      {(done === null || keepForm) && (
        <MemberForm labelledBy={`${id}-title`} submitVariant="secondary" {...form} />
      )}
    </Card>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button, type ButtonVariant } from '../../components/ui/Button';
import { ErrorSummary, type FormProblem } from '../../components/ui/ErrorSummary';
import { useMessages } from '../../i18n/useMessages';
import './membership.css';

/** Props of `MemberForm`. */
export interface MemberFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  /** Announced while the form is being sent. */
  sendingLabel: string;
  sending: boolean;
  /** The fields' problems after the last submit, each linked to its field; empty once they are mended. */
  problems: readonly FormProblem[];
  /** Changes with every submit, so that a second failed submit takes the guest to the summary again. */
  attempt: number;
  /** The API's refusal of the last submit, in the guest's language. */
  refusal: string | null;
  onSubmit: () => void;
  submitVariant?: ButtonVariant;
  /** The fields. */
  children: ReactNode;
}

/**
 * Every member form's body (sign-in, sign-up, the password and e-mail changes): the error summary
 * (focused after a failed submit, each line a link to its field), the fields, the API's refusal (an alert
 * that takes focus) and the submit button, with a progress line while sending.
 *
 * @example
 * ```tsx
 * <MemberForm labelledBy={titleId} submitLabel={text.signInSubmit} sendingLabel={text.signInSending}
 *   sending={signIn.isPending} problems={[]} attempt={0} refusal={null} onSubmit={send}>
 *   <TextField label={text.memberEmail} … />
 * </MemberForm>
 * ```
 */
export function MemberForm(props: MemberFormProps) {
  const { sending, problems, refusal } = props;
  const text = useMessages();
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal !== null) refusalRef.current?.focus();
  }, [refusal]);
  return (
    <>
      {problems.length > 0 && (
        <ErrorSummary title={text.memberFormProblemsTitle} problems={problems} attempt={props.attempt} />
      )}
      <form
        className="sk-stack sk-member-form"
        aria-labelledby={props.labelledBy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) props.onSubmit();
        }}
      >
        {props.children}
        {refusal !== null && (
          <Alert tone="danger" role="alert" tabIndex={-1} alertRef={refusalRef}>
            {refusal}
          </Alert>
        )}
        <div className="sk-actions">
          <Button type="submit" variant={props.submitVariant} disabled={sending} aria-busy={sending}>
            {props.submitLabel}
          </Button>
        </div>
        <p className="sk-member-progress" role="status">
          {sending ? props.sendingLabel : ''}
        </p>
      </form>
    </>
  );
}

import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ErrorSummary, type FormProblem } from '../../components/ui/ErrorSummary';
import { useMessages } from '../../i18n/useMessages';
import './membership.css';

/** Props of `MemberFormPage`. */
export interface MemberFormPageProps {
  title: string;
  intro?: ReactNode;
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
  /** The fields. */
  children: ReactNode;
  /** Links under the form (forgotten password, sign-up). */
  footer?: ReactNode;
}

/**
 * The frame of every member form (sign-in, sign-up, password reset): the title, an intro, then in one
 * card the error summary (focused after a failed submit, each line a link to its field), the fields, the
 * API's refusal (an alert that takes focus) and the submit button, with a progress line while sending.
 *
 * @example
 * ```tsx
 * <MemberFormPage title={text.signInTitle} submitLabel={text.signInSubmit} sendingLabel={text.signInSending}
 *   sending={signIn.isPending} problems={[]} attempt={0} refusal={null} onSubmit={send}>
 *   <TextField label={text.memberEmail} … />
 * </MemberFormPage>
 * ```
 */
export function MemberFormPage({
  title,
  intro,
  submitLabel,
  sendingLabel,
  sending,
  problems,
  attempt,
  refusal,
  onSubmit,
  children,
  footer,
}: MemberFormPageProps) {
  const text = useMessages();
  const id = useId();
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal !== null) refusalRef.current?.focus();
  }, [refusal]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit();
  };
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro !== undefined && <p>{intro}</p>}
      <Card className="sk-stack">
        {problems.length > 0 && (
          <ErrorSummary title={text.memberFormProblemsTitle} problems={problems} attempt={attempt} />
        )}
        <form
          className="sk-stack sk-member-form"
          aria-labelledby={`${id}-title`}
          noValidate
          onSubmit={submit}
        >
          {children}
          {refusal !== null && (
            <Alert tone="danger" role="alert" tabIndex={-1} alertRef={refusalRef}>
              {refusal}
            </Alert>
          )}
          <div className="sk-actions">
            <Button type="submit" disabled={sending} aria-busy={sending}>
              {submitLabel}
            </Button>
          </div>
          <p className="sk-member-progress" role="status">
            {sending ? sendingLabel : ''}
          </p>
        </form>
        {footer}
      </Card>
    </section>
  );
}

import { useCancelMembership } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { TextArea } from '../../components/ui/TextArea';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { MemberKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';

type Reason = components['schemas']['MembershipCancellationReason'];

const REASONS: readonly (readonly [Reason, MemberKey])[] = [
  ['no_longer_staying', 'accountReasonNoLongerStaying'],
  ['too_many_emails', 'accountReasonTooManyEmails'],
  ['privacy_concerns', 'accountReasonPrivacy'],
  ['using_another_account', 'accountReasonAnotherAccount'],
  ['hard_to_use', 'accountReasonHardToUse'],
  ['other', 'accountReasonOther'],
];

/** Props of `AccountRemoval`. */
export interface AccountRemovalProps {
  hotelId: number;
  locale: string;
  /** The account is gone: the app signs out locally and shows the removal page. */
  onRemoved: () => void;
}

/**
 * The account page's removal section: what removal deletes, the reasons (one at least), an optional
 * comment and a required "cannot be restored" checkbox, checked before anything is sent. The API's
 * refusal is said in the guest's language.
 *
 * @example
 * ```tsx
 * <AccountRemoval hotelId={101} locale="en" onRemoved={() => void leave()} />
 * ```
 */
export function AccountRemoval({ hotelId, locale, onRemoved }: AccountRemovalProps) {
  const text = useMessages();
  const id = useId();
  const remove = useCancelMembership({ onSuccess: onRemoved });
  const [reasons, setReasons] = useState<ReadonlySet<Reason>>(new Set());
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (remove.error) refusalRef.current?.focus();
  }, [remove.error]);
  const firstReasonId = `${id}-reason-${REASONS[0]?.[0] ?? ''}`;
  const reasonProblem = attempt > 0 && reasons.size === 0 ? text.accountRemoveReasonRequired : undefined;
  const confirmProblem = attempt > 0 && !confirmed ? text.accountRemoveConfirmRequired : undefined;
  const problems = [
    ...(reasonProblem ? [{ fieldId: firstReasonId, message: reasonProblem }] : []),
    ...(confirmProblem ? [{ fieldId: `${id}-confirm`, message: confirmProblem }] : []),
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (reasons.size === 0 || !confirmed || remove.isPending) return;
    const trimmed = comment.trim();
    remove.mutate({
      params: { path: { hotel_id: hotelId } },
      body: { reasons: [...reasons], ...(trimmed === '' ? {} : { comment: trimmed }) },
    });
  };
  const toggle = (reason: Reason, on: boolean) =>
    setReasons((current) => {
      const next = new Set(current);
      if (on) next.add(reason);
      else next.delete(reason);
      return next;
    });

  return (
    <Card as="section" className="sk-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.accountRemoveTitle}</h3>
      <Alert tone="warning">{text.accountRemoveIntro}</Alert>
      {problems.length > 0 && (
        <ErrorSummary title={text.memberFormProblemsTitle} problems={problems} attempt={attempt} />
      )}
      <form className="sk-stack" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
        <fieldset
          className="sk-stack sk-stack-tight sk-member-reasons"
          aria-describedby={reasonProblem ? `${id}-reasons-error` : undefined}
        >
          <legend>{text.accountRemoveReasons}</legend>
          {reasonProblem && (
            <p className="sk-field-error" id={`${id}-reasons-error`}>
              {reasonProblem}
            </p>
          )}
          {REASONS.map(([reason, label]) => (
            <Checkbox
              key={reason}
              id={`${id}-reason-${reason}`}
              label={text[label]}
              checked={reasons.has(reason)}
              onChange={(event) => toggle(reason, event.target.checked)}
            />
          ))}
        </fieldset>
        <TextArea
          label={text.accountRemoveComment}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Checkbox
          id={`${id}-confirm`}
          label={text.accountRemoveConfirm}
          required
          checked={confirmed}
          error={confirmProblem}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        {remove.error && (
          <Alert tone="danger" role="alert" tabIndex={-1} alertRef={refusalRef}>
            {apiErrorMessage(remove.error, locale)}
          </Alert>
        )}
        <div className="sk-actions">
          <Button type="submit" disabled={remove.isPending} aria-busy={remove.isPending}>
            {text.accountRemoveSubmit}
          </Button>
        </div>
        <p className="sk-member-progress" role="status">
          {remove.isPending ? text.accountRemoveSending : ''}
        </p>
      </form>
    </Card>
  );
}

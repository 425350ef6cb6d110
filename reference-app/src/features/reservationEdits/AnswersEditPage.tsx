import {
  useAnswerReservationAdditionalQuestions,
  useBatchUpdateReservationAdditionalQuestions,
  useReservation,
  useReservationAdditionalQuestions,
} from '@staykit/react';
import { isStaykitError, type AnswerDraft, type AnswerProblem, type components } from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { QuestionInput } from '../../components/QuestionInput';
import { plainText } from '../../lib/plainText';
import type { ReviewAccess } from '../../lib/readReviewAccess';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { ErrorSummary } from '../../components/ui/ErrorSummary';
import { Card } from '../../components/ui/Card';
import type { Messages } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import {
  answerProblems,
  isAnswerable,
  planAnswers,
  questionOfDetail,
  stillUploading,
  storedDraft,
} from './answersRequest';
import { EditFormEnd, EditPage } from './EditPage';
import { refusalFields } from './refusalFields';
import './reservationEdits.css';
import { ReservationNotOpened } from './ReservationNotOpened';

type Question = components['schemas']['AdditionalQuestion'];
type AnswerInput = components['schemas']['AdditionalQuestionAnswerInput'];

/**
 * Props of `AnswersEditPage`.
 *
 * @example
 * ```ts
 * const props: AnswersEditPageProps = { reservationNumber: 'SK2612010001', access, locale: 'en' };
 * ```
 */
export interface AnswersEditPageProps {
  reservationNumber: string;
  access: ReviewAccess;
  locale: string;
}

/** What the last press of Save came to. */
type Outcome =
  | { readonly kind: 'saved' | 'unchanged' }
  | { readonly kind: 'problems'; readonly count: number }
  | { readonly kind: 'uploading' }
  | { readonly kind: 'refused'; readonly message: string };

function problemText(text: Messages, problem: AnswerProblem | 'server'): string {
  if (problem === 'server') return text.fieldInvalid;
  if (problem.reason === 'required') return text.fieldRequired;
  if (problem.reason === 'text_too_long')
    return text.format('answersEditTooLong', { max: problem.maxLength });
  return text.fieldInvalid;
}

/** A question that asks nothing (a notice of the hotel's): its title and text, as a note. */
function QuestionNotice({ question }: { question: Question }) {
  const detail = plainText(question.description);
  return (
    <Alert tone="info" role="note" title={question.title}>
      {detail !== '' && <p>{detail}</p>}
    </Alert>
  );
}

/**
 * The hotel's questions for a reservation after booking, with the answers it holds (contract: `AdditionalQuestion`, `listReservationAdditionalQuestions`, `answerReservationAdditionalQuestions`,
 * `batchUpdateReservationAdditionalQuestions`): notices as notes, text (at most 255
 * characters), a choice, or files (uploaded with their progress, at most 30). Save checks the answers with
 * the SDK's `validateAnswer` first (required questions, lengths, files), then sends first answers with
 * `answerReservationAdditionalQuestions` and changed ones with `batchUpdateReservationAdditionalQuestions`.
 * A reservation that was cancelled or that staff edited shows its answers without a way to change them;
 * a refusal shows by its code, tied to the questions it names.
 *
 * @example
 * ```tsx
 * <AnswersEditPage reservationNumber="SK2612010001" access={readReviewAccess(number, query, hotel)} locale="en" />
 * ```
 */
export function AnswersEditPage({ reservationNumber, access, locale }: AnswersEditPageProps) {
  const text = useMessages();
  const id = useId();
  const path = { hotel_id: access.hotelId, reservation_id: reservationNumber };
  const proof = access.bypassToken ? { bypass_token: access.bypassToken } : {};
  const reservation = useReservation({ params: { path, query: proof } });
  const questions = useReservationAdditionalQuestions({ params: { path, query: proof } });
  const answer = useAnswerReservationAdditionalQuestions();
  const batch = useBatchUpdateReservationAdditionalQuestions();
  const [edits, setEdits] = useState<Readonly<Record<number, AnswerDraft>>>({});
  const [problems, setProblems] = useState<Readonly<Record<number, AnswerProblem | 'server'>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  // Each failed Save: the error summary takes focus again, even when the problems are the same.
  const [attempt, setAttempt] = useState(0);
  // Bumped after a save: the file fields start again from the answers the reservation now holds.
  const [version, setVersion] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const list = questions.data?.data ?? [];
  const state = reservation.data?.data;
  const blockedBy =
    state?.status === 'cancelled' ? 'cancelled' : state?.edited_by_staff ? 'edited_by_staff' : null;
  const fieldId = (question: Question) => `${id}-q${question.id}`;

  const focusAfter = (done: boolean, firstInvalid?: number) => {
    // After the render that shows the outcome: the first question to fix, else the outcome itself.
    requestAnimationFrame(() => {
      const field =
        firstInvalid === undefined
          ? null
          : formRef.current?.ownerDocument.getElementById(`${id}-q${firstInvalid}`);
      (field ?? (done ? statusRef.current : alertRef.current))?.focus();
    });
  };
  const edit = (question: Question, draft: AnswerDraft) => {
    setEdits((current) => ({ ...current, [question.id]: draft }));
    if (problems[question.id]) {
      setProblems(({ [question.id]: _fixed, ...rest }) => rest);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (stillUploading(edits)) {
      setOutcome({ kind: 'uploading' });
      focusAfter(false);
      return;
    }
    const found = answerProblems(list, edits);
    const firstProblems = Object.fromEntries(
      Object.entries(found).flatMap(([question, all]) => (all[0] ? [[Number(question), all[0]]] : [])),
    );
    setProblems(firstProblems);
    const invalid = list.find((question) => firstProblems[question.id])?.id;
    if (invalid !== undefined) {
      setOutcome({ kind: 'problems', count: Object.keys(firstProblems).length });
      setAttempt((tries) => tries + 1);
      return;
    }
    const plan = planAnswers(list, edits);
    if (plan.first.length === 0 && plan.changes.length === 0) {
      setOutcome({ kind: 'unchanged' });
      focusAfter(true);
      return;
    }
    setBusy(true);
    let sent: AnswerInput[] = [];
    try {
      if (plan.first.length > 0) {
        sent = plan.first;
        await answer.mutateAsync({ params: { path, query: proof }, body: { answers: plan.first } });
      }
      if (plan.changes.length > 0) {
        sent = plan.changes;
        await batch.mutateAsync({ params: { path, query: proof }, body: { answers: plan.changes } });
      }
      // The fields show what the reservation holds now, not the drafts.
      await questions.refetch();
      setEdits({});
      setVersion((current) => current + 1);
      setOutcome({ kind: 'saved' });
      focusAfter(true);
    } catch (error) {
      const refusal = isStaykitError(error)
        ? error
        : { code: 'unknown_error', message: String(error), raw: null };
      const named = refusalFields(refusal).flatMap((detail) => {
        const question = questionOfDetail(detail, sent);
        return question === null ? [] : [question];
      });
      setProblems(Object.fromEntries(named.map((question) => [question, 'server' as const])));
      setOutcome({ kind: 'refused', message: apiErrorMessage(refusal, locale) });
      focusAfter(false, list.find((question) => named.includes(question.id))?.id);
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (questions.isPending) body = <Spinner />;
  else if (questions.isError) {
    body = (
      <ReservationNotOpened
        error={questions.error}
        locale={locale}
        findPath={access.findPath}
        findLabel={text.answersEditFindReservation}
      />
    );
  } else if (!list.some(isAnswerable)) {
    body = (
      <Card className="sk-stack">
        {list.map((question) => (
          <QuestionNotice key={question.id} question={question} />
        ))}
        <p>{text.answersEditNone}</p>
      </Card>
    );
  } else {
    body = (
      <Card>
        <form
          ref={formRef}
          className="sk-stack sk-edit-form"
          onSubmit={(event) => void save(event)}
          noValidate
        >
          {blockedBy && (
            <Alert tone="warning" role="note">
              {blockedBy === 'cancelled'
                ? text.answersEditCancelled
                : text.format('answersEditCannotChangeBecause', {
                    reason: apiErrorMessage({ code: 'edited_by_staff', message: '' }, locale),
                  })}
            </Alert>
          )}
          {outcome?.kind === 'problems' && (
            <ErrorSummary
              title={text.format('formHasProblems', { count: outcome.count })}
              problems={list.flatMap((question) => {
                const problem = problems[question.id];
                if (!problem) return [];
                const message = text.format('errorSummaryItem', {
                  field: question.title ?? '',
                  problem: problemText(text, problem),
                });
                return [{ fieldId: fieldId(question), message }];
              })}
              attempt={attempt}
            />
          )}
          <fieldset className="sk-form-fields sk-edit-questions" disabled={blockedBy !== null || busy}>
            <legend>{text.questionsTitle}</legend>
            {list.map((question) => {
              if (!isAnswerable(question)) return <QuestionNotice key={question.id} question={question} />;
              const problem = problems[question.id];
              return (
                <QuestionInput
                  // Bumped after a save: the file field starts again from the answers the reservation holds.
                  key={`${question.id}-${version}`}
                  question={question}
                  inputId={fieldId(question)}
                  draft={edits[question.id] ?? storedDraft(question)}
                  onChange={(draft) => edit(question, draft)}
                  problem={problem && problemText(text, problem)}
                  hotelId={access.hotelId}
                  rows={3}
                  storedFiles={question.answer?.remote_attachments_urls ?? []}
                  disabled={blockedBy !== null}
                />
              );
            })}
          </fieldset>
          <EditFormEnd
            status={
              outcome?.kind === 'saved'
                ? text.answersEditSaved
                : outcome?.kind === 'unchanged'
                  ? text.answersEditNoChanges
                  : null
            }
            statusRef={statusRef}
            alert={
              outcome?.kind === 'uploading'
                ? text.answersEditUploading
                : outcome?.kind === 'refused'
                  ? text.format('answersEditNotSavedBecause', { reason: outcome.message })
                  : null
            }
            alertRef={alertRef}
            back={
              outcome?.kind === 'saved'
                ? { to: access.reviewPath, label: text.answersEditBackToReview }
                : null
            }
            submit={
              blockedBy === null
                ? { label: text.answersEditSave, busyLabel: text.answersEditSaving, busy }
                : null
            }
          />
        </form>
      </Card>
    );
  }

  return (
    <EditPage
      title={text.answersEditTitle}
      reviewPath={access.reviewPath}
      backLabel={text.answersEditBackToReview}
    >
      {body}
    </EditPage>
  );
}

import {
  useAnswerReservationAdditionalQuestions,
  useBatchUpdateReservationAdditionalQuestions,
  useReservation,
  useReservationAdditionalQuestions,
} from '@staykit/react';
import {
  ANSWER_TEXT_MAX_LENGTH,
  isStaykitError,
  type AnswerDraft,
  type AnswerProblem,
  type components,
} from '@staykit/sdk';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../components/apiErrorMessage';
import { FileAnswer } from '../../components/FileAnswer';
import type { ReviewAccess } from '../../components/readReviewAccess';
import { Spinner } from '../../components/Spinner';
import { fillMessage } from '../../i18n/fillMessage';
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

// The file field's hint and refusals look like the other fields' here.
const FORM_CLASSES = { hint: 'sk-edit-hint', error: 'sk-edit-field-error' };

/** The hotel's text without its markup: questions may carry simple HTML, shown here as plain text. */
const plainText = (html: string | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function problemText(text: Messages, problem: AnswerProblem | 'server'): string {
  if (problem === 'server') return text.fieldInvalid;
  if (problem.reason === 'required') return text.fieldRequired;
  if (problem.reason === 'text_too_long')
    return fillMessage(text.answersEditTooLong, { max: problem.maxLength });
  return text.fieldInvalid;
}

/**
 * The hotel's questions for a reservation after booking, with the answers it holds (B §3 Additional
 * question, §7 additional_questions GET / POST / PUT batch_update): notices as notes, text (at most 255
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
      focusAfter(false, invalid);
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
      <>
        {list.map((question) => (
          <div key={question.id} className="sk-edit-notice" role="note">
            <strong>{question.title}</strong>
            {plainText(question.description) !== '' && <p>{plainText(question.description)}</p>}
          </div>
        ))}
        <p>{text.answersEditNone}</p>
      </>
    );
  } else {
    body = (
      <form ref={formRef} className="sk-edit-form" onSubmit={(event) => void save(event)} noValidate>
        {blockedBy && (
          <p className="sk-edit-blocked" role="note">
            {blockedBy === 'cancelled'
              ? text.answersEditCancelled
              : `${text.answersEditCannotChange} ${apiErrorMessage({ code: 'edited_by_staff', message: '' }, locale)}`}
          </p>
        )}
        <fieldset className="sk-edit-fieldset" disabled={blockedBy !== null || busy}>
          <legend>{text.questionsTitle}</legend>
          {list.map((question) => {
            const detail = plainText(question.description);
            if (!isAnswerable(question)) {
              return (
                <div key={question.id} className="sk-edit-notice" role="note">
                  <strong>{question.title}</strong>
                  {detail !== '' && <p>{detail}</p>}
                </div>
              );
            }
            const inputId = fieldId(question);
            const problem = problems[question.id];
            const problemId = problem ? `${inputId}-error` : undefined;
            const described = problemId ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
            const draft = edits[question.id] ?? storedDraft(question);
            let input: ReactNode;
            if (question.answer_type === 'options') {
              input = (
                <select
                  id={inputId}
                  required={question.required}
                  value={String(draft.option_ids?.[0] ?? '')}
                  onChange={(event) =>
                    edit(question, {
                      option_ids: event.target.value === '' ? [] : [Number(event.target.value)],
                    })
                  }
                  {...described}
                >
                  <option value="">{text.chooseOne}</option>
                  {(question.options ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              );
            } else if (question.answer_type === 'file') {
              input = (
                <FileAnswer
                  key={`${question.id}-${version}`}
                  question={question}
                  hotelId={access.hotelId}
                  inputId={inputId}
                  problemId={problemId}
                  stored={question.answer?.remote_attachments_urls ?? []}
                  disabled={blockedBy !== null}
                  classNames={FORM_CLASSES}
                  onChange={(files) => edit(question, files)}
                />
              );
            } else {
              input = (
                <textarea
                  id={inputId}
                  rows={3}
                  maxLength={ANSWER_TEXT_MAX_LENGTH}
                  required={question.required}
                  value={draft.text ?? ''}
                  onChange={(event) => edit(question, { text: event.target.value })}
                  {...described}
                />
              );
            }
            return (
              <div key={question.id} className="sk-edit-field">
                <label htmlFor={inputId}>
                  {question.title}
                  {question.required && <span aria-hidden="true"> *</span>}
                </label>
                {detail !== '' && detail !== question.title && <p className="sk-edit-hint">{detail}</p>}
                {input}
                {problem && (
                  <p className="sk-edit-field-error" id={problemId}>
                    {problemText(text, problem)}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
        <p ref={statusRef} tabIndex={-1} className="sk-edit-done" role="status">
          {outcome?.kind === 'saved' && text.answersEditSaved}
          {outcome?.kind === 'unchanged' && text.answersEditNoChanges}
        </p>
        <p ref={alertRef} tabIndex={-1} className="sk-edit-alert" role="alert">
          {outcome?.kind === 'uploading' && text.answersEditUploading}
          {outcome?.kind === 'problems' && fillMessage(text.formHasProblems, { count: outcome.count })}
          {outcome?.kind === 'refused' && `${text.answersEditNotSaved} ${outcome.message}`}
        </p>
        {outcome?.kind === 'saved' && (
          <p>
            <Link to={access.reviewPath}>{text.answersEditBackToReview}</Link>
          </p>
        )}
        {blockedBy === null && (
          <button type="submit" className="sk-edit-submit" disabled={busy} aria-busy={busy}>
            {busy ? text.answersEditSaving : text.answersEditSave}
          </button>
        )}
      </form>
    );
  }

  return (
    <section className="sk-edit-page" aria-labelledby={`${id}-title`}>
      <p className="sk-edit-back">
        <Link to={access.reviewPath}>{text.answersEditBackToReview}</Link>
      </p>
      <h2 id={`${id}-title`}>{text.answersEditTitle}</h2>
      {body}
    </section>
  );
}

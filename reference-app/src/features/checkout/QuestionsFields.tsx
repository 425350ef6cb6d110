import type { AnswerDraft, AnswerProblem, components } from '@staykit/sdk';
import { useId } from 'react';
import { FileAnswer } from '../../components/FileAnswer';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';

type AdditionalQuestion = components['schemas']['AdditionalQuestion'];

/** Props of `QuestionsFields`. */
export interface QuestionsFieldsProps {
  /** The questions that apply to this booking (visibility already decided). */
  questions: readonly AdditionalQuestion[];
  answers: Readonly<Record<number, AnswerDraft>>;
  onChange: (id: number, answer: AnswerDraft) => void;
  /** Problems found on submit, by question id. */
  problems: Readonly<Record<number, readonly AnswerProblem[]>>;
  /** The hotel booked: files answering a question are uploaded for it. */
  hotelId: number;
  /** The start of the fields' ids (see `questionFieldId`), for an error summary to link to them. */
  idPrefix?: string;
}

/**
 * The id of a question's field in `QuestionsFields` given `idPrefix`.
 *
 * @example
 * ```ts
 * questionFieldId('checkout', 7); // 'checkout-q7'
 * ```
 */
export function questionFieldId(idPrefix: string, questionId: number): string {
  return `${idPrefix}-q${questionId}`;
}

/** The hotel's text without its markup: questions may carry simple HTML, shown here as plain text. */
function plainText(html: string | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The hotel's additional questions (B §3 Additional question): notifications as notices, text answers (at
 * most 255 characters), a choice among options, files (uploaded as they are chosen, see `FileAnswer`);
 * required ones marked. Problems show under their question.
 */
export function QuestionsFields({
  questions,
  answers,
  onChange,
  problems,
  hotelId,
  idPrefix,
}: QuestionsFieldsProps) {
  const text = useMessages();
  const madeId = useId();
  const id = idPrefix ?? madeId;
  if (questions.length === 0) return null;
  return (
    <Card as="section" className="sk-form-section sk-questions" aria-labelledby={`${id}-questions`}>
      <h3 id={`${id}-questions`}>{text.questionsTitle}</h3>
      {questions.map((question) => {
        const fieldId = questionFieldId(id, question.id);
        const problem = problems[question.id]?.[0];
        const described = problem ? { 'aria-invalid': true, 'aria-describedby': `${fieldId}-error` } : {};
        const label = (
          <label htmlFor={fieldId}>
            {question.title}
            {question.required && <span aria-hidden="true"> *</span>}
          </label>
        );
        const detail = plainText(question.description);
        let input;
        if (question.question_type === 'notification') {
          return (
            <div key={question.id} className="sk-question-notice" role="note">
              <strong>{question.title}</strong>
              {detail !== '' && <p>{detail}</p>}
            </div>
          );
        } else if (question.answer_type === 'options') {
          input = (
            <select
              id={fieldId}
              required={question.required}
              value={String(answers[question.id]?.option_ids?.[0] ?? '')}
              onChange={(event) =>
                onChange(question.id, {
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
              question={question}
              hotelId={hotelId}
              inputId={fieldId}
              problemId={problem ? `${fieldId}-error` : undefined}
              onChange={(answer) => onChange(question.id, answer)}
            />
          );
        } else {
          input = (
            <textarea
              id={fieldId}
              rows={2}
              maxLength={255}
              required={question.required}
              value={answers[question.id]?.text ?? ''}
              onChange={(event) => onChange(question.id, { text: event.target.value })}
              {...described}
            />
          );
        }
        return (
          <div key={question.id} className="sk-field">
            {label}
            {detail !== '' && detail !== question.title && <p className="sk-hint">{detail}</p>}
            {input}
            {problem && (
              <p className="sk-field-error" id={`${fieldId}-error`}>
                {problem.reason === 'required' ? text.fieldRequired : text.fieldInvalid}
              </p>
            )}
          </div>
        );
      })}
    </Card>
  );
}

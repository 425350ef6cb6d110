import type { AnswerDraft, AnswerProblem, components } from '@staykit/sdk';
import { useId } from 'react';
import { QuestionInput } from '../../components/QuestionInput';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import { plainText } from '../../lib/plainText';

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

/**
 * The hotel's additional questions (contract: `AdditionalQuestion`): notifications as notices, text answers (at
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
        if (question.question_type === 'notification') {
          const detail = plainText(question.description);
          return (
            <div key={question.id} className="sk-question-notice" role="note">
              <strong>{question.title}</strong>
              {detail !== '' && <p>{detail}</p>}
            </div>
          );
        }
        const problem = problems[question.id]?.[0];
        return (
          <QuestionInput
            key={question.id}
            question={question}
            inputId={questionFieldId(id, question.id)}
            draft={answers[question.id] ?? {}}
            onChange={(answer) => onChange(question.id, answer)}
            problem={problem && (problem.reason === 'required' ? text.fieldRequired : text.fieldInvalid)}
            hotelId={hotelId}
          />
        );
      })}
    </Card>
  );
}

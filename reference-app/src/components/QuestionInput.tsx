import { ANSWER_TEXT_MAX_LENGTH, type AnswerDraft, type components } from '@staykit/sdk';
import { useMessages } from '../i18n/useMessages';
import { plainText } from '../lib/plainText';
import { FileAnswer } from './FileAnswer';
import { Field } from './ui/Field';

type AdditionalQuestion = components['schemas']['AdditionalQuestion'];

/**
 * Props of `QuestionInput`.
 *
 * @example
 * ```ts
 * const props: QuestionInputProps = { question, inputId: 'q7', draft: {}, onChange: setDraft, hotelId: 101 };
 * ```
 */
export interface QuestionInputProps {
  /** An answerable question (a notification is shown by the caller as a notice). */
  question: AdditionalQuestion;
  inputId: string;
  /** The answer as it stands. */
  draft: AnswerDraft;
  onChange: (answer: AnswerDraft) => void;
  /** The problem with the answer in the guest's words, shown under it and tied to it. */
  problem?: string | undefined;
  /** The hotel the files are uploaded for. */
  hotelId: number;
  /** Lines of a text answer's field. */
  rows?: number;
  /** Files the answer already holds (an answer being changed after booking). */
  storedFiles?: readonly string[] | undefined;
  /** The answer cannot change (the field shows, greyed). */
  disabled?: boolean;
}

/**
 * One of the hotel's questions as a field, the same at checkout and when the answers are changed after
 * booking: its title as the label (marked when required), its description as the hint, then a choice
 * among its options, its files (uploaded as they are chosen, see `FileAnswer`) or a text of at most 255
 * characters; the problem under it.
 *
 * @example
 * ```tsx
 * <QuestionInput question={question} inputId={`q${question.id}`} draft={answers[question.id] ?? {}}
 *   onChange={(answer) => setAnswer(question.id, answer)} problem={problem} hotelId={hotel.hotel_id} />
 * ```
 */
export function QuestionInput(props: QuestionInputProps) {
  const { question, inputId, draft, onChange } = props;
  const text = useMessages();
  const detail = plainText(question.description);
  const hint = detail !== '' && detail !== question.title ? detail : undefined;
  if (question.answer_type === 'file') {
    const errorId = props.problem ? `${inputId}-error` : undefined;
    return (
      <div className="sk-field">
        <label className="sk-field-label" htmlFor={inputId}>
          {question.title}
          {question.required && <span aria-hidden="true"> *</span>}
        </label>
        {hint && <p className="sk-field-hint">{hint}</p>}
        <FileAnswer
          question={question}
          hotelId={props.hotelId}
          inputId={inputId}
          problemId={errorId}
          stored={props.storedFiles}
          disabled={props.disabled}
          classNames={{ hint: 'sk-field-hint', error: 'sk-field-error' }}
          onChange={onChange}
        />
        {props.problem && (
          <p className="sk-field-error" id={errorId}>
            {props.problem}
          </p>
        )}
      </div>
    );
  }
  return (
    <Field id={inputId} label={question.title} hint={hint} error={props.problem} required={question.required}>
      {(control) =>
        question.answer_type === 'options' ? (
          <select
            {...control}
            required={question.required}
            disabled={props.disabled}
            value={String(draft.option_ids?.[0] ?? '')}
            onChange={(event) =>
              onChange({ option_ids: event.target.value === '' ? [] : [Number(event.target.value)] })
            }
          >
            <option value="">{text.chooseOne}</option>
            {(question.options ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <textarea
            {...control}
            rows={props.rows ?? 2}
            maxLength={ANSWER_TEXT_MAX_LENGTH}
            required={question.required}
            disabled={props.disabled}
            value={draft.text ?? ''}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        )
      }
    </Field>
  );
}

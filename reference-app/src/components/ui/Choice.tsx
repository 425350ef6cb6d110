import type { InputHTMLAttributes, ReactNode } from 'react';
import './choice.css';

/**
 * Props of `Choice`: a checkbox's or a radio's label, hint and error, and its `<input>`'s attributes.
 *
 * @example
 * ```ts
 * const props: ChoiceProps = { type: 'checkbox', label: 'Bathtub', hint: null, error: null, className: undefined, input: {} };
 * ```
 */
export interface ChoiceProps {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  className: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The layout `Checkbox` and `Radio` share: the box and its label on one line (the whole label is the
 * target), the hint and the error under it, tied to the input.
 *
 * @example
 * ```tsx
 * <Choice type="radio" label="Pay at the hotel" hint={null} error={null} className={undefined} input={{ name: 'pay' }} />
 * ```
 */
export function Choice(props: ChoiceProps) {
  const { input } = props;
  const hintId = input.id && props.hint ? `${input.id}-hint` : undefined;
  const errorId = input.id && props.error ? `${input.id}-error` : undefined;
  const described = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={props.className ? `sk-choice-field ${props.className}` : 'sk-choice-field'}>
      <label className="sk-choice">
        <input
          type={props.type}
          {...input}
          {...(described ? { 'aria-describedby': described } : {})}
          {...(props.error ? { 'aria-invalid': true } : {})}
        />
        <span>{props.label}</span>
      </label>
      {props.hint && (
        <p className="sk-field-hint" id={hintId}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p className="sk-field-error" id={errorId}>
          {props.error}
        </p>
      )}
    </div>
  );
}

import type { TextareaHTMLAttributes } from 'react';
import { Field } from './Field';
import type { FieldText } from './TextField';

/**
 * Props of `TextArea`: the field's texts and a `<textarea>`'s own attributes.
 *
 * @example
 * ```ts
 * const props: TextAreaProps = { label: 'Requests to the hotel', rows: 3 };
 * ```
 */
export interface TextAreaProps
  extends FieldText, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {}

/**
 * A multi-line text field of the design system.
 *
 * @example
 * ```tsx
 * <TextArea label={text.notes} rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
 * ```
 */
export function TextArea({
  label,
  hint,
  error,
  describedBy,
  className,
  errorClassName,
  ...textarea
}: TextAreaProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={textarea.required}
      id={textarea.id}
      describedBy={describedBy}
      className={className}
      errorClassName={errorClassName}
    >
      {(control) => <textarea {...textarea} {...control} />}
    </Field>
  );
}

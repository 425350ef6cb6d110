import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldProps } from './Field';

/**
 * The texts around a text field: its label, hint and error, more ids that describe it, its class.
 *
 * @example
 * ```ts
 * const texts: FieldText = { label: 'Phone', hint: 'Digits and + only' };
 * ```
 */
export type FieldText = Pick<
  FieldProps,
  'label' | 'hint' | 'error' | 'describedBy' | 'className' | 'errorClassName'
>;

/**
 * Props of `TextField`: the field's texts and an `<input>`'s own attributes.
 *
 * @example
 * ```ts
 * const props: TextFieldProps = { label: 'E-mail', type: 'email', value: '', onChange: () => {} };
 * ```
 */
export interface TextFieldProps extends FieldText, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A one-line text field of the design system (see `Field` for the layout).
 *
 * @example
 * ```tsx
 * <TextField label={text.email} type="email" autoComplete="email" required value={email}
 *   onChange={(event) => setEmail(event.target.value)} error={problem} />
 * ```
 */
export function TextField({
  label,
  hint,
  error,
  describedBy,
  className,
  errorClassName,
  inputRef,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={input.required}
      id={input.id}
      describedBy={describedBy}
      className={className}
      errorClassName={errorClassName}
    >
      {(control) => <input ref={inputRef} {...input} {...control} />}
    </Field>
  );
}

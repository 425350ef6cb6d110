import { useId, type ReactNode } from 'react';
import './field.css';

/**
 * What `Field` hands its control: the id its label points at and the ids that describe it, and whether
 * it is invalid.
 *
 * @example
 * ```tsx
 * <Field label="Phone">{(control) => <input type="tel" {...control} />}</Field>
 * ```
 */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * Props of `Field`.
 *
 * @example
 * ```ts
 * const props: FieldProps = { label: 'E-mail', required: true, error: 'Fill in this field.', children: () => null };
 * ```
 */
export interface FieldProps {
  label: ReactNode;
  /** A line under the label: what the field takes. */
  hint?: ReactNode;
  /** The problem with the value, shown under the control and tied to it. */
  error?: ReactNode;
  /** Marks the label with an asterisk (the control itself says `required`). */
  required?: boolean;
  /** An id of the caller's for the control (the error summary links to it); one is made otherwise. */
  id?: string | undefined;
  /** More ids that describe the control (an error shown elsewhere). */
  describedBy?: string | undefined;
  className?: string;
  /** A class of the page's own on the error line, beside the field's. */
  errorClassName?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled field (label above, then a hint, the control and its error), the way every form of the
 * widget is laid out: one column, the error next to the field it is about.
 *
 * @example
 * ```tsx
 * <Field label={text.phone} error={problem} required>
 *   {(control) => <input type="tel" value={phone} onChange={...} {...control} />}
 * </Field>
 * ```
 */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  describedBy,
  className,
  errorClassName,
  children,
}: FieldProps) {
  const madeId = useId();
  const controlId = id ?? `${madeId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean);
  return (
    <div className={className ? `sk-field ${className}` : 'sk-field'}>
      <label className="sk-field-label" htmlFor={controlId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="sk-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        ...(described.length > 0 ? { 'aria-describedby': described.join(' ') } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {error && (
        <p className={errorClassName ? `sk-field-error ${errorClassName}` : 'sk-field-error'} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

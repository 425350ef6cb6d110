import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';

/**
 * Props of `SelectField`: the field's texts, its options as children, and a `<select>`'s attributes.
 *
 * @example
 * ```ts
 * const props: SelectFieldProps = { label: 'Sort by', value: 'recommended', children: null };
 * ```
 */
export interface SelectFieldProps
  extends
    Pick<FieldProps, 'label' | 'hint' | 'error' | 'describedBy' | 'className'>,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  children: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * A labelled list of choices of the design system (a native `<select>`: the phone's own picker on a phone).
 *
 * @example
 * ```tsx
 * <SelectField label={text.sortBy} value={order} onChange={(event) => setOrder(event.target.value)}>
 *   <option value="recommended">{text.sortRecommended}</option>
 * </SelectField>
 * ```
 */
export function SelectField({
  label,
  hint,
  error,
  describedBy,
  className,
  children,
  selectRef,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={select.required}
      id={select.id}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <select ref={selectRef} {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}

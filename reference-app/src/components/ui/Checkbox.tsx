import type { InputHTMLAttributes, ReactNode } from 'react';
import { Choice } from './Choice';

/**
 * Props of `Checkbox`: its label, an optional hint and error under it, and an `<input>`'s attributes.
 *
 * @example
 * ```ts
 * const props: CheckboxProps = { label: 'I am booking for someone else', checked: false, onChange: () => {} };
 * ```
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/**
 * A checkbox with its label beside it (the whole label is the target), in the hotel's colour.
 *
 * @example
 * ```tsx
 * <Checkbox label={text.acceptTerms} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
 * ```
 */
export function Checkbox({ label, hint, error, className, ...input }: CheckboxProps) {
  return (
    <Choice type="checkbox" label={label} hint={hint} error={error} className={className} input={input} />
  );
}

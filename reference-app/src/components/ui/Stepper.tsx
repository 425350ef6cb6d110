import type { InputHTMLAttributes } from 'react';
import { Icon } from './Icon';
import './stepper.css';

/**
 * Props of `Stepper`: the number, its bounds, the names of its two buttons, and any attribute of its
 * `<input>` (the `id` a label points at, `aria-describedby`, `aria-invalid`, `aria-labelledby`).
 *
 * @example
 * ```ts
 * const props: StepperProps = {
 *   value: 2, min: 1, max: 20, onChange: setAdults, decreaseLabel: 'One fewer: Adults', increaseLabel: 'One more: Adults',
 * };
 * ```
 */
export interface StepperProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'min' | 'max' | 'type'
> {
  /** The number; `NaN` shows an empty field (the guest cleared it). */
  value: number;
  min: number;
  max?: number | undefined;
  /** A button's step (clamped to the bounds), or what the guest typed (`NaN` when the field is empty). */
  onChange: (value: number) => void;
  /** Where a button leads from `value` (default: one up or down within the bounds). */
  stepTo?: ((direction: 1 | -1) => number) | undefined;
  decreaseLabel: string;
  increaseLabel: string;
}

/**
 * A number with a − and a + button either side (guests, rooms, extras). The field still takes typing and
 * the arrow keys; a button at its bound stays focusable (`aria-disabled`) so focus is not lost there.
 *
 * @example
 * ```tsx
 * <Field label={text.adults}>
 *   {(control) => <Stepper {...control} value={adults} min={1} max={20} onChange={setAdults}
 *     decreaseLabel={text.format('stepDown', { item: text.adults })}
 *     increaseLabel={text.format('stepUp', { item: text.adults })} />}
 * </Field>
 * ```
 */
export function Stepper({
  value,
  min,
  max,
  onChange,
  stepTo,
  decreaseLabel,
  increaseLabel,
  className,
  ...input
}: StepperProps) {
  const current = Number.isNaN(value) ? min : value;
  const clamp = (next: number) => Math.max(min, max === undefined ? next : Math.min(max, next));
  const target = (direction: 1 | -1) => (stepTo ? stepTo(direction) : clamp(current + direction));
  const button = (direction: 1 | -1) => {
    const next = target(direction);
    const still = next === value;
    return (
      <button
        type="button"
        className="sk-stepper-button"
        aria-label={direction === 1 ? increaseLabel : decreaseLabel}
        aria-controls={input.id}
        aria-disabled={still}
        onClick={() => {
          if (!still) onChange(next);
        }}
      >
        <Icon name={direction === 1 ? 'plus' : 'minus'} />
      </button>
    );
  };
  return (
    <div className={className ? `sk-stepper ${className}` : 'sk-stepper'}>
      {button(-1)}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        onChange={(event) =>
          onChange(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value))
        }
        {...input}
      />
      {button(1)}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import './chip.css';

/**
 * Props of `Chip`: its label and a checkbox's attributes.
 *
 * @example
 * ```ts
 * const props: ChipProps = { label: 'Bathtub', checked: true, onChange: () => {} };
 * ```
 */
export interface ChipProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/**
 * A filter as a pill that is on or off: a real checkbox (keyboard, screen readers, forms), drawn as a chip
 * with a tick when it is on.
 *
 * @example
 * ```tsx
 * <Chip label="Bathtub" checked={on} onChange={(event) => toggle(event.target.checked)} />
 * ```
 */
export function Chip({ label, ...input }: ChipProps) {
  return (
    <label className="sk-chip">
      <input type="checkbox" className="sk-chip-input" {...input} />
      <Icon name="check" className="sk-chip-tick" />
      <span>{label}</span>
    </label>
  );
}

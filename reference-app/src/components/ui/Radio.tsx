import type { CheckboxProps } from './Checkbox';
import { Choice } from './Choice';

/**
 * Props of `Radio`: as `Checkbox`'s; radios of one question share a `name` inside a `<fieldset>`.
 *
 * @example
 * ```ts
 * const props: RadioProps = { label: 'Pay at the hotel', name: 'payment', value: 'on_site' };
 * ```
 */
export type RadioProps = CheckboxProps;

/**
 * A radio button with its label beside it.
 *
 * @example
 * ```tsx
 * <fieldset><legend>{text.paymentMethod}</legend>
 *   <Radio name="pay" value="on_site" label={text.payOnSite} checked={type === 'on_site'} onChange={() => setType('on_site')} />
 * </fieldset>
 * ```
 */
export function Radio({ label, hint, error, className, ...input }: RadioProps) {
  return <Choice type="radio" label={label} hint={hint} error={error} className={className} input={input} />;
}

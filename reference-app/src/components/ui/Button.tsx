import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

/**
 * How much a button stands out: `primary` (the hotel's colour; one per screen section), `secondary`
 * (outlined) or `quiet` (text only, for "more", "change" and the like).
 *
 * @example
 * ```ts
 * const variant: ButtonVariant = 'secondary';
 * ```
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

/**
 * The class names of a button of `variant`, for a link that looks like one (`<Link className=...>`).
 *
 * @example
 * ```tsx
 * <Link className={buttonClass('primary')} to="/reservation/guest-detail">Select</Link>
 * ```
 */
export function buttonClass(variant: ButtonVariant = 'primary', options: { block?: boolean } = {}): string {
  return `sk-btn sk-btn-${variant}${options.block ? ' sk-btn-block' : ''}`;
}

/**
 * Props of `Button`: a `<button>`'s own, with its variant and whether it spans its container.
 *
 * @example
 * ```ts
 * const props: ButtonProps = { variant: 'quiet', onClick: () => setOpen(true) };
 * ```
 */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** The full width of its container (the mobile bottom bar's button). */
  block?: boolean;
  /** The `<button>` itself, to move the focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button of the design system (`type="button"` unless told otherwise). A busy button says so with
 * `aria-busy` and refuses clicks.
 *
 * @example
 * ```tsx
 * <Button type="submit" disabled={sending} aria-busy={sending}>{text.bookNow}</Button>
 * ```
 */
export function Button({ variant = 'primary', block = false, className, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={`${buttonClass(variant, { block })}${className ? ` ${className}` : ''}`}
      {...rest}
    />
  );
}

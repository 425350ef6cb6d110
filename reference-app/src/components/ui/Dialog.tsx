import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';
import './dialog.css';

/**
 * Props of `Dialog`.
 *
 * @example
 * ```ts
 * const props: DialogProps = { title: 'Guests', closeLabel: 'Close', onClose: () => setOpen(false), children: null };
 * ```
 */
export interface DialogProps {
  title: ReactNode;
  /** The name of the close button (×). */
  closeLabel: string;
  /** Escape, the × button, or the caller's own button: the caller unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (a phone keeps them in reach). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog: the native `<dialog>` opened with `showModal()` (the rest of the page is inert, focus
 * stays inside and goes back where it was when it closes), a title that names it, and a close button.
 * It is open while it is rendered.
 *
 * @example
 * ```tsx
 * {open && (
 *   <Dialog title={text.guests} closeLabel={text.datePickerClose} onClose={() => setOpen(false)}
 *     footer={<Button onClick={() => setOpen(false)}>{text.done}</Button>}>
 *     ...
 *   </Dialog>
 * )}
 * ```
 */
export function Dialog({ title, closeLabel, onClose, children, footer, className }: DialogProps) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Browsers without modal dialogs (and the test DOM) open it in place.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `sk-dialog ${className}` : 'sk-dialog'}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: the caller decides (it unmounts the dialog), so React and the DOM agree.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sk-dialog-header">
        <h2 id={`${id}-title`} className="sk-dialog-title">
          {title}
        </h2>
        <button
          type="button"
          className="sk-btn sk-btn-quiet sk-dialog-close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="sk-dialog-body">{children}</div>
      {footer && <div className="sk-dialog-footer">{footer}</div>}
    </dialog>
  );
}

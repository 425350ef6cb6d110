import type { Ref } from 'react';
import { Alert, type AlertTone } from './Alert';

/**
 * Props of `LiveAlert`.
 *
 * @example
 * ```ts
 * const props: LiveAlertProps = { tone: 'success', role: 'status', message: 'Saved.', messageRef };
 * ```
 */
export interface LiveAlertProps {
  tone: AlertTone;
  /** `status` (said politely) or `alert` (said at once). */
  role: 'status' | 'alert';
  /** What to say; none keeps the region in place, empty and unseen. */
  message: string | null;
  /** The line that holds the message: it takes focus (`tabIndex={-1}`) when the caller moves it there. */
  messageRef?: Ref<HTMLParagraphElement>;
  className?: string;
}

/**
 * The outcome of an action (saved, not saved, updated) in an `Alert`'s box, as a live region that is
 * always on the page, so that what appears in it is announced. Empty, it shows nothing and takes no room.
 * The message line itself has the role and takes focus.
 *
 * @example
 * ```tsx
 * <LiveAlert tone="success" role="status" message={saved ? text.guestEditSaved : null} messageRef={statusRef} />
 * ```
 */
export function LiveAlert({ tone, role, message, messageRef, className }: LiveAlertProps) {
  const classes = ['sk-live-alert', message ? null : 'sk-live-alert-idle', className].filter(Boolean);
  return (
    <Alert tone={tone} className={classes.join(' ')}>
      <p ref={messageRef} tabIndex={-1} role={role} className="sk-live-alert-message">
        {message}
      </p>
    </Alert>
  );
}

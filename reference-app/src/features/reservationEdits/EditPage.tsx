import { useId, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/Button';
import { LiveAlert } from '../../components/ui/LiveAlert';

/** Props of `EditPage`. */
export interface EditPageProps {
  title: string;
  /** Where "back" leads (the reservation's review) and what it says. */
  reviewPath: string;
  backLabel: string;
  children: ReactNode;
}

/**
 * The frame every after-booking edit shares (contact details, answers): the way back to the reservation,
 * the page's title, then its content, one column of cards at a reading width.
 *
 * @example
 * ```tsx
 * <EditPage title={text.guestEditTitle} reviewPath={access.reviewPath} backLabel={text.guestEditBackToReview}>
 *   <form>…</form>
 * </EditPage>
 * ```
 */
export function EditPage({ title, reviewPath, backLabel, children }: EditPageProps) {
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-edit-page" aria-labelledby={`${id}-title`}>
      <Link className="sk-back-link" to={reviewPath}>
        {backLabel}
      </Link>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** Props of `EditFormEnd`. */
export interface EditFormEndProps {
  /** What the last save did (saved, nothing changed): said politely, and focused. */
  status: string | null;
  statusRef: RefObject<HTMLParagraphElement | null>;
  /** Why the last save did not happen: announced at once, and focused. */
  alert: string | null;
  alertRef: RefObject<HTMLParagraphElement | null>;
  /** Once saved: the way back to the reservation. */
  back: { to: string; label: string } | null;
  /** The save button; none when nothing can change. */
  submit: { label: string; busyLabel: string; busy: boolean } | null;
}

/**
 * The end of an edit form, the same on every edit page: the outcome of the last save (a status and an
 * alert, always there so that what appears in them is announced), the way back once saved, and the save
 * button, busy while saving.
 *
 * @example
 * ```tsx
 * <EditFormEnd status={saved ? text.guestEditSaved : null} statusRef={statusRef} alert={null} alertRef={alertRef}
 *   back={null} submit={{ label: text.guestEditSave, busyLabel: text.guestEditSaving, busy: false }} />
 * ```
 */
export function EditFormEnd({ status, statusRef, alert, alertRef, back, submit }: EditFormEndProps) {
  return (
    <div className="sk-edit-end">
      <LiveAlert tone="success" role="status" message={status} messageRef={statusRef} />
      <LiveAlert tone="danger" role="alert" message={alert} messageRef={alertRef} />
      {(back || submit) && (
        <div className="sk-actions">
          {submit && (
            <Button type="submit" className="sk-edit-submit" disabled={submit.busy} aria-busy={submit.busy}>
              {submit.busy ? submit.busyLabel : submit.label}
            </Button>
          )}
          {back && (
            <Link className={buttonClass('secondary')} to={back.to}>
              {back.label}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

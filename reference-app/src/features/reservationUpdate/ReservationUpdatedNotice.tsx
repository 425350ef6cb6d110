import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../../i18n/useMessages';
import './reservationUpdate.css';

/**
 * The navigation state the confirm page leaves on the review after a successful update. State rather
 * than a query parameter: a reload or a shared link of the review does not say "updated" again.
 *
 * @example
 * ```ts
 * navigate(reviewPath, { state: UPDATED_STATE });
 * ```
 */
export const UPDATED_STATE = { reservationUpdated: true } as const;

const cameFromUpdate = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  'reservationUpdated' in state &&
  state.reservationUpdated === true;

/**
 * "Reservation updated", on the review the confirm page returns to (docs/widget.md#after-booking), announced and focused so a
 * screen-reader user hears that the change went through; nothing on any other visit.
 *
 * @example
 * ```tsx
 * <ReservationUpdatedNotice />
 * ```
 */
export function ReservationUpdatedNotice() {
  const text = useMessages();
  const { state } = useLocation();
  const shown = cameFromUpdate(state);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <p className="sk-update-done" role="status" tabIndex={-1} ref={ref}>
      {text.updateDone}
    </p>
  );
}

import type { StaykitError } from '@staykit/sdk';
import { useId } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { Alert } from '../../components/ui/Alert';
import { buttonClass } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';

/** Props of `ReservationNotOpened`. */
export interface ReservationNotOpenedProps {
  error: StaykitError;
  locale: string;
  /** Where the guest finds the reservation again when the link expired (1250). */
  findPath: string;
  findLabel: string;
}

/**
 * What an edit page shows when the reservation does not open: the API's reason, announced, and for an
 * expired confirmation link (1250) the way to find the reservation again.
 *
 * @example
 * ```tsx
 * <ReservationNotOpened error={query.error} locale="en" findPath="/search?hotel_code=demo-tokyo" findLabel={text.guestEditFindReservation} />
 * ```
 */
export function ReservationNotOpened(props: ReservationNotOpenedProps) {
  const text = useMessages();
  const id = useId();
  return (
    <Card as="section" className="sk-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.reservationNotOpened}</h3>
      <Alert tone="danger" role="alert">
        {apiErrorMessage(props.error, props.locale)}
      </Alert>
      {props.error.code === '1250' && (
        <Link className={`${buttonClass('secondary')} sk-edit-find`} to={props.findPath}>
          {props.findLabel}
        </Link>
      )}
    </Card>
  );
}

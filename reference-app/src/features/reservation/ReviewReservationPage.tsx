import {
  reservationQuery as reservationQueryOptions,
  useHotelInfo,
  useReservation,
  useReservationUpdateSettings,
  useStaykitClient,
} from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatPrice } from '../../lib/formatPrice';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../i18n/useMessages';
import { CancelReservationDialog } from './CancelReservationDialog';
import { ReservationActions, type SignOutControl } from './ReservationActions';
import { ReservationDetails } from './ReservationDetails';
import { findReservationPath, type ReservationLinkTarget } from './reservationLinks';
import { ReservationPolicy } from './ReservationPolicy';
import { reviewActions } from './reviewActions';
import './reservation.css';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type Reservation = components['schemas']['Reservation'];
type User = components['schemas']['User'];

/** Props of `ReviewReservationPage`. */
export interface ReviewReservationPageProps {
  /** The widget's hotel: its time zone is the hotel's, its id the facility any sign-in belongs to. */
  hotel: BookingWidgetInit;
  locale: string;
  /** The reservation, the hotel that holds it and the confirmation link's token, from the address. */
  target: ReservationLinkTarget;
  /** The signed-in user, `null` when signed out. */
  user: Pick<User, 'id' | 'organization'> | null;
  signOut: SignOutControl;
  /** The current instant; the page's clock unless a test gives one. */
  now?: () => Date;
}

// What the API answers a confirmation link that opens nothing (an expired one: 1250 where documented).
const LINK_REFUSALS: readonly string[] = ['reservation_access_denied', '1250'];

const isSignedIn = (user: ReviewReservationPageProps['user']) =>
  user !== null && ((user.id !== null && user.id !== undefined) || Boolean(user.organization));

/**
 * The review of a reservation (docs/widget.md#screens `/review-reservation/{n}`, protected: the member's own booking by the
 * user token the SDK sends, or any booking by the confirmation link's `bypass_token`; neither: say how to
 * open it). Shows the reservation, its cancellation policy as sentences and what the guest can do with it
 * (see `ReservationActions`), worked out by the SDK's rules with the update settings at the hotel's now.
 * Cancelling opens `CancelReservationDialog`; once cancelled the review says so, with the fee and the
 * refund, and focus moves there. Signing out (or in) reads the reservation again. A link that no longer
 * opens the reservation (wrong or expired) says so and links to the find screen, which answers a new one.
 *
 * @example
 * ```tsx
 * <ReviewReservationPage hotel={init} locale="en" user={null} signOut={signOut}
 *   target={{ reservationNumber: 'SK2612010001', hotelCode: 'demo-tokyo', hotelId: 101, bypassToken: 'bp_1' }} />
 * ```
 */
export function ReviewReservationPage(props: ReviewReservationPageProps) {
  const { hotel, locale, target, user, now = () => new Date() } = props;
  const text = useMessages();
  const id = useId();
  const queryClient = useQueryClient();
  const client = useStaykitClient();
  const canOpen = target.bypassToken !== null || isSignedIn(user);
  const input = {
    params: {
      path: { hotel_id: canOpen ? target.hotelId : 0, reservation_id: target.reservationNumber },
      query: target.bypassToken ? { bypass_token: target.bypassToken } : {},
    },
  };
  const reservationQuery = useReservation(input);
  const settingsQuery = useReservationUpdateSettings(input);
  const hotelInfo = useHotelInfo({ params: { path: { hotel_id: target.hotelId } } }, { enabled: canOpen });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cancelled, setCancelled] = useState<Reservation | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  // Who is signed in decides what the API opens: read the reservation again when that changes, and after
  // a sign-out from here (a sign-in made in another tab leaves the widget's user as it was).
  // The reservation's key without its last part (locale, query and user: react-hooks/hooks.yaml) is the
  // scope of everything about this reservation.
  const readAgain = useCallback(() => {
    const scope = reservationQueryOptions(client, {
      params: { path: { hotel_id: target.hotelId, reservation_id: target.reservationNumber } },
    }).queryKey.slice(0, -1);
    return queryClient.invalidateQueries({ queryKey: scope });
  }, [client, queryClient, target.hotelId, target.reservationNumber]);
  const userKey = isSignedIn(user) ? `${user?.id ?? ''}:${user?.organization?.id ?? ''}` : '';
  const lastUserKey = useRef(userKey);
  useEffect(() => {
    if (lastUserKey.current === userKey) return;
    lastUserKey.current = userKey;
    void readAgain();
  }, [readAgain, userKey]);
  const signOut: SignOutControl = {
    ...props.signOut,
    onSignOut: () => props.signOut.onSignOut().then(readAgain),
  };

  useEffect(() => {
    if (cancelled) doneRef.current?.focus();
  }, [cancelled]);

  useEffect(() => {
    if (dialogOpen || !returnFocus.current) return;
    returnFocus.current = false;
    cancelButton.current?.focus();
  }, [dialogOpen]);

  const findPath = findReservationPath(target.hotelCode);
  const heading = <h2 id={`${id}-title`}>{text.reservationReviewTitle}</h2>;

  if (!canOpen) {
    return (
      <section className="sk-reservation" aria-labelledby={`${id}-title`}>
        {heading}
        <p>{text.reservationOpenHelp}</p>
        <p>
          <Link to={findPath}>{text.reservationFindAgain}</Link>
        </p>
      </section>
    );
  }
  if (reservationQuery.isPending) return <Spinner />;
  if (reservationQuery.isError) {
    const error = reservationQuery.error;
    // Signed out, a link the API refuses is not someone else's booking: the link is wrong or has expired.
    const linkRefused =
      target.bypassToken !== null && !isSignedIn(user) && LINK_REFUSALS.includes(error.code);
    return (
      <section className="sk-reservation" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{text.reservationNotOpened}</h2>
        <p className="sk-reservation-alert" role="alert">
          {linkRefused ? text.reservationLinkRefused : apiErrorMessage(error, locale)}
        </p>
        <p>
          <Link to={findPath}>{text.reservationFindAgain}</Link>
        </p>
      </section>
    );
  }

  const reservation = reservationQuery.data.data;
  const settings = settingsQuery.data?.data ?? null;
  const settingsError = settingsQuery.error?.code ?? null;
  const actions = reviewActions({
    reservation,
    settings,
    settingsError,
    user,
    widgetHotelId: hotel.hotel_id,
    bypassToken: target.bypassToken,
    now: now(),
    timeZone: hotel.time_zone,
  });
  const hotelPhone = hotelInfo.data?.data.phone ?? null;
  const done = cancelled?.cancellation ?? null;
  const money = (amount: number, mcp?: components['schemas']['Money'] | null) =>
    formatPrice(amount, reservation.currency, locale, mcp);

  return (
    <section className="sk-reservation" aria-labelledby={`${id}-title`}>
      {heading}
      {cancelled && (
        <div className="sk-reservation-done" role="status" tabIndex={-1} ref={doneRef}>
          <p>{text.cancelDone}</p>
          {done?.fee !== undefined && (
            <p>{text.format('cancelDoneFee', { amount: money(done.fee, done.mcp_fee) })}</p>
          )}
          {done?.refund_amount !== undefined && (
            <p>{text.format('cancelDoneRefund', { amount: money(done.refund_amount) })}</p>
          )}
        </div>
      )}
      <ReservationDetails reservation={reservation} locale={locale} timeZone={hotel.time_zone} />
      <ReservationPolicy reservation={reservation} locale={locale} timeZone={hotel.time_zone} />
      <ReservationActions
        actions={actions}
        reservation={reservation}
        target={target}
        locale={locale}
        loading={settingsQuery.isPending && reservation.status !== 'cancelled'}
        hotelPhone={hotelPhone}
        signOut={signOut}
        onCancel={() => setDialogOpen(true)}
        cancelButton={cancelButton}
      />
      {dialogOpen && settings && (
        <CancelReservationDialog
          reservation={reservation}
          settings={settings}
          hotelId={target.hotelId}
          bypassToken={target.bypassToken}
          locale={locale}
          timeZone={hotel.time_zone}
          now={now}
          hotelPhone={hotelPhone}
          findPath={findPath}
          signOut={signOut}
          onClose={() => {
            returnFocus.current = true;
            setDialogOpen(false);
          }}
          onCancelled={(answer) => {
            setDialogOpen(false);
            setCancelled(answer);
          }}
        />
      )}
    </section>
  );
}

import { useReservation, useReservationUpdateSettings, useStaykitLocale } from '@staykit/react';
import { reservationUpdateProblem, type components } from '@staykit/sdk';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { Spinner } from '../../components/Spinner';
import { useHotelInit } from '../../lib/useHotelInit';
import { useMessages } from '../../i18n/useMessages';
import { UpdateBanner } from './UpdateBanner';
import type { UpdateModeUrl } from './readUpdateMode';
import { reviewReservationPath, updateConfirmPath, type UpdateOffer, type UpdatePick } from './updateUrl';

type CurrencyCode = components['schemas']['CurrencyCode'];
type Reservation = components['schemas']['Reservation'];

/**
 * What a search needs to run in update mode: the reservation sent with the search (`reservation_no`, and
 * `bypass_token` for a guest booking) so prices are for the change, the currency it keeps, the minimum
 * nights the form checks, which offers may be picked and where a pick leads.
 *
 * @example
 * ```ts
 * const update: UpdateSearchMode = { reservationNumber: 'SK1', bypassToken: 'bp_1', mcpCurrency: null, minimumNights: 1, unselectableReason: () => null, offerLink: (pick) => updateConfirmPath('SK1', pick) };
 * ```
 */
export interface UpdateSearchMode {
  reservationNumber: string;
  bypassToken: string | null;
  /** The reservation's display currency when it has one other than the hotel's (kept for the change). */
  mcpCurrency: CurrencyCode | null;
  minimumNights: number | null;
  /** Why an offer cannot be picked (another plan, or nothing can change now), or null when it can. */
  unselectableReason: (offer: UpdateOffer) => string | null;
  offerLink: (pick: UpdatePick) => string;
}

/**
 * What `UpdateModeSearch` gives the search it wraps: the banner to show above it and the update mode.
 *
 * @example
 * ```tsx
 * <UpdateModeSearch hotelCode="demo-tokyo" mode={mode}>
 *   {({ banner, update }) => <HotelSearch hotelCode="demo-tokyo" resultType="room" banner={banner} update={update} />}
 * </UpdateModeSearch>
 * ```
 */
export interface UpdateSearchParts {
  banner: ReactNode;
  update: UpdateSearchMode;
}

/** Props of `UpdateModeSearch`. */
export interface UpdateModeSearchProps {
  hotelCode: string | null;
  mode: UpdateModeUrl;
  /** The current time (tests pin it): the change deadline and the pending lock are read against it. */
  now?: () => Date;
  children: (parts: UpdateSearchParts) => ReactNode;
}

// A change's own faults: the state of the reservation is checked here, the change on the confirm page.
const CHANGE_REASONS: ReadonlySet<string> = new Set(['minimum_nights', 'invalid_dates', 'plan_changed']);

/** The plans the change may keep (room plans; a plan without one is matched by its hotel plan). */
function keepsPlan(reservation: Reservation, offer: UpdateOffer): boolean {
  return reservation.rooms.some((room) =>
    room.plan.room_plan_code === undefined
      ? room.plan.hotel_plan_code !== undefined && room.plan.hotel_plan_code === offer.hotelPlanCode
      : room.plan.room_plan_code === offer.roomPlanCode,
  );
}

/**
 * Update mode of the search (docs/widget.md#search; the URL's `current_reservation`): reads the reservation and its
 * update settings, then hands the search the banner and the rules of the change. Before anything can be
 * picked the SDK's `reservationUpdateProblem` (which includes `pendingChangeProblem`) tells whether the
 * reservation may change now — past the deadline, edited by staff, an update or payment pending — and the
 * banner says why when not, with nothing selectable; a refusal of the reads (another account, sign out
 * first, an expired link) is said the same way. Otherwise only offers of the reservation's own plan can
 * be picked, and a pick leads to the confirm page.
 *
 * @example
 * ```tsx
 * <UpdateModeSearch hotelCode="demo-tokyo" mode={{ reservationNumber: 'SK2612010001', bypassToken: 'bp_1', hotelId: 101 }}>
 *   {({ banner, update }) => <HotelSearch hotelCode="demo-tokyo" resultType="room" banner={banner} update={update} />}
 * </UpdateModeSearch>
 * ```
 */
export function UpdateModeSearch({
  hotelCode,
  mode,
  now = () => new Date(),
  children,
}: UpdateModeSearchProps) {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const hotel = useHotelInit(hotelCode);
  const [searchParams] = useSearchParams();
  const input = {
    params: {
      path: { hotel_id: hotel?.hotel_id ?? 0, reservation_id: mode.reservationNumber },
      query: mode.bypassToken === null ? {} : { bypass_token: mode.bypassToken },
    },
  };
  const reservation = useReservation(input, { enabled: hotel !== undefined });
  const settings = useReservationUpdateSettings(input, { enabled: hotel !== undefined });
  if (!hotel || reservation.isPending || settings.isPending) return <Spinner />;

  const booked = reservation.data?.data ?? null;
  const rules = settings.data?.data ?? null;
  const loadError = reservation.error ?? settings.error;
  let problem: string | null = null;
  if (loadError) problem = apiErrorMessage(loadError, locale);
  else if (booked) {
    const found = reservationUpdateProblem(booked, rules, now(), {
      checkin_date: booked.checkin_date,
      checkout_date: booked.checkout_date,
    });
    if (found && !CHANGE_REASONS.has(found.reason))
      problem = apiErrorMessage({ code: found.code, message: '' }, locale);
    else if (rules?.can_update === false) problem = text.updateNotChangeable;
  }
  const mcp = booked?.mcp_currency ?? null;
  const update: UpdateSearchMode = {
    reservationNumber: mode.reservationNumber,
    bypassToken: mode.bypassToken,
    mcpCurrency: mcp !== null && mcp !== hotel.currency ? mcp : null,
    minimumNights: rules?.minimum_nights ?? booked?.minimum_nights ?? null,
    unselectableReason: (offer) => {
      if (problem !== null || booked === null) return text.updateOfferBlocked;
      return keepsPlan(booked, offer) ? null : text.updateOfferOtherPlan;
    },
    offerLink: (pick) => updateConfirmPath(mode.reservationNumber, pick),
  };
  const banner = (
    <UpdateBanner
      reservationNumber={mode.reservationNumber}
      reservation={booked}
      locale={locale}
      problem={problem}
      reviewPath={reviewReservationPath(mode.reservationNumber, searchParams)}
    />
  );
  return children({ banner, update });
}

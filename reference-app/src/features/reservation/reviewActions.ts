import {
  canActOnReservation,
  cancellationProblem,
  reservationUpdateProblem,
  type components,
  type ReservationHolder,
  type ReservationViewer,
} from '@staykit/sdk';

type Reservation = components['schemas']['Reservation'];
type UpdateSettings = components['schemas']['ReservationUpdateSettings'];
type User = components['schemas']['User'];

/**
 * The refusals that say who may act rather than what the reservation allows (docs/widget.md#after-booking): the signed-in
 * user must sign out (a guest booking), or the reservation is someone else's.
 *
 * @example
 * ```ts
 * const code: ActorRefusalCode = 'sign_out_required';
 * ```
 */
export type ActorRefusalCode = 'sign_out_required' | 'reservation_access_denied';

const ACTOR_CODES: readonly string[] = ['sign_out_required', 'reservation_access_denied'];

/**
 * Whether an API error code is a who-may-act refusal.
 *
 * @example
 * ```ts
 * isActorRefusal('sign_out_required'); // true
 * isActorRefusal('edited_by_staff'); // false
 * ```
 */
export function isActorRefusal(code: string | null | undefined): code is ActorRefusalCode {
  return code !== null && code !== undefined && ACTOR_CODES.includes(code);
}

const signedIn = (user: Pick<User, 'id' | 'organization'> | null): boolean =>
  user !== null && ((user.id !== null && user.id !== undefined) || Boolean(user.organization));

/**
 * Who booked the reservation, as far as the widget can tell (the contract's reservation does not say; the
 * SDK's `ReservationHolder` is for the app to supply from where it found the reservation):
 *
 * - the update settings answered `sign_out_required`: the API says it is a guest booking;
 * - signed in, and the API opened it for this user: the user's own (a member booking by the user id, a
 *   corporate one by the organization when the user has no id), at the hotel that holds it — so the
 *   facility rule of `canActOnReservation` still applies;
 * - signed out: opened with the confirmation link's token, the path of a guest booking.
 *
 * `null` when the API refused the user as someone else (`reservation_access_denied`): nobody the widget
 * can name.
 *
 * @param reservation - the reservation as opened.
 * @param user - the signed-in user, `null` when signed out.
 * @param settingsRefusal - the error code of the update settings, if they were refused.
 * @example
 * ```ts
 * reservationHolder(reservation, { id: 58231, organization: null }, null);
 * // { hotelId: 101, bookedBy: { kind: 'member', memberId: 58231 } }
 * reservationHolder(reservation, { id: 58231, organization: null }, 'sign_out_required');
 * // { hotelId: 101, bookedBy: { kind: 'guest' } }
 * ```
 */
export function reservationHolder(
  reservation: Pick<Reservation, 'hotel'>,
  user: Pick<User, 'id' | 'organization'> | null,
  settingsRefusal: string | null,
): ReservationHolder | null {
  const hotelId = reservation.hotel.id;
  if (settingsRefusal === 'sign_out_required') return { hotelId, bookedBy: { kind: 'guest' } };
  if (settingsRefusal === 'reservation_access_denied') return null;
  if (!signedIn(user) || user === null) return { hotelId, bookedBy: { kind: 'guest' } };
  if (user.id !== null && user.id !== undefined) {
    return { hotelId, bookedBy: { kind: 'member', memberId: user.id } };
  }
  return { hotelId, bookedBy: { kind: 'corporate', organizationId: user.organization?.id ?? 0 } };
}

/**
 * One action of the review: `hidden` when the user may not take it at all (never shown, docs/widget.md#after-booking), `open`
 * when it can work, `blocked` with the catalogue code of the reason (`null`: the API refuses without a
 * code the widget can name; say "not online" and point to the hotel).
 *
 * @example
 * ```ts
 * const state: ActionState = { kind: 'blocked', code: 'cancellation_same_day' };
 * ```
 */
export type ActionState = { kind: 'hidden' } | { kind: 'open' } | { kind: 'blocked'; code: string | null };

/**
 * The review's actions and the who-may-act refusal to warn about, if any.
 *
 * @example
 * ```ts
 * const actions: ReviewActions = {
 *   actorRefusal: null,
 *   changeStay: { kind: 'open' },
 *   cancel: { kind: 'blocked', code: 'cancellation_same_day' },
 *   receipt: { kind: 'open' },
 *   editContact: { kind: 'open' },
 *   answers: { kind: 'hidden' },
 * };
 * ```
 */
export interface ReviewActions {
  /** Shown as a warning above the actions: sign out (a guest booking) or someone else's reservation. */
  readonly actorRefusal: ActorRefusalCode | null;
  readonly changeStay: ActionState;
  readonly cancel: ActionState;
  readonly receipt: ActionState;
  readonly editContact: ActionState;
  readonly answers: ActionState;
}

/**
 * What the review works from.
 *
 * @example
 * ```ts
 * const input: ReviewActionsInput = {
 *   reservation,
 *   settings: null,
 *   settingsError: null,
 *   user: null,
 *   widgetHotelId: 101,
 *   bypassToken: 'bp_1',
 *   now: new Date(),
 *   timeZone: 'Asia/Tokyo',
 * };
 * ```
 */
export interface ReviewActionsInput {
  readonly reservation: Reservation;
  /** The update settings; `null` while they load or when they were refused. */
  readonly settings: UpdateSettings | null;
  /** The error code the update settings answered, if any. */
  readonly settingsError: string | null;
  readonly user: Pick<User, 'id' | 'organization'> | null;
  /** The facility the widget (and so any sign-in) belongs to. */
  readonly widgetHotelId: number;
  readonly bypassToken: string | null;
  /** The hotel's now (the page's clock). */
  readonly now: Date;
  /** The hotel's IANA time zone, which decides "the day". */
  readonly timeZone: string;
}

const OPEN: ActionState = { kind: 'open' };
const HIDDEN: ActionState = { kind: 'hidden' };
const blocked = (code: string | null): ActionState => ({ kind: 'blocked', code });

// Of the update rule, only what the reservation's state decides: the change itself is not chosen yet.
const STATE_REASONS: readonly string[] = [
  'edited_by_staff',
  'update_deadline_passed',
  'update_in_progress',
  'payment_in_progress',
];

/**
 * Each action of the review, shown only when it can work and with the reason when it cannot (docs/widget.md#after-booking),
 * from the SDK's rules with the update settings and the hotel's now:
 *
 * - Who may act: `canActOnReservation` with the widget's identity and the holder of
 *   {@link reservationHolder}; a refusal hides the actions it covers and is returned as `actorRefusal`
 *   (a guest booking while signed in: `sign_out_required`; someone else's: `reservation_access_denied`).
 *   The receipt follows the `receipt` rule, so a confirmation link still opens it.
 * - Change stay: `reservationUpdateProblem` for the reservation's own dates (the state rules: staff
 *   edit, deadline, pending update or payment), then the settings' `can_update` and `dates`.
 * - Cancel: `cancellationProblem` (same day, staff edit, deadline, pending), then `can_cancel`.
 * - Edit contact details and answers: the settings' `updatable_fields` (`guests`,
 *   `additional_questions`); answers only when the reservation has questions.
 * - A cancelled reservation keeps only its receipt. Actions that need the settings wait for them; if the
 *   settings were refused for another reason (an expired link: 1250), that code is the reason.
 *
 * @example
 * ```ts
 * reviewActions({ reservation, settings, settingsError: null, user: null, widgetHotelId: 101, bypassToken: 'bp_1',
 *   now: new Date('2026-12-10T09:00:00+09:00'), timeZone: 'Asia/Tokyo' }).cancel;
 * // { kind: 'blocked', code: 'cancellation_same_day' }
 * ```
 */
export function reviewActions(input: ReviewActionsInput): ReviewActions {
  const { reservation, settings, settingsError, now, timeZone } = input;
  const holder = reservationHolder(reservation, input.user, settingsError);
  const viewer: ReservationViewer = {
    user: input.user,
    hotelId: input.widgetHotelId,
    bypassToken: input.bypassToken,
  };
  const refusal = (action: 'update' | 'cancel' | 'receipt'): ActorRefusalCode | null => {
    if (holder === null) return 'reservation_access_denied';
    return canActOnReservation(holder, viewer, action)?.code ?? null;
  };
  const updateRefusal = refusal('update');
  const cancelRefusal = refusal('cancel') ?? (isActorRefusal(settingsError) ? settingsError : null);
  const receipt = refusal('receipt') ? HIDDEN : OPEN;
  const actorRefusal = updateRefusal ?? cancelRefusal;
  if (reservation.status === 'cancelled') {
    return {
      actorRefusal,
      changeStay: HIDDEN,
      cancel: HIDDEN,
      receipt,
      editContact: HIDDEN,
      answers: HIDDEN,
    };
  }
  // Without settings there is nothing to act on: still loading (hidden for now) or refused (say why).
  const unsettled = (): ActionState => (settingsError === null ? HIDDEN : blocked(settingsError));

  const changeStay = ((): ActionState => {
    if (updateRefusal) return HIDDEN;
    const problem = reservationUpdateProblem(reservation, settings, now, {
      checkin_date: reservation.checkin_date,
      checkout_date: reservation.checkout_date,
    });
    if (problem && STATE_REASONS.includes(problem.reason)) return blocked(problem.code);
    if (!settings) return unsettled();
    return settings.can_update && settings.updatable_fields.includes('dates') ? OPEN : blocked(null);
  })();

  const cancel = ((): ActionState => {
    if (cancelRefusal) return HIDDEN;
    const problem = cancellationProblem(reservation, now, timeZone, settings);
    if (problem) return blocked(problem.code);
    if (!settings) return unsettled();
    return settings.can_cancel ? OPEN : blocked(null);
  })();

  const field = (name: 'guests' | 'additional_questions'): ActionState => {
    if (updateRefusal) return HIDDEN;
    if (reservation.edited_by_staff) return blocked('edited_by_staff');
    if (!settings) return unsettled();
    if (settings.updatable_fields.includes(name)) return OPEN;
    const problem = reservationUpdateProblem(reservation, settings, now, {
      checkin_date: reservation.checkin_date,
      checkout_date: reservation.checkout_date,
    });
    return blocked(problem && STATE_REASONS.includes(problem.reason) ? problem.code : null);
  };
  const hasQuestions = (reservation.additional_questions ?? []).length > 0;

  return {
    actorRefusal,
    changeStay,
    cancel,
    receipt,
    editContact: field('guests'),
    answers: hasQuestions ? field('additional_questions') : HIDDEN,
  };
}

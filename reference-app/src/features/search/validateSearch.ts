import type { components } from '@staykit/sdk';
import { addDays, daysBetween } from '../../lib/calendarMonth';
import { childrenOf, roomsAreUniform, type SearchValues } from './searchQuery';

type ChildrenMode = components['schemas']['ChildrenMode'];

/**
 * A reason the search form refuses a search, with what the message needs.
 *
 * @example
 * ```ts
 * const problem: SearchProblem = { field: 'room-0', kind: 'tooManyGuests', max: 4 };
 * ```
 */
export type SearchProblem =
  | { field: 'checkin'; kind: 'checkinRequired' | 'checkinTooEarly' }
  | { field: 'checkout'; kind: 'checkoutRequired' | 'checkoutNotAfterCheckin' | 'stayTooLong'; max?: number }
  | { field: 'checkout'; kind: 'stayOutsideRule' }
  | { field: `room-${number}`; kind: 'tooManyGuests' | 'tooManyChildren'; max: number }
  | { field: 'rooms'; kind: 'tooManyRooms'; max: number }
  | { field: 'stay'; kind: 'undatedNeedsSameRooms' };

/** The hotel's limits the form checks before asking the API (docs/widget.md#validation). */
export interface SearchLimits {
  /** The first bookable check-in (the hotel's today). */
  today: string;
  maxGuestsPerRoom: number;
  maxRooms: number;
  /** Children allowed per adult; null for no cap. */
  maxChildrenPerAdult: number | null;
  childrenMode: ChildrenMode;
  /** The fewest nights a changed reservation may have (update mode, docs/widget.md#validation); absent for a new booking. */
  minimumNights?: number | null | undefined;
  /** The most nights a stay may have when the search is for a lottery event (its `max_nights`). */
  maximumNights?: number | null | undefined;
}

/** The longest stay one search may ask for (the API refuses longer ones). */
export const MAX_NIGHTS = 30;

/**
 * Every problem of a search, in form order; empty when it may be sent (docs/widget.md#validation: guests per room
 * capped by max_guests_per_room, children per adult capped, multi-room capped by the hotel's limit,
 * undated search not allowed when rooms differ; check-out after check-in except for day use; a changed
 * reservation at least its minimum nights, a lottery entry's stay within the event's nights).
 *
 * @example
 * ```ts
 * validateSearch(values, { today: '2026-12-01', maxGuestsPerRoom: 4, maxRooms: 10, maxChildrenPerAdult: null, childrenMode: 'tiers' });
 * // [] when the search is fine
 * ```
 */
export function validateSearch(values: SearchValues, limits: SearchLimits): SearchProblem[] {
  const problems: SearchProblem[] = [];
  if (values.stay !== 'undated') {
    if (values.checkin === '') problems.push({ field: 'checkin', kind: 'checkinRequired' });
    else if (daysBetween(limits.today, values.checkin) < 0)
      problems.push({ field: 'checkin', kind: 'checkinTooEarly' });
    if (values.stay === 'overnight' && values.checkin !== '') {
      if (values.checkout === '') problems.push({ field: 'checkout', kind: 'checkoutRequired' });
      else if (daysBetween(values.checkin, values.checkout) <= 0)
        problems.push({ field: 'checkout', kind: 'checkoutNotAfterCheckin' });
      else if (values.checkout > addDays(values.checkin, MAX_NIGHTS))
        problems.push({ field: 'checkout', kind: 'stayTooLong', max: MAX_NIGHTS });
      else if (
        daysBetween(values.checkin, values.checkout) < (limits.minimumNights ?? 0) ||
        values.checkout > addDays(values.checkin, limits.maximumNights ?? MAX_NIGHTS)
      )
        // The stay's own rule (a change's fewest nights, a lottery's nights), said in its own words.
        problems.push({ field: 'checkout', kind: 'stayOutsideRule' });
    }
  }
  if (values.rooms.length > limits.maxRooms)
    problems.push({ field: 'rooms', kind: 'tooManyRooms', max: limits.maxRooms });
  values.rooms.forEach((room, index) => {
    const children = childrenOf(room, limits.childrenMode);
    if (room.adults + children > limits.maxGuestsPerRoom)
      problems.push({ field: `room-${index}`, kind: 'tooManyGuests', max: limits.maxGuestsPerRoom });
    else if (limits.maxChildrenPerAdult !== null && children > room.adults * limits.maxChildrenPerAdult)
      problems.push({ field: `room-${index}`, kind: 'tooManyChildren', max: limits.maxChildrenPerAdult });
  });
  if (values.stay === 'undated' && !roomsAreUniform(values.rooms))
    problems.push({ field: 'stay', kind: 'undatedNeedsSameRooms' });
  return problems;
}

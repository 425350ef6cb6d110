import type { LotterySearch } from '@staykit/sdk';

/**
 * A search for a room lottery (docs/widget.md#lottery), as the route composes it from the event: the event
 * and its link (or a winning entry) sent with the search, the nights an entry may have (said in words under
 * the form), and where a picked offer leads (the entry form, or for a winner the booking's checkout).
 *
 * @example
 * ```ts
 * const lottery: SearchLotteryMode = {
 *   search: { lottery_event_uuid: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001' },
 *   minimumNights: 1, maximumNights: 3, stayRule: 'Stays of 1 to 3 nights',
 *   entryPath: '/room-lottery/guest-detail',
 * };
 * ```
 */
export interface SearchLotteryMode {
  search: LotterySearch;
  /** The event's nights, for an entry; none when a winner books the stay won. */
  minimumNights: number | null;
  maximumNights: number | null;
  stayRule: string | undefined;
  entryPath: string;
}

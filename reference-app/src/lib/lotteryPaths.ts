import { isLotterySearch, readLotterySearch, toSearchQueryString, type components } from '@staykit/sdk';

type LotteryEntry = components['schemas']['LotteryEntry'];

/**
 * The page of one lottery entry (`/room-lottery/confirmation/{number}`), at the hotel.
 *
 * @example
 * ```ts
 * lotteryEntryPath('LE1010002', 'demo-tokyo'); // '/room-lottery/confirmation/LE1010002?hotel_code=demo-tokyo'
 * ```
 */
export function lotteryEntryPath(entryNumber: string, hotelCode: string): string {
  return `/room-lottery/confirmation/${encodeURIComponent(entryNumber)}?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
}

/**
 * The page of a winner's unfinished reservation (`/room-lottery/reservation-incomplete/{number}`).
 *
 * @example
 * ```ts
 * lotteryIncompletePath('LE1010003', 'demo-tokyo');
 * // '/room-lottery/reservation-incomplete/LE1010003?hotel_code=demo-tokyo'
 * ```
 */
export function lotteryIncompletePath(entryNumber: string, hotelCode: string): string {
  return `/room-lottery/reservation-incomplete/${encodeURIComponent(entryNumber)}?${new URLSearchParams({ hotel_code: hotelCode }).toString()}`;
}

/** The stay of an entry as search keys: its dates and its rooms' guests. */
function entryStay(entry: LotteryEntry) {
  const [first, ...others] = entry.rooms;
  const same =
    first !== undefined &&
    others.every(
      (room) =>
        room.adults === first.adults && (room.kids_tiers ?? []).join() === (first.kids_tiers ?? []).join(),
    );
  return {
    checkin: entry.checkin_date,
    checkout: entry.checkout_date,
    ...(same
      ? { adults: first.adults, kids_tiers: first.kids_tiers ?? [], room_count: entry.rooms.length }
      : { rooms: entry.rooms.map((room) => ({ adults: room.adults, kids_tiers: room.kids_tiers ?? [] })) }),
  };
}

/**
 * Where a winner books the stay won (docs/widget.md#lottery): the lottery's search for the entry's dates,
 * guests, room and plan, carrying the entry's number (`lottery_result_entry_number`), which the search and
 * the booking send on so the API books it as the lottery's win.
 *
 * @example
 * ```ts
 * winnerSearchPath(entry, 'demo-tokyo');
 * // '/booking/result?hotel_code=demo-tokyo&lottery_event=…&checkin=…&lottery_result_entry_number=LE1010003'
 * ```
 */
export function winnerSearchPath(entry: LotteryEntry, hotelCode: string): string {
  const query = toSearchQueryString({
    lottery_event: entry.event_id,
    ...entryStay(entry),
    room_type_code: entry.room_type_code,
    ...(entry.hotel_plan_code ? { hotel_plan_code: entry.hotel_plan_code } : {}),
    lottery_result_entry_number: entry.entry_number,
  });
  return `/booking/result?${new URLSearchParams({ hotel_code: hotelCode }).toString()}&${query}`;
}

/**
 * Where a member changes the stay of an entry (docs/widget.md#lottery): the event's search from the entry's
 * stay, carrying its number (`current_lottery_entry`), so the pick saves the entry instead of making one.
 *
 * @example
 * ```ts
 * changeEntryPath(entry, 'demo-tokyo');
 * // '/booking/result?hotel_code=demo-tokyo&lottery_event=…&current_lottery_entry=LE1010002&checkin=…'
 * ```
 */
export function changeEntryPath(entry: LotteryEntry, hotelCode: string): string {
  const query = toSearchQueryString({
    lottery_event: entry.event_id,
    current_lottery_entry: entry.entry_number,
    ...entryStay(entry),
  });
  return `/booking/result?${new URLSearchParams({ hotel_code: hotelCode }).toString()}&${query}`;
}

/**
 * The member's lottery entries: the lottery tab of the account's reservations.
 *
 * @example
 * ```ts
 * myLotteryEntriesPath('demo-tokyo'); // '/my-account/reservations?hotel_code=demo-tokyo&status=lottery'
 * ```
 */
export function myLotteryEntriesPath(hotelCode: string): string {
  return `/my-account/reservations?${new URLSearchParams({ hotel_code: hotelCode, status: 'lottery' }).toString()}`;
}

/**
 * Whether an address is part of a lottery entry (its search or its screens): sign-in from there offers
 * no corporate sign-in, since an entry belongs to a member's own account.
 *
 * @example
 * ```ts
 * isLotteryEntryAddress('/room-lottery/guest-detail?hotel_code=demo-tokyo'); // true
 * isLotteryEntryAddress('/booking/result?hotel_code=demo-tokyo'); // false
 * ```
 */
export function isLotteryEntryAddress(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address, 'http://widget.invalid');
  } catch {
    return false;
  }
  return url.pathname.startsWith('/room-lottery/') || isLotterySearch(readLotterySearch(url.searchParams));
}

/**
 * The lottery fields of a room search, as the API's search takes them (contract: `searchRooms`): the
 * event entered (`lottery_event_uuid`), the lottery link's token (`lottery_access_token`), the winning
 * entry being booked (`lottery_result_entry_number`) and the entry whose stay is being changed
 * (`current_lottery_entry`). Only the fields present are set.
 *
 * @example
 * ```ts
 * const search: LotterySearch = { lottery_event_uuid: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001' };
 * ```
 */
export interface LotterySearch {
  readonly lottery_event_uuid?: string;
  readonly lottery_access_token?: string;
  readonly lottery_result_entry_number?: string;
  readonly current_lottery_entry?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{8,255}$/;
const ENTRY = /^[A-Za-z0-9-]{4,40}$/;

/**
 * The lottery fields of a search address (docs/rules.md, "Lottery"): `lottery_event` (sent as
 * `lottery_event_uuid`; `lottery_event_uuid` is read too), `lottery_access_token`,
 * `lottery_result_entry_number` and `current_lottery_entry`, each kept only when it has the contract's
 * shape, so a mistyped link searches normally instead of reaching the API as a 400.
 *
 * @param query - the address's query, or anything that reads one value by name.
 *
 * @example
 * ```ts
 * readLotterySearch(new URLSearchParams('lottery_event=6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001'));
 * // { lottery_event_uuid: '6f1c2a34-7b8d-4e9f-a0b1-c2d3e4f50001' }
 * ```
 */
export function readLotterySearch(query: { get(name: string): string | null }): LotterySearch {
  const read = (name: string, shape: RegExp) => {
    const value = query.get(name)?.trim() ?? '';
    return shape.test(value) ? value : undefined;
  };
  const event = read('lottery_event', UUID) ?? read('lottery_event_uuid', UUID);
  const token = read('lottery_access_token', TOKEN);
  const winner = read('lottery_result_entry_number', ENTRY);
  const current = read('current_lottery_entry', ENTRY);
  return {
    ...(event === undefined ? {} : { lottery_event_uuid: event.toLowerCase() }),
    ...(token === undefined ? {} : { lottery_access_token: token }),
    ...(winner === undefined ? {} : { lottery_result_entry_number: winner }),
    ...(current === undefined ? {} : { current_lottery_entry: current }),
  };
}

/**
 * Whether a search is a lottery search: it names an event, a lottery link, a winning entry or an entry
 * being changed. Such a search is not a guest's ordinary search (it is not saved for the next visit, and
 * its results lead to the lottery's own screens).
 *
 * @example
 * ```ts
 * isLotterySearch({}); // false
 * isLotterySearch({ lottery_result_entry_number: 'LE1010003' }); // true
 * ```
 */
export function isLotterySearch(search: LotterySearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

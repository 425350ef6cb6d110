/**
 * The lottery and language rules of the search operations (searchRooms, getRoomRecommendations,
 * getRoomPrice, and getRoomInventory for the lottery link and lottery-only dates), with their magic
 * values read from the trigger registry:
 * - `lottery_access_token`: the link triggers give 410 3780-3783; any other token is a valid link.
 * - `lottery_result_entry_number`: an entry of the store must be the searching member's pending win
 *   (`winningEntry`: `lottery_access_denied`, `lottery_not_winner`, `lottery_deadline_passed`), and then
 *   its stay may fall on lottery-only nights and the search may name its (drawn) event; the entry triggers
 *   give 403; any other entry is a winning one.
 * - `hotel_plan_codes`: the language-plan triggers name plans sold in Japanese only (3601-3604 in any
 *   other language; in Japanese they match nothing).
 * - `lottery_event_uuid`: the unavailable-event triggers give their code (3751-3760); the open event of
 *   the seed (`LOTTERY`) is available at its hotel; any other event is unavailable (3751).
 * - Lottery-only nights at the lottery's hotel need the open event (3750).
 */
import { db } from '../db/db';
import type { HotelRow } from '../db/rows';
import { optionalUserToken } from '../identity/userTokens';
import { winningEntry } from '../lottery/lotteryEntries';
import { checkLotteryLink } from '../lottery/lotteryLink';
import { LOTTERY } from '../seed/scenarios';
import { ApiError } from '../http/errors';
import { addDays } from '../lib/dates';
import { TRIGGERS } from '../triggers';
import { hotelToday, stayDates } from './searchRequest';
import type { SearchRequest } from './searchRequest';

const ENTRY_TRIGGERS = [TRIGGERS.lotteryNotWinner, TRIGGERS.lotteryAccessDenied];

const LANGUAGE_TRIGGERS = [
  TRIGGERS.planLanguageRestricted,
  TRIGGERS.planLanguageUnavailable,
  TRIGGERS.planLanguageMismatch,
  TRIGGERS.planLanguageSettingInvalid,
];

const EVENT_TRIGGERS = [
  TRIGGERS.lotteryUnavailable3751,
  TRIGGERS.lotteryUnavailable3752,
  TRIGGERS.lotteryUnavailable3753,
  TRIGGERS.lotteryUnavailable3754,
  TRIGGERS.lotteryUnavailable3755,
  TRIGGERS.lotteryUnavailable3757,
  TRIGGERS.lotteryUnavailable3758,
  TRIGGERS.lotteryUnavailable3759,
  TRIGGERS.lotteryUnavailable3760,
];

/** Which rules apply: every one for searches and price checks; link and dates only for the inventory. */
export type LotteryRuleScope = 'search' | 'inventory';

/** Whether the search names the open lottery event at its hotel. */
export function hasOpenLotteryEvent(hotel: HotelRow, search: Pick<SearchRequest, 'lottery'>): boolean {
  return hotel.id === LOTTERY.hotelId && search.lottery.eventUuid?.toLowerCase() === LOTTERY.eventUuid;
}

/** The lottery-only nights of a hotel (empty but at the lottery's hotel). */
export function lotteryOnlyDates(hotel: HotelRow): string[] {
  if (hotel.id !== LOTTERY.hotelId) return [];
  const today = hotelToday(hotel);
  const dates: string[] = [];
  for (let day = LOTTERY.onlyDays.from; day <= LOTTERY.onlyDays.to; day += 1) dates.push(addDays(today, day));
  return dates;
}

/**
 * Applies the lottery and language rules; throws the first that refuses the search.
 *
 * @example
 * ```ts
 * checkLotteryAndLanguage(hotel, search); // throws 3750 for a lottery-only night without the event
 * ```
 *
 * @param request - the search's request, whose user token says whose entry a winner's search names.
 */
export function checkLotteryAndLanguage(
  hotel: HotelRow,
  search: Pick<SearchRequest, 'stay' | 'hotelPlanCodes' | 'language' | 'lottery'>,
  scope: LotteryRuleScope = 'search',
  request?: Request,
): void {
  const { lottery } = search;
  let won: string | undefined;
  checkLotteryLink(lottery.accessToken);
  if (scope === 'search') {
    const number = lottery.entryNumber;
    if (number !== undefined && request !== undefined && db.lotteryEntry.get(number)) {
      won = winningEntry(number, optionalUserToken(request)?.member.id ?? null)?.event_id;
    }
    const entry = ENTRY_TRIGGERS.find((trigger) => trigger.value === lottery.entryNumber);
    if (entry) {
      throw new ApiError(entry.code, {
        message:
          entry.code === 'lottery_not_winner'
            ? `Lottery entry ${lottery.entryNumber ?? ''} did not win`
            : `Lottery entry ${lottery.entryNumber ?? ''} belongs to another account`,
      });
    }
    const japanese = (search.language ?? hotel.locale).toLowerCase().startsWith('ja');
    const restricted = LANGUAGE_TRIGGERS.find((trigger) => search.hotelPlanCodes.includes(trigger.value));
    if (restricted && !japanese) {
      throw new ApiError(restricted.code, {
        message: `The plan ${restricted.value} is sold in Japanese only`,
        fields: { hotel_plan_codes: [`${restricted.value} is not available in this language`] },
      });
    }
    // A winner searches with the event of the win, drawn and no longer taking entries.
    const winnersEvent = won !== undefined && won === lottery.eventUuid?.toLowerCase();
    if (lottery.eventUuid !== undefined && !hasOpenLotteryEvent(hotel, search) && !winnersEvent) {
      const event = EVENT_TRIGGERS.find((trigger) => trigger.value === lottery.eventUuid?.toLowerCase());
      throw new ApiError(event?.code ?? '3751', {
        message: `The lottery ${lottery.eventUuid} is unavailable`,
      });
    }
  }
  const only = lotteryOnlyDates(hotel);
  // A winner books the stay won, on lottery-only nights too.
  if (only.length > 0 && won === undefined && !hasOpenLotteryEvent(hotel, search)) {
    const night = stayDates(search.stay).find((date) => only.includes(date));
    if (night !== undefined) {
      throw new ApiError('3750', {
        message: `${night} is for lottery entries only: enter the lottery ${LOTTERY.eventUuid}`,
      });
    }
  }
}

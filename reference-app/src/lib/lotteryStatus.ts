import type { components } from '@staykit/sdk';
import type { BadgeTone } from '../components/ui/Badge';
import type { MessageKey } from '../i18n/messages';

type LotteryStatus = components['schemas']['LotteryStatus'];

/**
 * How each lottery entry state shows: its words and the tone of its badge (the member's entries list and an
 * entry's own page show the same).
 *
 * @example
 * ```ts
 * const [key, tone] = LOTTERY_STATUS.not_winner; // ['lotteryStatusNotWinner', 'neutral']
 * ```
 */
export const LOTTERY_STATUS: Readonly<Record<LotteryStatus, readonly [MessageKey, BadgeTone]>> = {
  registered: ['lotteryStatusRegistered', 'info'],
  not_winner: ['lotteryStatusNotWinner', 'neutral'],
  winner_reservation_pending: ['lotteryStatusWinnerPending', 'success'],
  winner_reservation_confirmed: ['lotteryStatusWinnerConfirmed', 'success'],
  winner_reservation_cancelled: ['lotteryStatusWinnerCancelled', 'neutral'],
  winner_reservation_pending_declined: ['lotteryStatusWinnerDeclined', 'warning'],
  registration_cancelled: ['lotteryStatusCancelled', 'neutral'],
};

/**
 * The bot check (the contract's `turnstile_token`) of the forms a hotel guards with it: a booking on the
 * hotel's own site, a sign-in (a member's or a corporate user's), a sign-up and a password-reset request.
 * A hotel that requires it (`turnstile_enabled`: demo-nagoya) refuses a request without a token; the
 * trigger token `turnstile-fail` is refused at every hotel; any other token passes, as the SDK's
 * `createMockBotCheck` gives one (`turnstile-mock-pass`).
 */
import type { HotelRow } from '../db/rows';
import { ApiError } from '../http/errors';

/** The token the bot check refuses wherever it is sent (docs/mock-triggers.md). */
export const FAILING_BOT_CHECK_TOKEN = 'turnstile-fail';

/**
 * Throws `bot_check_failed` when the request's token does not pass: missing where the hotel requires the
 * check, or the failing trigger's token anywhere. Run it before anything else the request asks, so a
 * refused check tells nothing of the account or the stay.
 *
 * @param required - whether this request must carry a token (the hotel's setting by default).
 * @example
 * ```ts
 * checkBotToken(nagoya, undefined); // throws bot_check_failed
 * checkBotToken(tokyo, undefined); // passes: demo-tokyo does not require the check
 * ```
 */
export function checkBotToken(
  hotel: HotelRow,
  token: string | undefined,
  required: boolean = hotel.bot_check,
): void {
  const missing = required && (token ?? '') === '';
  if (missing || token === FAILING_BOT_CHECK_TOKEN) {
    throw new ApiError('bot_check_failed', { message: 'The bot check failed: run it again' });
  }
}

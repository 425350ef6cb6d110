/**
 * The lottery link's rule, once for every operation that takes `lottery_access_token` (the event, an entry,
 * the searches): the token's shape, and the link triggers that answer 410 3780-3783; any other token is a
 * valid link.
 */
import { ApiError } from '../http/errors';
import { TRIGGERS } from '../triggers';

/** The contract's shape of a lottery link's token, for a body or query reader. */
export const LINK_TOKEN = { minLength: 8, maxLength: 255, pattern: /^[A-Za-z0-9_-]+$/ } as const;

const LINK_TRIGGERS = [
  TRIGGERS.lotteryLinkInvalid3780,
  TRIGGERS.lotteryLinkInvalid3781,
  TRIGGERS.lotteryLinkInvalid3782,
  TRIGGERS.lotteryLinkInvalid3783,
];

/**
 * Refuses a lottery link that has expired or is invalid (410 3780-3783, by its trigger).
 *
 * @example
 * ```ts
 * checkLotteryLink('lottery_link_3781'); // throws 3781
 * checkLotteryLink(undefined); // no link: nothing to check
 * ```
 */
export function checkLotteryLink(token: string | undefined): void {
  const link = LINK_TRIGGERS.find((trigger) => trigger.value === token);
  if (link) throw new ApiError(link.code, { message: 'The lottery link has expired or is invalid' });
}

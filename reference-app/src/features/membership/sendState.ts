import type { StaykitError } from '@staykit/sdk';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import type { BotCheckState } from '../../lib/useBotCheck';

/**
 * What a member form shows of its mutation: whether it is being sent, and the API's refusal in the
 * guest's language (`MemberForm`'s `sending` and `refusal`). A form the hotel guards with the bot check
 * also waits for the check, and says when the check refused.
 *
 * @example
 * ```tsx
 * <MemberFormPage {...sendState(signIn, locale, botCheck)} … />
 * ```
 */
export function sendState(
  mutation: { isPending: boolean; error: StaykitError | null },
  locale: string,
  botCheck?: Pick<BotCheckState, 'checking' | 'error'>,
): { sending: boolean; refusal: string | null } {
  const error = botCheck?.error ?? mutation.error;
  return {
    sending: mutation.isPending || botCheck?.checking === true,
    refusal: error ? apiErrorMessage(error, locale) : null,
  };
}

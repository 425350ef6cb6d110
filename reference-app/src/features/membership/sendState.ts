import type { StaykitError } from '@staykit/sdk';
import { apiErrorMessage } from '../../lib/apiErrorMessage';

/**
 * What a member form shows of its mutation: whether it is being sent, and the API's refusal in the
 * guest's language (`MemberForm`'s `sending` and `refusal`).
 *
 * @example
 * ```tsx
 * <MemberFormPage {...sendState(signIn, locale)} … />
 * ```
 */
export function sendState(
  mutation: { isPending: boolean; error: StaykitError | null },
  locale: string,
): { sending: boolean; refusal: string | null } {
  return {
    sending: mutation.isPending,
    refusal: mutation.error ? apiErrorMessage(mutation.error, locale) : null,
  };
}

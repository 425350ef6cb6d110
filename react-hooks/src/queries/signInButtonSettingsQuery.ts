import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableCode, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `signInButtonSettingsQuery` and `useSignInButtonSettings` take: the `getSignInButtonSettings` call's
 * `params` as the contract types them.
 *
 * @example
 * ```ts
 * const input: SignInButtonSettingsInput = { params: { path: { hotel_code: 'demo-tokyo' } } };
 * ```
 */
export type SignInButtonSettingsInput = OperationInit<'/hotels/{hotel_code}/settings/sign_in_button', 'get'>;

/**
 * What `getSignInButtonSettings` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: SignInButtonSettingsData = await queryClient.fetchQuery(
 *   signInButtonSettingsQuery(client, input),
 * );
 * ```
 */
export type SignInButtonSettingsData = OperationData<'/hotels/{hotel_code}/settings/sign_in_button', 'get'>;

/**
 * The settings of the sign-in button a hotel puts on its own site (`getSignInButtonSettings`). Kept fresh
 * for 10 minutes; waits while the hotel code is empty.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useSignInButtonSettings` then finds the answer in the cache.
 * await queryClient.prefetchQuery(signInButtonSettingsQuery(client, input));
 * ```
 */
export function signInButtonSettingsQuery(client: StaykitClient, input: SignInButtonSettingsInput) {
  const hotelCode = input.params.path.hotel_code;
  return queryOptions<SignInButtonSettingsData, StaykitError>({
    queryKey: staykitKeys.signInButtonSettings(hotelCode, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getSignInButtonSettings(withSignal(input, signal)),
    enabled: isUsableCode(hotelCode),
    ...SETTINGS_POLICY,
  });
}

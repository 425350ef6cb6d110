import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SETTINGS_POLICY } from '../internal/queryPolicies';
import { isUsableCode, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `loginWidgetQuery` and `useLoginWidget` take: the `getLoginWidget` call's `params` as the contract
 * types them.
 *
 * @example
 * ```ts
 * const input: LoginWidgetInput = { params: { path: { hotel_code: 'demo-tokyo' } } };
 * ```
 */
export type LoginWidgetInput = OperationInit<'/hotels/{hotel_code}/login_widget', 'get'>;

/**
 * What `getLoginWidget` answers, as the contract types it.
 *
 * @example
 * ```ts
 * const answer: LoginWidgetData = await queryClient.fetchQuery(loginWidgetQuery(client, input));
 * ```
 */
export type LoginWidgetData = OperationData<'/hotels/{hotel_code}/login_widget', 'get'>;

/**
 * The header's sign-in options and social app ids (`getLoginWidget`), loaded at start-up with the brand
 * data. Kept fresh for 10 minutes; waits while the hotel code is empty.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * // Prefetch before the screen opens; `useLoginWidget` then finds the answer in the cache.
 * await queryClient.prefetchQuery(loginWidgetQuery(client, input));
 * ```
 */
export function loginWidgetQuery(client: StaykitClient, input: LoginWidgetInput) {
  const hotelCode = input.params.path.hotel_code;
  return queryOptions<LoginWidgetData, StaykitError>({
    queryKey: staykitKeys.loginWidget(hotelCode, keyParams(client, input)),
    queryFn: ({ signal }) => client.booking.getLoginWidget(withSignal(input, signal)),
    enabled: isUsableCode(hotelCode),
    ...SETTINGS_POLICY,
  });
}

import type { OperationData, OperationInit, StaykitClient, StaykitError } from '@staykit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { SEARCH_POLICY } from '../internal/queryPolicies';
import { isUsableId, keyParams, withSignal } from '../internal/requestParts';
import { staykitKeys } from './queryKeys';

/**
 * What `memberPointsQuery` and `useMemberPoints` take: the `getPoints` call's `params` as the contract
 * types them.
 *
 * @example
 * ```ts
 * const input: MemberPointsInput = { params: { path: { hotel_id: 101 } } };
 * ```
 */
export type MemberPointsInput = OperationInit<'/hotels/{hotel_id}/memberships/point', 'get'>;

/**
 * What `getPoints` answers, as the contract types it: the balance and the spending rules.
 *
 * @example
 * ```ts
 * const answer: MemberPointsData = await queryClient.fetchQuery(memberPointsQuery(client, input));
 * ```
 */
export type MemberPointsData = OperationData<'/hotels/{hotel_id}/memberships/point', 'get'>;

/**
 * The signed-in member's point balance and spending rules at a hotel (`getPoints`; the client sends the
 * user token). Refetched whenever a screen mounts, since a booking elsewhere may have spent points; waits
 * while the hotel id is a placeholder (below 1). Enable it only for a signed-in member: a guest gets 401.
 *
 * @example
 * ```tsx
 * const queryClient = useQueryClient();
 * const client = useStaykitClient();
 * await queryClient.prefetchQuery(memberPointsQuery(client, { params: { path: { hotel_id: 101 } } }));
 * ```
 */
export function memberPointsQuery(client: StaykitClient, input: MemberPointsInput) {
  const hotelId = input.params.path.hotel_id;
  return queryOptions<MemberPointsData, StaykitError>({
    queryKey: staykitKeys.memberPoints(hotelId, keyParams(client, input)),
    queryFn: ({ signal }) => client.membership.getPoints(withSignal(input, signal)),
    enabled: isUsableId(hotelId),
    ...SEARCH_POLICY,
  });
}

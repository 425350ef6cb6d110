import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  memberPointsQuery,
  type MemberPointsData,
  type MemberPointsInput,
} from '../queries/memberPointsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The signed-in member's point balance and spending rules at a hotel (`getPoints`). Refetched whenever a
 * screen mounts; waits while the hotel id is a placeholder (below 1). Pass `enabled: false` while nobody
 * is signed in: a guest gets 401.
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const points = useMemberPoints({ params: { path: { hotel_id: 101 } } }, { enabled: signedIn });
 * ```
 */
export function useMemberPoints<TData = MemberPointsData>(
  input: MemberPointsInput,
  options?: StaykitQueryOptions<MemberPointsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(memberPointsQuery(client, input), options));
}

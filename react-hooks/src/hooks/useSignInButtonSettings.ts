import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import {
  signInButtonSettingsQuery,
  type SignInButtonSettingsData,
  type SignInButtonSettingsInput,
} from '../queries/signInButtonSettingsQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The settings of the sign-in button a hotel puts on its own site (`getSignInButtonSettings`). Kept fresh
 * for 10 minutes; waits while the hotel code is empty.
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const settings = useSignInButtonSettings({ params: { path: { hotel_code: 'demo-tokyo' } } });
 * ```
 */
export function useSignInButtonSettings<TData = SignInButtonSettingsData>(
  input: SignInButtonSettingsInput,
  options?: StaykitQueryOptions<SignInButtonSettingsData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(signInButtonSettingsQuery(client, input), options));
}

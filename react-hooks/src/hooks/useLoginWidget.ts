import type { StaykitError } from '@staykit/sdk';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { mergeQueryOptions } from '../internal/mergeQueryOptions';
import { loginWidgetQuery, type LoginWidgetData, type LoginWidgetInput } from '../queries/loginWidgetQuery';
import { useStaykitClient } from '../StaykitProvider';
import type { StaykitQueryOptions } from './StaykitQueryOptions';

/**
 * The header's sign-in options and social app ids (`getLoginWidget`), loaded at start-up with the brand
 * data. Kept fresh for 10 minutes; waits while the hotel code is empty.
 * `options` adds TanStack options (`enabled`, `select`, ...); the conditions above still keep it off.
 *
 * @example
 * ```tsx
 * const loginWidget = useLoginWidget({ params: { path: { hotel_code: 'demo-tokyo' } } });
 * ```
 */
export function useLoginWidget<TData = LoginWidgetData>(
  input: LoginWidgetInput,
  options?: StaykitQueryOptions<LoginWidgetData, TData>,
): UseQueryResult<TData, StaykitError> {
  const client = useStaykitClient();
  return useQuery(mergeQueryOptions(loginWidgetQuery(client, input), options));
}

import { createStaykitClient, type StaykitClient, type StaykitClientOptions } from '@staykit/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStaykitQueryClient } from '../createStaykitQueryClient';
import { StaykitProvider } from '../StaykitProvider';
import { API_URL, TEST_CREDENTIALS } from './staykitTestServer';

/** Options of `renderStaykitHook`. */
export interface RenderStaykitHookOptions<Props> {
  /** The cache; a fresh `createStaykitQueryClient()` by default. */
  queryClient?: QueryClient;
  /** Overrides of the test client's options (`retryDelayMs`, ...). */
  client?: Partial<StaykitClientOptions>;
  initialProps?: Props;
}

/**
 * Renders a hook inside a `StaykitProvider` with a real SDK client for `API_URL` (locale `ja`, memory
 * session storage), whose requests MSW answers.
 *
 * @example
 * ```ts
 * const { result, client, queryClient } = renderStaykitHook(() => useHotelInfo(input));
 * await waitFor(() => expect(result.current.isSuccess).toBe(true));
 * ```
 */
export function renderStaykitHook<Result, Props = undefined>(
  hook: (props: Props) => Result,
  options: RenderStaykitHookOptions<Props> = {},
) {
  const client: StaykitClient = createStaykitClient({
    baseUrl: API_URL,
    locale: 'ja',
    credentials: TEST_CREDENTIALS,
    ...options.client,
  });
  const queryClient = options.queryClient ?? createStaykitQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StaykitProvider client={client} queryClient={queryClient}>
      {children}
    </StaykitProvider>
  );
  const rendered =
    options.initialProps === undefined
      ? renderHook(hook, { wrapper })
      : renderHook(hook, { wrapper, initialProps: options.initialProps });
  return { ...rendered, client, queryClient };
}

import type { StaykitClient } from '@staykit/sdk';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { StaykitContext, useStaykitContext, type StaykitContextValue } from './internal/staykitContext';

/**
 * Props of `StaykitProvider`.
 *
 * @example
 * ```tsx
 * const props: StaykitProviderProps = { client, queryClient, children: <App /> };
 * ```
 */
export interface StaykitProviderProps {
  /** The client of `createStaykitClient`; every hook below calls the API through it. */
  client: StaykitClient;
  /** The cache of every Staykit query; `createStaykitQueryClient()` gives one with the right defaults. */
  queryClient: QueryClient;
  /**
   * Who is signed in: any string that changes when the signed-in user or their session does (a user id
   * and programme, say), or null for a guest. The queries whose answers depend on it (prices, stock, the
   * account) carry it in their keys: each user's answers are cached apart, and a sign-in, a sign-out or a
   * programme switch moves every such hook to the new user's key, with no invalidation to remember. Never
   * put a token here: keys are visible in devtools.
   */
  user?: string | null;
  /** The app, or the part of it that uses Staykit hooks. */
  children?: ReactNode;
}

/**
 * Makes a Staykit client and a TanStack QueryClient available to the hooks of `@staykit/react`.
 *
 * @example
 * ```tsx
 * const client = createStaykitClient({ baseUrl: 'https://api.example.com', locale: 'ja', credentials });
 * const queryClient = createStaykitQueryClient();
 *
 * createRoot(element).render(
 *   <StaykitProvider client={client} queryClient={queryClient}>
 *     <BookingWidget />
 *   </StaykitProvider>,
 * );
 * ```
 */
export function StaykitProvider({ client, queryClient, user = null, children }: StaykitProviderProps) {
  // The locale lives in React state too: the client's own `setLocale` re-renders nothing, and every query
  // key holds the locale, so hooks must render again to move to the new language's keys.
  const [locale, setLocaleState] = useState(client.locale);
  const setLocale = useCallback(
    (next: string) => {
      client.setLocale(next);
      setLocaleState(next);
    },
    [client],
  );
  const value = useMemo<StaykitContextValue>(
    () => ({ client, locale, setLocale, user }),
    [client, locale, setLocale, user],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <StaykitContext.Provider value={value}>{children}</StaykitContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * The Staykit client of the nearest `StaykitProvider`, for calls no hook covers (bookings, payments).
 * Throws when there is no provider above.
 *
 * @example
 * ```tsx
 * function useBook(hotelId: number) {
 *   const client = useStaykitClient();
 *   return useMutation({
 *     mutationFn: (body: ReservationBody) =>
 *       client.booking.createReservation({ params: { path: { hotel_id: hotelId } }, body }),
 *   });
 * }
 * ```
 */
export function useStaykitClient(): StaykitClient {
  return useStaykitContext().client;
}

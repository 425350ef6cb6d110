import { useLoginWidget, useStaykitClient, type LoginWidgetData } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isCustomAuthRoute } from './identityRequest';
import type { IdentityState, IdentityStore } from './identityStore';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/**
 * Who is signed in, for the layout and the header.
 *
 * @example
 * ```tsx
 * const identity: StartupIdentity = useStartupIdentity(store, 'demo-tokyo', hotel, pathname);
 * if (!identity.settled) return <Spinner />;
 * ```
 */
export interface StartupIdentity extends IdentityState {
  /** Start-up identity (and any custom authentication) has finished: the page may show. */
  readonly settled: boolean;
  /** The login widget's options (`getLoginWidget`), once loaded. */
  readonly loginWidget: LoginWidgetData['data'] | undefined;
  /** The login widget's options are still on their way (a failed load is not loading). */
  readonly loginWidgetLoading: boolean;
  readonly signOut: () => void;
  readonly dismissNotice: () => void;
}

/**
 * Runs start-up identity (docs/widget.md#start-up) once the hotel's init has loaded, then brand custom authentication
 * whenever the screen is the booking result or the facilities list, and reads the store's state. The
 * login widget's data only shapes the header: identity, and so the first screen, does not wait for it.
 *
 * @param store - the widget's identity store.
 * @param hotelCode - the start-up hotel code: the login widget's data loads alongside the init.
 * @param hotel - the hotel's init once it arrived and the locale is settled (identity waits until then).
 * @param pathname - the current screen.
 * @example
 * ```tsx
 * const identity = useStartupIdentity(store, startup.hotelCode, localeSettled ? init.data?.data : undefined, pathname);
 * ```
 */
export function useStartupIdentity(
  store: IdentityStore,
  hotelCode: string | null,
  hotel: BookingWidgetInit | undefined,
  pathname: string,
): StartupIdentity {
  const client = useStaykitClient();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // Loaded beside the init (createWidget starts it), off the first price's path.
  const loginWidget = useLoginWidget(
    { params: { path: { hotel_code: hotelCode ?? '' } } },
    // A locale change reloads it: the header keeps the answer in the first language meanwhile.
    { placeholderData: keepPreviousData },
  );

  useEffect(() => {
    if (hotel) void store.start({ client, hotel, pathname });
  }, [store, client, hotel, pathname]);

  useEffect(() => {
    if (!hotel || state.phase !== 'settled' || !isCustomAuthRoute(pathname)) return;
    if (store.customAuthPending(hotel)) void store.runCustomAuth({ client, hotel, pathname });
  }, [store, client, hotel, state.phase, pathname]);

  const signOut = useCallback(() => {
    if (hotel) void store.signOut({ client, hotel });
  }, [store, client, hotel]);

  return {
    ...state,
    settled: state.phase === 'settled',
    loginWidget: loginWidget.data?.data,
    loginWidgetLoading: loginWidget.isPending,
    signOut,
    dismissNotice: store.dismissNotice,
  };
}

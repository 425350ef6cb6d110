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
  readonly signOut: () => void;
  readonly dismissNotice: () => void;
}

/**
 * Runs start-up identity (B §4) once the hotel's init and the login widget's data have loaded, then brand
 * custom authentication whenever the screen is the booking result or the facilities list, and reads the
 * store's state.
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
  // B §4: identity comes after the brand and login-widget data; a failed login widget does not block it.
  const loginWidget = useLoginWidget(
    { params: { path: { hotel_code: hotelCode ?? '' } } },
    // A locale change reloads it: identity keeps going with the answer in the first language.
    { placeholderData: keepPreviousData },
  );
  const loginWidgetSettled = hotel !== undefined && !loginWidget.isPending;

  useEffect(() => {
    if (hotel && loginWidgetSettled) void store.start({ client, hotel, pathname });
  }, [store, client, hotel, loginWidgetSettled, pathname]);

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
    signOut,
    dismissNotice: store.dismissNotice,
  };
}

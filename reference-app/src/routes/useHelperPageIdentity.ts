import { useBookingWidgetInit, useStaykitClient } from '@staykit/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useWidgetContext } from '../app/WidgetContext';
import { useHotelInitInput } from '../lib/hotelInitInput';

/**
 * The hotel and who is signed in, for a chatbot's helper page outside the hotel's layout
 * (`/iframe-token`, `/iframe-liff-token`): loads the init of the address's hotel and, once it has
 * arrived, runs start-up identity as the layout would (the stored sign-in is the hotel brand's, known
 * from the init). `settled` once both are known.
 *
 * @example
 * ```ts
 * const { init, hotel, identity, settled } = useHelperPageIdentity('/iframe-token');
 * ```
 */
export function useHelperPageIdentity(pathname: string) {
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const init = useBookingWidgetInit(useHotelInitInput(startup.hotelCode ?? ''));
  const hotel = init.data?.data;
  const state = useSyncExternalStore(identity.subscribe, identity.getState, identity.getState);
  useEffect(() => {
    if (hotel) void identity.start({ client, hotel, pathname });
  }, [identity, client, hotel, pathname]);
  return { init, hotel, identity: state, settled: hotel !== undefined && state.phase === 'settled' };
}

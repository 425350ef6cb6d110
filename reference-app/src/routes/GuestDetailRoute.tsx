import { useSyncExternalStore } from 'react';
import { useWidgetContext } from '../app/WidgetContext';
import { useWidgetGateway } from '../app/useWidgetGateway';
import { HotelCheckout } from '../features/checkout/HotelCheckout';

/** /reservation/guest-detail: the selection's price and the guest's details (docs/widget.md#screens, #checkout). */
export function GuestDetailRoute() {
  const { startup, apiUrl, identity } = useWidgetContext();
  const gateway = useWidgetGateway();
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  return (
    <HotelCheckout
      hotelCode={startup.hotelCode}
      gateway={gateway}
      apiUrl={apiUrl}
      member={user !== null}
      memberNames={user ?? undefined}
      landing={{ tracking: startup.tracking, metasearchSource: startup.metasearchSource }}
      otaEnabled={startup.otaEnabled}
    />
  );
}

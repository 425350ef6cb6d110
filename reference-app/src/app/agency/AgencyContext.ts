import type { PaymentGateway } from '@staykit/sdk';
import type { MapTiles } from '../../features/agency/mapTiles';
import { createContext, useContext } from 'react';

/**
 * What the storefront's routes know about where it runs: the payment gateway its checkout tokenises
 * cards with (the mock's test gateway here; a deployment plugs its own in, see `PaymentGateway`).
 *
 * @example
 * ```ts
 * const value: AgencyContextValue = { gateway: createMockGateway(client), apiUrl: 'https://api.example.com' };
 * ```
 */
export interface AgencyContextValue {
  gateway: PaymentGateway;
  /** The API's address: the one origin whose issuer page may be plain http (`openThreeDSecure`). */
  apiUrl: string;
  /** The map's tile source; none draws the markers on a plain background. */
  mapTiles: MapTiles | null;
}

/** The storefront's context; `AgencyApp` provides it. */
export const AgencyContext = createContext<AgencyContextValue | null>(null);

/**
 * The storefront's context, for its routes.
 *
 * @example
 * ```ts
 * const { gateway } = useAgencyContext();
 * ```
 */
export function useAgencyContext(): AgencyContextValue {
  const context = useContext(AgencyContext);
  if (!context) throw new Error('The storefront routes need AgencyApp above them');
  return context;
}

import { createContext, useContext } from 'react';

/**
 * What the storefront's routes know about where it runs: the booking widget's address ('' for the same
 * site), where a hotel's rooms open.
 *
 * @example
 * ```ts
 * const value: AgencyContextValue = { widgetUrl: 'https://book.example.com' };
 * ```
 */
export interface AgencyContextValue {
  widgetUrl: string;
}

/** The storefront's context; `AgencyApp` provides it. */
export const AgencyContext = createContext<AgencyContextValue>({ widgetUrl: '' });

/**
 * The storefront's context, for its routes.
 *
 * @example
 * ```ts
 * const { widgetUrl } = useAgencyContext();
 * ```
 */
export function useAgencyContext(): AgencyContextValue {
  return useContext(AgencyContext);
}

import { createContext, useContext } from 'react';

/**
 * The `handle` of each route that matches the address, outermost first (what a route says about itself:
 * its title, whether it hides the chatbot). Provided by the app's router.
 */
export const RouteHandlesContext = createContext<readonly unknown[]>([]);

/**
 * The handles of the routes that match the address, outermost first.
 *
 * @example
 * ```ts
 * const hidesChatbot = useRouteHandles().some((handle) => isHidingHandle(handle));
 * ```
 */
export function useRouteHandles(): readonly unknown[] {
  return useContext(RouteHandlesContext);
}

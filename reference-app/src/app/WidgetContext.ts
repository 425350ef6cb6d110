import { createContext, useContext } from 'react';
import type { IdentityStore } from '../features/identity/identityStore';
import type { StartupUrl } from '../features/startup/readStartupUrl';

/**
 * What the widget knows from start-up, for the app's layouts and routes.
 *
 * @example
 * ```ts
 * const value: WidgetContextValue = { startup: readStartupUrl(location.href), identity, apiUrl: 'https://api.example.com' };
 * ```
 */
export interface WidgetContextValue {
  startup: StartupUrl;
  /** Who is signed in (start-up identity, sign-out, the 401 rule). */
  identity: IdentityStore;
  /** The API the widget talks to: the one origin whose 3-D Secure pages may be plain http (a local mock). */
  apiUrl: string;
}

/** The widget's start-up facts; provided by `WidgetApp`. */
export const WidgetContext = createContext<WidgetContextValue | null>(null);

/**
 * The widget's start-up facts. Throws outside `WidgetApp`.
 *
 * @example
 * ```tsx
 * const { startup } = useWidgetContext();
 * ```
 */
export function useWidgetContext(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidgetContext needs <WidgetApp> above it');
  return value;
}

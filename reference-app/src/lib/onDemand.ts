import { useEffect, useState } from 'react';

/**
 * Code that loads only when it is first wanted (a dialog, a panel), with a way to fetch it earlier — when
 * the pointer or focus reaches the control that opens it — so that opening it rarely waits.
 *
 * @example
 * ```ts
 * const calendar: OnDemand<typeof CalendarDialog> = onDemand(() => import('./CalendarDialog').then((m) => m.CalendarDialog));
 * ```
 */
export interface OnDemand<T> {
  /** Starts the load (once); resolves with the code. */
  preload: () => Promise<T>;
  /** The code when it has loaded, else null. */
  current: () => T | null;
}

/**
 * Wraps a dynamic import so that it runs once, on the first `preload` (see `OnDemand`).
 *
 * @example
 * ```ts
 * export const guestsPanel = onDemand(() => import('./GuestsPanel').then((module) => module.GuestsPanel));
 * ```
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    preload: () =>
      (loading ??= load().then((value) => {
        loaded = value;
        return value;
      })),
    current: () => loaded,
  };
}

/**
 * The on-demand code once it has loaded, loading it when `wanted` (and re-rendering when it arrives); null
 * until then. Code loaded earlier is there on the first render.
 *
 * @example
 * ```tsx
 * const Panel = useOnDemand(guestsPanel, open);
 * return open && Panel ? <Panel {...props} /> : null;
 * ```
 */
export function useOnDemand<T>(code: OnDemand<T>, wanted: boolean): T | null {
  // Held in an object: a component (a function) given to useState as such would be called as an updater.
  const [state, setState] = useState<{ value: T | null }>(() => ({ value: code.current() }));
  const value = state.value ?? code.current();
  useEffect(() => {
    if (!wanted || value !== null) return;
    let live = true;
    void code.preload().then((loaded) => {
      if (live) setState({ value: loaded });
    });
    return () => {
      live = false;
    };
  }, [code, wanted, value]);
  return value;
}

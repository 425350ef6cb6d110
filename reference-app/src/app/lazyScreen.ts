import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen whose code loads when it is first shown, or earlier with `preload` (the screen the page opens
 * on starts loading with the widget, before React renders).
 *
 * @example
 * ```ts
 * const screen: LazyScreen = lazyScreen(() => import('./NotFoundRoute').then((module) => module.NotFoundRoute));
 * ```
 */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** Starts loading the screen's code (once). */
  preload: () => void;
};

/**
 * A route's component loaded on demand: rendered inside `<Suspense>` (see `HistoryRoutes`), it suspends
 * until `load` resolves.
 *
 * @example
 * ```ts
 * const routes = [{ path: '*', Component: lazyScreen(() => import('./NotFoundRoute').then((module) => module.NotFoundRoute)) }];
 * ```
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load().then((Component) => ({ default: Component })));
  // A preload's failure is not reported there: the screen shows it when it renders (its error boundary).
  return Object.assign(lazy(start), { preload: () => void start().catch(() => undefined) });
}

/** Whether a route's component is a `lazyScreen`. */
export function isLazyScreen(component: unknown): component is LazyScreen {
  return (
    typeof component === 'object' &&
    component !== null &&
    typeof Reflect.get(component, 'preload') === 'function'
  );
}

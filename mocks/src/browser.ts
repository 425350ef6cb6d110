/**
 * `@staykit/mocks/browser`: the same handlers as the package root, served in the browser by MSW's
 * Service Worker, so the widget can run against the stateful mock without any server.
 *
 * @packageDocumentation
 */
import { setupWorker } from 'msw/browser';
import type { SetupWorker, StartOptions } from 'msw/browser';
import { handlers } from './index';

/** Options of {@link startMockWorker}. */
export interface StartMockWorkerOptions {
  /**
   * Where the app serves MSW's worker script (copy it with `npx msw init public/`).
   * @defaultValue `'/mockServiceWorker.js'`
   */
  readonly serviceWorkerUrl?: string;
  /**
   * Do not log each intercepted request in the browser console.
   * @defaultValue `false`
   */
  readonly quiet?: boolean;
  /**
   * What to do with a request no handler matches. The default lets the app's own assets (scripts,
   * images, fonts) through to the network.
   * @defaultValue `'bypass'`
   */
  readonly onUnhandledRequest?: StartOptions['onUnhandledRequest'];
}

/**
 * Starts MSW's Service Worker with every handler of the mock (`setupWorker(...handlers)`) and resolves
 * with the worker once it intercepts requests. Requests the mock does not handle go to the network.
 * Browser only: in Node use `setupServer` from `msw/node` or `@staykit/mocks/node`.
 *
 * @param options - The worker script URL, console logging and the unhandled-request policy.
 * @returns The started worker (`worker.stop()`, `worker.use(...)`, `worker.resetHandlers()`).
 *
 * @example
 * ```ts
 * // main.ts of the demo app, before rendering
 * import { startMockWorker } from '@staykit/mocks/browser';
 *
 * if (import.meta.env.DEV) {
 *   const worker = await startMockWorker({ quiet: true });
 *   // later: worker.stop();
 * }
 * ```
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    quiet: options.quiet ?? false,
    onUnhandledRequest: options.onUnhandledRequest ?? 'bypass',
  });
  return worker;
}

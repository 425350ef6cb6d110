import type { Middleware } from 'openapi-fetch';
import type { ReplayStore } from '../replayStore';

/**
 * Registered last so that its `onRequest` runs after every header is set: keeps a copy of the finished
 * request for the middleware that may need to send it again.
 */
export function replayableMiddleware(store: ReplayStore): Middleware {
  return {
    onRequest({ request }) {
      store.remember(request, request);
    },
  };
}

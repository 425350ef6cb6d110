import type { Middleware } from 'openapi-fetch';
import type { StaykitError } from '../../errors/StaykitError';

/**
 * A request that got no answer becomes a `StaykitError` with code `network_error`, whose message is a generic
 * one (docs/rules.md, "Errors"). An abort stays an `AbortError`, so cancellation is never mistaken for a
 * failure.
 */
export function networkErrorsMiddleware(toNetworkError: (error: unknown) => StaykitError): Middleware {
  return {
    onError({ error, request }) {
      // Whatever the abort reason is, an aborted call is the caller's choice, not a network failure.
      return request.signal.aborted ? undefined : toNetworkError(error);
    },
  };
}

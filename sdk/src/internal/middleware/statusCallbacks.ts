import type { Middleware } from 'openapi-fetch';
import type { StaykitError } from '../../errors/StaykitError';

export interface StatusCallbackOptions {
  toError: (response: Response) => Promise<StaykitError>;
  on401?: ((error: StaykitError) => void) | undefined;
  on503?: ((error: StaykitError) => void) | undefined;
}

/**
 * Tells the app about a 401 (log out locally, show the already-logged-out message, go to sign-in) and a
 * 503 (go to /503), B §4 and M §8. The SDK itself never navigates; the call still fails with the error.
 */
export function statusCallbacksMiddleware({ toError, on401, on503 }: StatusCallbackOptions): Middleware {
  return {
    async onResponse({ response }) {
      const callback = response.status === 401 ? on401 : response.status === 503 ? on503 : undefined;
      if (callback) callback(await toError(response.clone()));
      return undefined;
    },
  };
}

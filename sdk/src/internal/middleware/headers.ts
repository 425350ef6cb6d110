import type { Middleware } from 'openapi-fetch';
import { isSessionPath } from './clientSession';

export interface HeadersOptions {
  locale: () => string;
  userToken: () => string | null | undefined | Promise<string | null | undefined>;
}

/**
 * Sends the guest's language on every call and the signed-in user's token where there is one. A header
 * the caller set explicitly wins. The session endpoints get no user token: they identify the client only.
 */
export function headersMiddleware({ locale, userToken }: HeadersOptions): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', locale());
      if (request.headers.has('Authorization') || isSessionPath(schemaPath)) return;
      const token = await userToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
    },
  };
}

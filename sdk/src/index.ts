/**
 * `@staykit/sdk`: the typed client of the Staykit hotel direct-booking API.
 *
 * This entry exposes the contract's generated types. Pair them with openapi-fetch for a fully typed
 * client today; the SDK's own client (sessions, retries, typed errors) builds on the same types.
 *
 * @example
 * ```ts
 * import createClient from 'openapi-fetch';
 * import type { paths } from '@staykit/sdk';
 *
 * const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });
 * const { data } = await api.GET('/hotels/{hotel_code}/booking_widget/init', {
 *   params: { path: { hotel_code: 'demo-tokyo' } },
 *   headers: { 'Client-Session': session },
 * });
 * ```
 * @packageDocumentation
 */
export type { components, operations, paths } from './generated/openapi';

import type { components } from './generated/openapi';

/**
 * Every error code the API returns (numbered codes as strings, named codes in snake_case).
 *
 * @example
 * ```ts
 * import type { ErrorCode } from '@staykit/sdk';
 * const retryLater: ErrorCode[] = ['3013', '3016'];
 * ```
 */
export type ErrorCode = components['schemas']['ErrorCode'];

/**
 * The error body of every 4xx and 5xx response, in any of the shapes the API may send.
 *
 * @example
 * ```ts
 * import type { ErrorEnvelope } from '@staykit/sdk';
 * const body: ErrorEnvelope = { errors: [{ code: '1500', title: 'Coupon invalid' }] };
 * ```
 */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/**
 * Names a request may never use as a key, anywhere (query, JSON body, form field, control body): written
 * into an ordinary object they reach `Object.prototype` and change every object of the process.
 */
import { ApiError } from './errors';

/**
 * The reserved names.
 *
 * @example
 * ```ts
 * RESERVED_KEYS.includes('__proto__'); // true
 * ```
 */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * Whether a key is one of {@link RESERVED_KEYS}.
 *
 * @example
 * ```ts
 * isReservedKey('constructor'); // true
 * isReservedKey('adults'); // false
 * ```
 */
export function isReservedKey(key: string): boolean {
  return RESERVED_KEYS.includes(key);
}

/**
 * The 400 `malformed_request` of a reserved key, naming the field where it was found.
 *
 * @example
 * ```ts
 * throw reservedKeyError('rooms.0.__proto__', 'body');
 * ```
 */
export function reservedKeyError(field: string, where: 'body' | 'query' | 'form'): ApiError {
  return new ApiError('malformed_request', {
    message: `The ${where} uses a reserved key (${RESERVED_KEYS.join(', ')}) at ${field}`,
    fields: { [field]: [`is a reserved key (${RESERVED_KEYS.join(', ')}) and cannot be used`] },
  });
}

/**
 * The error envelope the mock sends, always in the canonical form
 * `{ errors: [{ code, title, details: { base: [{ code, error }], <field>: [...] } }] }`, with the HTTP
 * status the catalogue gives the code.
 */
import type { components } from '@staykit/sdk';
import { HttpResponse } from 'msw';
import { ERROR_CATALOGUE } from './errorCatalogue';
import type { ErrorCode } from './errorCatalogue';

/** The error body of the contract. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];
/** One `{ code, error }` entry of `details`. */
export type ErrorDetail = components['schemas']['ErrorDetail'];
/** Recovery facts some codes carry. */
export type ErrorMeta = components['schemas']['ErrorMeta'];

/** What an error adds to its code: the message, per-field details, meta and response headers. */
export interface ApiErrorOptions {
  /** Human-readable text of `details.base[0].error` (the catalogue title when absent). */
  readonly message?: string;
  /** Field name (dotted path) → messages about it; each becomes `details[field]`. */
  readonly fields?: Readonly<Record<string, readonly string[]>>;
  readonly meta?: ErrorMeta;
  readonly headers?: Readonly<Record<string, string>>;
}

/** An error a handler answers with: thrown anywhere below a route, turned into the envelope there. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly options: ApiErrorOptions;

  constructor(code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].title);
    this.name = 'ApiError';
    this.code = code;
    this.options = options;
  }
}

/** The HTTP status of a code, from the catalogue. */
export function statusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** Builds the canonical envelope of a code. */
export function errorEnvelope(code: ErrorCode, options: ApiErrorOptions = {}): ErrorEnvelope {
  const title = ERROR_CATALOGUE[code].title;
  // Built by entries, not assignment: a field named `__proto__` stays a field of the answer.
  const entries: [string, ErrorDetail[]][] = [['base', [{ code, error: options.message ?? title }]]];
  for (const [field, messages] of Object.entries(options.fields ?? {})) {
    entries.push([field, messages.map((error) => ({ code, error }))]);
  }
  const details: Record<string, ErrorDetail[]> = Object.fromEntries(entries);
  return { errors: [{ code, title, details, ...(options.meta ? { meta: options.meta } : {}) }] };
}

/** The response of an error: the envelope with the catalogue's status and any extra headers. */
export function errorResponse(code: ErrorCode, options: ApiErrorOptions = {}): Response {
  return HttpResponse.json(errorEnvelope(code, options), {
    status: statusOf(code),
    headers: { ...options.headers },
  });
}

/** A 422 `1000` naming each invalid field: `invalid({ adults: ['must be an integer'] })`. */
export function invalid(fields: Readonly<Record<string, readonly string[]>>): ApiError {
  const names = Object.keys(fields);
  return new ApiError('1000', { message: `Invalid parameter: ${names.join(', ')}`, fields });
}

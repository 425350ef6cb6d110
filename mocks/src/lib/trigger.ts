/**
 * The shape of the trigger registry (`src/triggers.ts`): for an error code, the documented input that
 * produces it and a request that shows it. Each domain keeps its triggers in its own `triggers.ts`.
 */
import type { ErrorCode } from '../http/errorCatalogue';

/** A request that produces a trigger's code (paths are relative to any base URL). */
export interface TriggerExample {
  /** The HTTP method. */
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path and query, from the API's root. */
  readonly path: string;
  /** The JSON body, if any. */
  readonly body?: unknown;
  /** Headers beside the session and idempotency ones the example assumes. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Send no `Client-Session` header (the example then needs none, or shows what happens without). */
  readonly withoutSession?: boolean;
  /** Send a create without its `Idempotency-Key` header (examples assume one on every create). */
  readonly withoutIdempotencyKey?: boolean;
  /** Move the mock clock forward this many minutes before sending (after `before`). */
  readonly advanceMinutes?: number;
  /** Start a new client session after moving the clock (days later the first one has expired). */
  readonly newSession?: boolean;
  /** Requests sent first, in order, on the fresh seed (a booking the example then acts on). */
  readonly before?: readonly TriggerExample[];
}

/** One documented way to obtain an error code. */
export interface Trigger {
  /** The error code it produces. */
  readonly code: ErrorCode;
  /** The operationId(s) that answer it. */
  readonly operations: readonly string[];
  /** The magic value, or the rule's example input. */
  readonly value: string;
  /** What to send, and what the mock answers. */
  readonly description: string;
  /** A request that shows it. */
  readonly example: TriggerExample;
}

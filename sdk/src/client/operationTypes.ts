import type { FetchOptions, FetchResponse } from 'openapi-fetch';
import type { paths } from '../generated/openapi';

/** HTTP methods the contract uses. */
export type OperationMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The contract's paths that have an operation for `M`. */
export type PathWith<M extends OperationMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, infer O> ? (O extends undefined ? never : P) : never;
}[keyof paths];

type OperationOf<P extends keyof paths, M extends OperationMethod> = NonNullable<
  paths[P][M & keyof paths[P]]
>;

// The SDK fills in Idempotency-Key, so callers may leave it out of the header parameters.
type RelaxIdempotencyKey<O> = O extends { parameters: infer Params }
  ? Params extends { header: infer H }
    ? H extends { 'Idempotency-Key': string }
      ? Omit<O, 'parameters'> & {
          parameters: Omit<Params, 'header'> & {
            header?: Omit<H, 'Idempotency-Key'> & { 'Idempotency-Key'?: string };
          };
        }
      : O
    : O
  : O;

/**
 * What every operation function takes beside its parameters: how to abort the call and the client's
 * timeout and retry options for this call alone.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const options: CallOptions = { signal: controller.signal, timeoutMs: 120_000, maxRetries: 0 };
 * ```
 */
export interface CallOptions {
  /** Aborts the call at once: its attempt in flight and any retry wait. It then rejects as an abort. */
  signal?: AbortSignal;
  /** This call's timeout per attempt (the client's `timeoutMs` otherwise). */
  timeoutMs?: number;
  /** This call's retries (the client's `maxRetries` otherwise); 0 sends it once. */
  maxRetries?: number;
}

/**
 * What an operation function takes: its `params` (`path`, `query`, `header`) and `body` as the contract
 * types them, plus the `CallOptions` (`signal`, `timeoutMs`, `maxRetries`). `Idempotency-Key` is
 * optional: the SDK makes one per call and sends it with every retry.
 *
 * @example
 * ```ts
 * const init: OperationInit<'/hotels/{hotel_id}/rooms', 'get'> = {
 *   params: { path: { hotel_id: 101 }, query: { checkin_date: '2026-12-24', checkout_date: '2026-12-26' } },
 *   timeoutMs: 10_000,
 * };
 * ```
 */
export type OperationInit<P extends keyof paths, M extends OperationMethod> = FetchOptions<
  RelaxIdempotencyKey<OperationOf<P, M>>
> &
  CallOptions;

/**
 * What an operation function resolves to: the success body as the contract types it.
 *
 * @example
 * ```ts
 * // A helper that takes the start-up answer as the client returns it.
 * function hotelName(init: OperationData<'/hotels/{hotel_code}/booking_widget/init', 'get'>): string {
 *   return init.data.hotel_name;
 * }
 * hotelName(await client.booking.getBookingWidgetInit({ params: { path: { hotel_code: 'demo-tokyo' } } }));
 * ```
 */
export type OperationData<P extends keyof paths, M extends OperationMethod> = NonNullable<
  FetchResponse<OperationOf<P, M>, object, 'application/json'>['data']
>;

/** Runs one operation of the contract; operation functions are thin, generated calls of it. */
export type OperationCaller = <P extends keyof paths, M extends OperationMethod>(
  method: M,
  path: P,
  init: OperationInit<P, M> | undefined,
  traits: { idempotent: boolean },
) => Promise<OperationData<P, M>>;

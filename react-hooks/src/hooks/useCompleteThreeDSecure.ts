import type { OperationData, OperationInit, StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import { staykitKeys } from '../queries/queryKeys';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * What `useCompleteThreeDSecure` takes: the `completeThreeDSecure` call's input.
 *
 * @example
 * ```ts
 * const input: CompleteThreeDSecureInput = { params: { path: { hotel_id: 101, reservation_id: 'R-000001' } }, body: report };
 * ```
 */
export type CompleteThreeDSecureInput = OperationInit<
  '/hotels/{hotel_id}/reservations/{reservation_id}/payment/three_d_secure',
  'post'
>;

/**
 * What `completeThreeDSecure` answers: the payment after the challenge.
 *
 * @example
 * ```ts
 * const { data } = await mutateAsync(input);
 * if (data.status === 'failed') showFailure();
 * ```
 */
export type CompleteThreeDSecureData = OperationData<
  '/hotels/{hotel_id}/reservations/{reservation_id}/payment/three_d_secure',
  'post'
>;

/**
 * Reports a 3-D Secure outcome (B §4: within 15 minutes, or the reservation is cancelled). The
 * reservation's status and the hotel's stock change with it: both are invalidated.
 *
 * @example
 * ```tsx
 * const complete = useCompleteThreeDSecure();
 * complete.mutate({ params: { path: { hotel_id: 101, reservation_id: number } }, body: report });
 * ```
 */
export function useCompleteThreeDSecure<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<CompleteThreeDSecureData, CompleteThreeDSecureInput, TOnMutateResult>,
): UseMutationResult<CompleteThreeDSecureData, StaykitError, CompleteThreeDSecureInput, TOnMutateResult> {
  return useInvalidatingMutation(
    (client, input: CompleteThreeDSecureInput) => client.payment.completeThreeDSecure(input),
    (input) => [
      staykitKeys.reservations(input.params.path.hotel_id),
      staykitKeys.rooms(input.params.path.hotel_id),
    ],
    options,
  );
}

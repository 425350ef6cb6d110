import { StaykitError } from '@staykit/sdk';
import type { UseMutationResult } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../internal/useInvalidatingMutation';
import type { StaykitMutationOptions } from './StaykitMutationOptions';

/**
 * Which organization's usage table `useOrganizationReservationsCsv` downloads.
 *
 * @example
 * ```ts
 * const input: OrganizationReservationsCsvInput = { brandId: 900, organizationId: 345 };
 * ```
 */
export interface OrganizationReservationsCsvInput {
  /** The brand the organization belongs to. */
  brandId: number;
  /** The organization whose reservations are exported. */
  organizationId: number;
}

/**
 * The organization admin's usage table as one CSV download: `listOrganizationReservations` with
 * `format=csv` (`GET /hotel_brands/{brand_id}/organizations/{organization_id}/reservations`), answered as
 * the file's text. A download is an action, not a view: each call counts against the organization's daily
 * limit (1600 when it is reached), so it is a mutation that runs when asked, never on mount or focus. A
 * large export may still be in preparation (1200): show its message and let the admin try again. An
 * answer that is not CSV fails with `invalid_response`. It changes nothing a query holds.
 *
 * @example
 * ```tsx
 * const download = useOrganizationReservationsCsv({
 *   onSuccess: (csv) => saveFile(new Blob([csv], { type: 'text/csv' }), 'usage.csv'),
 * });
 * <button onClick={() => download.mutate({ brandId: 900, organizationId: 345 })}>Download CSV</button>;
 * ```
 */
export function useOrganizationReservationsCsv<TOnMutateResult = unknown>(
  options?: StaykitMutationOptions<string, OrganizationReservationsCsvInput, TOnMutateResult>,
): UseMutationResult<string, StaykitError, OrganizationReservationsCsvInput, TOnMutateResult> {
  return useInvalidatingMutation(
    async (client, { brandId, organizationId }: OrganizationReservationsCsvInput) => {
      const answer: unknown = await client.membership.listOrganizationReservations({
        params: { path: { brand_id: brandId, organization_id: organizationId }, query: { format: 'csv' } },
      });
      if (typeof answer === 'string') return answer;
      throw new StaykitError({
        status: 200,
        code: 'invalid_response',
        title: 'Invalid response',
        message: 'The usage table did not come as CSV',
        raw: answer,
      });
    },
    () => [],
    'success',
    options,
  );
}

import type { StaykitErrorCode } from '@staykit/sdk';
import type { MessageKey } from '../../i18n/messages';

/**
 * How often the receipt is asked for again on its own while its document is being prepared (docs/errors.md: 1200
 * "job not finished"), and how long it waits before each try: together about six seconds, after which
 * the guest is told to try again shortly and given a button for it.
 *
 * @example
 * ```ts
 * RECEIPT_RETRIES * RECEIPT_RETRY_DELAY_MS; // 6000
 * ```
 */
export const RECEIPT_RETRIES = 3;

/**
 * The wait before each automatic try (see {@link RECEIPT_RETRIES}), in milliseconds.
 *
 * @example
 * ```ts
 * setTimeout(refetch, RECEIPT_RETRY_DELAY_MS);
 * ```
 */
export const RECEIPT_RETRY_DELAY_MS = 2000;

/**
 * Whether a failed receipt request is tried again on its own: only while the document is being
 * prepared (1200), at most {@link RECEIPT_RETRIES} times. Every other refusal is an answer to show.
 *
 * @param failureCount - tries that failed so far (TanStack's count).
 * @param error - the last failure.
 * @example
 * ```ts
 * retryReceipt(0, { code: '1200' }); // true
 * retryReceipt(3, { code: '1200' }); // false: the guest is asked to try again
 * retryReceipt(0, { code: '1250' }); // false
 * ```
 */
export function retryReceipt(failureCount: number, error: { readonly code: StaykitErrorCode }): boolean {
  return error.code === '1200' && failureCount < RECEIPT_RETRIES;
}

// The receipt's own words for the refusals a receipt meets (docs/widget.md#after-booking; 1200/1250/1252 in docs/errors.md):
// the SDK's messages for these codes speak of files and links in general.
const RECEIPT_REFUSALS: Readonly<Partial<Record<string, MessageKey>>> = {
  '1200': 'receiptPreparing',
  '1250': 'receiptLinkExpired',
  '1252': 'receiptGone',
};

/**
 * The receipt page's text for a refusal, or `null` when the SDK's localised message of the code says it
 * (reservation_access_denied, reservation_not_found, ...).
 *
 * @example
 * ```ts
 * receiptRefusalKey('1252'); // 'receiptGone'
 * receiptRefusalKey('reservation_access_denied'); // null
 * ```
 */
export function receiptRefusalKey(code: StaykitErrorCode): MessageKey | null {
  return RECEIPT_REFUSALS[code] ?? null;
}

/**
 * The query parameters the pay link's 3-D Secure page puts on the way back (the contract's return:
 * `payment_number`, `transaction_id`, `outcome`).
 *
 * @example
 * ```ts
 * CHALLENGE_RETURN_PARAMS.includes('transaction_id'); // true
 * ```
 */
export const CHALLENGE_RETURN_PARAMS: readonly string[] = ['payment_number', 'transaction_id', 'outcome'];

/**
 * Where 3-D Secure returns the guest: this pay link's page (never its /display) with the address's own
 * parameters (hotel, locale, frame), without an earlier challenge's return parameters.
 *
 * @param href - the page's address.
 * @param paymentNumber - the link's payment number.
 * @example
 * ```ts
 * payLinkReturnUrl('https://book.example/payments/PL1?locale=en&transaction_id=plt_1', 'PL1');
 * // 'https://book.example/payments/PL1?locale=en'
 * ```
 */
export function payLinkReturnUrl(href: string, paymentNumber: string): string {
  const current = new URL(href);
  const back = new URL(`/payments/${encodeURIComponent(paymentNumber)}`, current.origin);
  current.searchParams.forEach((value, name) => {
    if (!CHALLENGE_RETURN_PARAMS.includes(name)) back.searchParams.append(name, value);
  });
  return back.toString();
}

/**
 * The success page's address after an unsubscribe: the confirmation's own parameters (language, frame,
 * framing page) without the link's `token`, which has done its job and should not linger in the history.
 *
 * @example
 * ```ts
 * unsubscribeSuccessPath(new URLSearchParams('token=ue_x&locale=en')); // '/unsubscribe-email/success?locale=en'
 * ```
 */
export function unsubscribeSuccessPath(query: URLSearchParams): string {
  const next = new URLSearchParams(query);
  next.delete('token');
  const search = next.toString();
  return `/unsubscribe-email/success${search === '' ? '' : `?${search}`}`;
}

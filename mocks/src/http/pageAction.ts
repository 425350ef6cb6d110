/**
 * The button pressed on one of the mock's payment pages (the 3-D Secure page, a provider's page): the
 * `action` field of the form the page posts, read under a bound of its own.
 */
import { ApiError, invalid } from './errors';
import { REQUEST_LIMITS } from './requestLimits';

/**
 * Reads the `action` of a page's form post: one of `actions`; a body over
 * `REQUEST_LIMITS.pageFormBytes` is a 413 `payload_too_large`, any other action a 422 `1000`.
 *
 * @example
 * ```ts
 * const action = await readPageAction(request, ['approve', 'fail', 'cancel']);
 * ```
 */
export async function readPageAction<T extends string>(request: Request, actions: readonly T[]): Promise<T> {
  const limit = REQUEST_LIMITS.pageFormBytes;
  const tooLarge = () =>
    new ApiError('payload_too_large', { message: `The form is larger than ${limit} bytes` });
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw tooLarge();
  const text = await request.text();
  if (text.length > limit) throw tooLarge();
  const asked = new URLSearchParams(text).get('action');
  const action = actions.find((candidate) => candidate === asked);
  if (action === undefined) throw invalid({ action: [`must be one of ${actions.join(', ')}`] });
  return action;
}

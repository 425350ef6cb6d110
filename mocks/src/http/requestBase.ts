// URLs an answer carries to the mock's own pages (3-D Secure, receipts, uploads, pictures) are built on
// the origin and base path the request came to, so they work wherever the mock is served: a port of
// 127.0.0.1, a path prefix behind a proxy, or a page's own origin under the service worker.

// The first path segments of the operations that name a page of the mock or carry its URLs; whatever
// comes before the first of them is the API's base path.
const ROOTS =
  /\/(hotels|hotel_brands|__staykit|payment_gateways|paypal_payments|pay_links|file_attachments)(\/|$)/;

/**
 * The base URL a request was sent to: its origin and the path before the operation (`http://127.0.0.1:4010`,
 * `https://example.test/api`).
 *
 * @example
 * ```ts
 * requestBase(new Request('https://example.test/api/hotels/101/rooms')); // 'https://example.test/api'
 * ```
 */
export function requestBase(request: Request): string {
  const url = new URL(request.url);
  const cut = url.pathname.search(ROOTS);
  return `${url.origin}${cut > 0 ? url.pathname.slice(0, cut) : ''}`;
}

/**
 * A path of the mock (`/__staykit/...`) as an absolute URL on the request's base; a URL that is already
 * absolute is kept.
 *
 * @example
 * ```ts
 * absoluteUrl(request, '/__staykit/images/demo-tokyo/STD.svg'); // 'http://127.0.0.1:4010/__staykit/images/demo-tokyo/STD.svg'
 * ```
 */
export function absoluteUrl(request: Request, path: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${requestBase(request)}${path}`;
}

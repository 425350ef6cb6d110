/**
 * A value of the search query. Lists of plain values repeat the key (`kids_tiers=A&kids_tiers=B`); lists
 * of objects and objects use bracket notation (`rooms[0][adults]=2&rooms[0][kids_tiers][0]=A`), as the
 * API's search parameters do.
 *
 * @example
 * ```ts
 * const rooms: SearchQueryValue = [{ adults: 2, kids_tiers: ['A'] }, { adults: 1 }];
 * ```
 */
export type SearchQueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly SearchQueryValue[]
  | { readonly [key: string]: SearchQueryValue };

/**
 * The search query to put in a path: checkin, checkout, adults, rooms, type, ...
 *
 * @example
 * ```ts
 * const query: SearchQuery = { code: 'demo-tokyo', checkin: '2025-04-01', checkout: '2025-04-03', adults: 2 };
 * ```
 */
export type SearchQuery = { readonly [key: string]: SearchQueryValue };

/**
 * Where the paths live: search and checkout share one hotel-scoped prefix (docs/rules.md, "Search and
 * results").
 *
 * @example
 * ```ts
 * const options: SearchPathOptions = { prefix: '/hotels/demo-tokyo' };
 * ```
 */
export interface SearchPathOptions {
  /** The hotel-scoped prefix all steps share, such as `/hotels/demo-tokyo`; empty (the default) for the root. */
  readonly prefix?: string;
}

/**
 * The checkout steps that follow a search: guest details, payment, confirmation.
 *
 * @example
 * ```ts
 * const step: CheckoutStep = 'guest-detail';
 * ```
 */
export type CheckoutStep = 'guest-detail' | 'payment' | 'confirmation';

/**
 * The search query as a query string without the leading `?`, without `code` and empty values. `code` goes
 * because the hotel is already in the prefix or the session; empty means `null`, `undefined`, `''`, `NaN` and
 * lists or objects with nothing left in them. `false` and `0` are values and stay. Key order follows the
 * query object.
 *
 * @example
 * ```ts
 * toSearchQueryString({ code: 'demo', checkin: '2025-04-01', promo_code: '', kids_tiers: ['A', 'B'] });
 * // 'checkin=2025-04-01&kids_tiers=A&kids_tiers=B'
 * ```
 */
export function toSearchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'code') continue;
    if (Array.isArray(value) && value.every(isScalar)) {
      for (const item of value) if (!isEmptyScalar(item)) params.append(key, String(item));
    } else {
      appendNested(params, key, value);
    }
  }
  return params.toString();
}

/**
 * The path of the search results: a brand's facilities screen for a brand code, otherwise the booking results
 * (docs/rules.md, "Search and results"): `{prefix}/facilities?…` or `{prefix}/booking/result?…`.
 *
 * @param query - the search query; `code` and empty values are left out.
 * @param options - the shared prefix, and whether the code is a brand's (its facilities list).
 * @example
 * ```ts
 * buildSearchPath({ code: 'demo', checkin: '2025-04-01', adults: 2 }); // '/booking/result?checkin=2025-04-01&adults=2'
 * buildSearchPath({ adults: 2 }, { isBrandFacilities: true }); // '/facilities?adults=2'
 * buildSearchPath({ adults: 2 }, { prefix: '/hotels/demo' }); // '/hotels/demo/booking/result?adults=2'
 * ```
 */
export function buildSearchPath(
  query: SearchQuery,
  options: SearchPathOptions & { readonly isBrandFacilities?: boolean } = {},
): string {
  const screen = options.isBrandFacilities ? '/facilities' : '/booking/result';
  return withQuery(`${normalizePrefix(options.prefix)}${screen}`, toSearchQueryString(query));
}

/**
 * The path of a checkout step under the same prefix as the search: `{prefix}/reservation/guest-detail`,
 * `{prefix}/reservation/payment`, or `{prefix}/reservation/confirmation/{confirmationNumber}`. An optional
 * query (for the confirmation page: `email`, `bypass_token`) is encoded like the search query.
 *
 * @example
 * ```ts
 * buildCheckoutStepPath('guest-detail', { prefix: '/hotels/demo' }); // '/hotels/demo/reservation/guest-detail'
 * buildCheckoutStepPath('confirmation', { confirmationNumber: 'R-1', query: { email: 'a@b.com' } });
 * // '/reservation/confirmation/R-1?email=a%40b.com'
 * ```
 */
export function buildCheckoutStepPath(
  step: CheckoutStep,
  options: SearchPathOptions & { readonly confirmationNumber?: string; readonly query?: SearchQuery } = {},
): string {
  const prefix = `${normalizePrefix(options.prefix)}/reservation`;
  let path: string;
  if (step === 'confirmation') {
    if (!options.confirmationNumber)
      throw new TypeError('buildCheckoutStepPath: confirmation needs a number');
    path = `${prefix}/confirmation/${encodeURIComponent(options.confirmationNumber)}`;
  } else {
    path = `${prefix}/${step}`;
  }
  return withQuery(path, options.query ? toSearchQueryString(options.query) : '');
}

function withQuery(path: string, queryString: string): string {
  return queryString === '' ? path : `${path}?${queryString}`;
}

// Accept 'hotels/demo' or '/hotels/demo/' so joining never yields '//' or a relative path.
function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

function isScalar(value: SearchQueryValue): value is string | number | boolean | null | undefined {
  return value === null || typeof value !== 'object';
}

function isEmptyScalar(value: string | number | boolean | null | undefined): boolean {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

function appendNested(params: URLSearchParams, key: string, value: SearchQueryValue): void {
  if (isScalar(value)) {
    if (!isEmptyScalar(value)) params.append(key, String(value));
    return;
  }
  const entries: [string, SearchQueryValue][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [subKey, item] of entries) appendNested(params, `${key}[${subKey}]`, item);
}

/**
 * The storefront's results page for a query: `/search-hotels?q=…` (the query is the only parameter: what
 * the guest typed is the search).
 *
 * @example
 * ```ts
 * agencySearchPath('Hakone onsen for 2'); // '/search-hotels?q=Hakone+onsen+for+2'
 * ```
 */
export function agencySearchPath(query: string): string {
  return `/search-hotels?${new URLSearchParams({ q: query }).toString()}`;
}

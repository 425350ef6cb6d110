/**
 * The page after `last` for an infinite query over a paged list of the contract (`page`, `total_pages`),
 * or `undefined` after the last page.
 *
 * @example
 * ```ts
 * nextPageOf({ page: 1, total_pages: 3 }); // 2
 * nextPageOf({ page: 3, total_pages: 3 }); // undefined
 * ```
 */
export function nextPageOf(last: {
  readonly page: number;
  readonly total_pages: number;
}): number | undefined {
  return last.page < last.total_pages ? last.page + 1 : undefined;
}

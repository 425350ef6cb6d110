/** One page of a paged list, as the contract's `PageInfo` lists answer. */
interface Page<T> {
  data: T[];
  total_pages: number;
}

/**
 * Fetches page 1, then pages 2..`total_pages` together, and joins their items in page order: the
 * facilities screens list every facility of a brand (`listBrandHotels`, `getBrandInventory`).
 *
 * @example
 * ```ts
 * const hotels = await fetchAllPages((page) =>
 *   client.booking.listBrandHotels({ params: { path: { brand_id: 900 }, query: { page } } }),
 * );
 * ```
 */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, index) => fetchPage(index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/**
 * How far a paged list has loaded: the pages that arrived and the page count, once page 1 told it.
 *
 * @example
 * ```ts
 * const progress: PageProgress = { loaded: [1, 3], total: 3 };
 * ```
 */
export interface PageProgress {
  loaded: readonly number[];
  total: number | null;
}

/**
 * Nothing loaded yet, page count unknown.
 *
 * @example
 * ```ts
 * const [progress, setProgress] = useState(NO_PROGRESS);
 * ```
 */
export const NO_PROGRESS: PageProgress = { loaded: [], total: null };

/**
 * The progress after one page arrived (its `page` and `total_pages`, as every paged answer carries).
 * Page 1 starts the count again: a list loads page 1 first, so page 1 means a new load (another locale,
 * a refetch) whose earlier pages no longer count. A page seen twice counts once.
 *
 * @example
 * ```ts
 * recordPage(NO_PROGRESS, { page: 1, total_pages: 3 }); // { loaded: [1], total: 3 }
 * recordPage({ loaded: [1], total: 3 }, { page: 3, total_pages: 3 }); // { loaded: [1, 3], total: 3 }
 * ```
 */
export function recordPage(
  progress: PageProgress,
  answer: { page: number; total_pages: number },
): PageProgress {
  if (answer.page === 1) return { loaded: [1], total: answer.total_pages };
  if (progress.loaded.includes(answer.page)) return progress;
  return { loaded: [...progress.loaded, answer.page], total: progress.total ?? answer.total_pages };
}

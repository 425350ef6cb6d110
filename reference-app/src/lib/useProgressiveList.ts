import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * What `useProgressiveList` gives: the items to render now, how many more the next step shows, the step,
 * and a ref for the list whose newly shown first item takes focus after a step.
 *
 * @example
 * ```ts
 * const { visible, next, showMore, listRef } = useProgressiveList(plans, 10);
 * ```
 */
export interface ProgressiveList<T> {
  visible: readonly T[];
  /** How many items the next step adds (0: everything is shown). */
  next: number;
  showMore: () => void;
  listRef: RefObject<HTMLUListElement | null>;
}

/**
 * A long list rendered a page at a time: the first `pageSize` items, then `pageSize` more each time the
 * guest asks. A new list (a new search or sort) starts again from the first page. After a step, focus moves
 * to the first item just shown (its first heading, else the item), so a keyboard or screen-reader user
 * carries on reading where the list grew. Rendering 200 plans at once blocks the page for seconds on a slow
 * phone; a page of them renders in one short task.
 *
 * @example
 * ```tsx
 * const { visible, next, showMore, listRef } = useProgressiveList(plans, 10);
 * <ul ref={listRef}>{visible.map(...)}</ul>
 * {next > 0 && <button onClick={showMore}>{text.format('showMorePlans', { count: next })}</button>}
 * ```
 */
export function useProgressiveList<T>(items: readonly T[], pageSize: number): ProgressiveList<T> {
  const [state, setState] = useState({ items, shown: pageSize });
  const current = state.items === items ? state : { items, shown: pageSize };
  if (current !== state) setState(current);
  const listRef = useRef<HTMLUListElement | null>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    focusFrom.current = null;
    const item = from === null ? undefined : listRef.current?.children[from];
    if (!(item instanceof HTMLElement)) return;
    const target = item.querySelector<HTMLElement>('h2, h3, h4') ?? item;
    target.tabIndex = -1;
    target.focus();
  }, [current.shown]);

  return {
    visible: items.slice(0, current.shown),
    next: Math.min(pageSize, Math.max(0, items.length - current.shown)),
    showMore: () => {
      focusFrom.current = current.shown;
      setState({ items, shown: current.shown + pageSize });
    },
    listRef,
  };
}

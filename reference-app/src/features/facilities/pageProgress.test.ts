import { describe, expect, it } from 'vitest';
import { NO_PROGRESS, recordPage, type PageProgress } from './pageProgress';

const after = (
  pages: readonly (readonly [page: number, total: number])[],
  start: PageProgress = NO_PROGRESS,
) => pages.reduce((progress, [page, total]) => recordPage(progress, { page, total_pages: total }), start);

describe('recordPage', () => {
  it.each([
    ['nothing yet', [], { loaded: [], total: null }],
    ['page 1 gives the count', [[1, 3]], { loaded: [1], total: 3 }],
    [
      'pages arrive in any order after page 1',
      [
        [1, 3],
        [3, 3],
        [2, 3],
      ],
      { loaded: [1, 3, 2], total: 3 },
    ],
    [
      'a page seen twice counts once',
      [
        [1, 3],
        [2, 3],
        [2, 3],
      ],
      { loaded: [1, 2], total: 3 },
    ],
    [
      'page 1 again starts a new load',
      [
        [1, 3],
        [2, 3],
        [3, 3],
        [1, 2],
      ],
      { loaded: [1], total: 2 },
    ],
    ['an empty list has no page to wait for', [[1, 0]], { loaded: [1], total: 0 }],
  ] as const)('%s', (_, pages, expected) => {
    expect(after(pages)).toEqual(expected);
  });
});

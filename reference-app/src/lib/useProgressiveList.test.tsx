import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgressiveList } from './useProgressiveList';

const names = (count: number, prefix = 'Plan') =>
  Array.from({ length: count }, (_, at) => `${prefix} ${at + 1}`);

function Plans({ plans }: { plans: readonly string[] }) {
  const { visible, next, showMore, listRef } = useProgressiveList(plans, 10);
  return (
    <>
      <ul ref={listRef}>
        {visible.map((plan) => (
          <li key={plan}>
            <h3>{plan}</h3>
          </li>
        ))}
      </ul>
      {next > 0 && <button onClick={showMore}>{`Show ${next} more`}</button>}
    </>
  );
}

describe('useProgressiveList', () => {
  afterEach(cleanup);

  it('shows a page, then the next ones on request, with focus on the first one just shown', () => {
    render(<Plans plans={names(23)} />);
    expect(screen.getAllByRole('heading')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    expect(screen.getAllByRole('heading')).toHaveLength(20);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Plan 11' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(screen.getAllByRole('heading')).toHaveLength(23);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Plan 21' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('starts again from the first page for a new list (a new search or sort)', () => {
    const { rerender } = render(<Plans plans={names(23)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show 10 more' }));
    rerender(<Plans plans={names(15, 'Sorted')} />);
    expect(screen.getAllByRole('heading')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'Sorted 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show 5 more' })).toBeTruthy();
  });

  it('shows a short list whole, with nothing to ask for', () => {
    render(<Plans plans={names(4)} />);
    expect(screen.getAllByRole('heading')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

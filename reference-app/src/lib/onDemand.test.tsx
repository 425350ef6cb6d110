import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './onDemand';

function Panel() {
  return <p>panel</p>;
}

function Host({ code, open }: { code: ReturnType<typeof onDemand<typeof Panel>>; open: boolean }) {
  const Loaded = useOnDemand(code, open);
  return open && Loaded ? <Loaded /> : <p>closed</p>;
}

describe('onDemand', () => {
  it('loads once, on the first preload, and shares that load', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const code = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    expect(code.current()).toBeNull();
    await Promise.all([code.preload(), code.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.current()).toBe(42);
  });

  it('renders the code once it has arrived, only when it is wanted', async () => {
    const load = vi.fn(() => Promise.resolve(Panel));
    const code = onDemand(load);
    const { rerender } = render(<Host code={code} open={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Host code={code} open />);
    expect(screen.getByText('closed')).toBeTruthy();
    expect(await screen.findByText('panel')).toBeTruthy();
    // Loaded before: there at once.
    render(<Host code={code} open />);
    expect(screen.getAllByText('panel')).toHaveLength(2);
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

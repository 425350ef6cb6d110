import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaykitQueryClient } from './createStaykitQueryClient';
import { useStaykitLocale } from './hooks/useStaykitLocale';
import { renderStaykitHook } from './testing/renderStaykitHook';
import { useStaykitClient } from './StaykitProvider';

afterEach(() => cleanup());

describe('StaykitProvider', () => {
  it('gives its client to useStaykitClient and its locale to useStaykitLocale', () => {
    const { result, client } = renderStaykitHook(() => ({
      client: useStaykitClient(),
      locale: useStaykitLocale().locale,
    }));

    expect(result.current.client).toBe(client);
    expect(result.current.locale).toBe('ja');
  });

  it('says which provider is missing when a hook runs outside one', () => {
    // React reports the thrown error on the console too; keep the test output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => renderHook(() => useStaykitClient())).toThrow(/<StaykitProvider client=/);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('createStaykitQueryClient', () => {
  it('turns TanStack retries off and sets a stale time, letting the caller override', () => {
    const defaults = createStaykitQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBeGreaterThan(0);

    const custom = createStaykitQueryClient({
      defaultOptions: { queries: { staleTime: 5, gcTime: 10 } },
    }).getDefaultOptions();
    expect(custom.queries).toMatchObject({ retry: false, staleTime: 5, gcTime: 10 });
  });
});

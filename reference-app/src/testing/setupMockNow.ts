// Test support (not part of the widget): the page's clock where the mock's starts.
import { DEFAULT_NOW } from '@staykit/mocks';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/**
 * Sets the page's clock (`Date` only: timers run) at the mock's now, 2026-12-01 09:00 JST, for the
 * calling test file, and back there after each test that moved it. Answers that instant.
 *
 * @example
 * ```ts
 * const MOCK_NOW = setupMockNow();
 * vi.setSystemTime(new Date(MOCK_NOW.getTime() + minutes * 60_000));
 * ```
 */
export function setupMockNow(): Date {
  const now = new Date(DEFAULT_NOW);
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now }));
  afterEach(() => vi.setSystemTime(now));
  afterAll(() => vi.useRealTimers());
  return now;
}

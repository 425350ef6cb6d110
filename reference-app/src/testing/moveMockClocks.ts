// Test support (not part of the widget): the mock's clock and the page's moved together, so that what the
// page computes from `Date` agrees with what the mock answers.
import { mockClock } from '@staykit/mocks';
import { vi } from 'vitest';

/**
 * Moves the mock's clock and the page's (faked `Date`, see `setupMockNow`) together: to an instant when
 * given one, or on by a number of minutes from where they are.
 *
 * @example
 * ```ts
 * moveMockClocks('2026-12-07T10:00:00+09:00');
 * moveMockClocks(60); // an hour later
 * ```
 */
export function moveMockClocks(to: string | number): void {
  if (typeof to === 'string') {
    mockClock.setNow(to);
    vi.setSystemTime(new Date(to));
    return;
  }
  mockClock.advanceMinutes(to);
  vi.setSystemTime(new Date(Date.now() + to * 60_000));
}

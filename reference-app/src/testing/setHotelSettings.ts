// Test support (not part of the widget): a hotel's widget settings changed in the mock through its
// control (`PATCH /__staykit/hotels/{code}/settings`), as a hotel would change them in its back office.
import { expect } from 'vitest';
import { TEST_CONFIG } from './setupMockApi';

/**
 * Changes a hotel's widget settings in the mock until its next reset (before each test).
 *
 * @example
 * ```ts
 * await setHotelSettings('demo-tokyo', { show_guest_currency: true });
 * ```
 */
export async function setHotelSettings(hotelCode: string, settings: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${TEST_CONFIG.apiUrl}/__staykit/hotels/${hotelCode}/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.ok).toBe(true);
}

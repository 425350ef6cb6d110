// Test support (not part of the widget): the API as another client of the mock sees it.
import { DEMO_CLIENT } from '@staykit/mocks';
import { createStaykitClient, memoryStorage } from '@staykit/sdk';
import { TEST_CONFIG } from './setupMockApi';

/**
 * Another client of the mock (as the confirmation e-mail's sender would be), in English with its own
 * session: books behind the widget's back and reads back what the widget did; with `userToken`, as that
 * signed-in member.
 *
 * @example
 * ```ts
 * const { data } = await mockApiClient().booking.getReservation({ params });
 * await mockApiClient({ userToken }).booking.cancelReservation(input);
 * ```
 */
export function mockApiClient(options: { readonly userToken?: string } = {}) {
  const { userToken } = options;
  return createStaykitClient({
    baseUrl: TEST_CONFIG.apiUrl,
    locale: 'en',
    credentials: DEMO_CLIENT,
    storage: memoryStorage(),
    getUserToken: () => userToken,
  });
}

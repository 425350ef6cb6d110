// Test support (not part of the widget): a seeded member signed in behind the widget's back.
import { mockApiClient } from './mockApiClient';

/**
 * Signs a seeded member in at demo-tokyo (every seeded password is Winter2026x), as the member would on
 * another page; answers the user token, for the widget's storage or a member's own API calls.
 *
 * @example
 * ```ts
 * localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
 * ```
 */
export async function signInMockMember(email: string): Promise<string> {
  const { data } = await mockApiClient().membership.signIn({
    params: { path: { hotel_id: 101 } },
    body: { grant_type: 'password', email, password: 'Winter2026x' },
  });
  return data.access_token;
}

import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useMembership, useSwitchMembership } from '../index';

// A programme switch answers a new session and the old token stops working: the caller stores the new
// one in `onSuccess`, and only then is what the member sees read again, with the new token.

const server = setupStaykitTestServer();
const HOTEL = { path: { hotel_id: 101 } };

describe('useSwitchMembership', () => {
  it('lets the caller store the new session before every query is read again with it', async () => {
    const user = {
      id: 58231,
      name: 'Hanako Yamada',
      first_name: 'Hanako',
      last_name: 'Yamada',
      first_name_kana: null,
      last_name_kana: null,
      provider: 'staykit',
      organization: null,
      organization_role: null,
      rank: null,
      rank_id: null,
      program_id: 4,
      membership_id: null,
      encrypted_membership_id: null,
      point_program_enabled: false,
    } as const;
    const switched = {
      data: { access_token: 'ut_new', program_id: 4, non_signed_in_program_ids: [1], user },
    };
    const profile = {
      data: {
        id: 58231,
        email: 'hanako.yamada@example.com',
        unconfirmed_email: null,
        provider: 'staykit',
        profile_update_allowed: false,
        first_name: 'Hanako',
        last_name: 'Yamada',
      },
    };
    let token = 'ut_old';
    const tokensRead: string[] = [];
    server.use(
      http.post(`${API_URL}/hotels/101/memberships/switch`, () => HttpResponse.json(switched)),
      http.get(`${API_URL}/hotels/101/memberships/show`, ({ request }) => {
        tokensRead.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json(profile);
      }),
    );
    const { result } = renderStaykitHook(
      () => ({
        profile: useMembership({ params: HOTEL }),
        change: useSwitchMembership({
          onSuccess: async ({ data }) => {
            // Storing takes a moment (storage, state): the refetch still waits for it.
            await new Promise((resolve) => setTimeout(resolve, 20));
            token = data.access_token;
          },
        }),
      }),
      { client: { getUserToken: () => token } },
    );
    await waitFor(() => expect(result.current.profile.isSuccess).toBe(true));
    act(() => result.current.change.mutate({ params: HOTEL, body: { program_id: 4 } }));
    await waitFor(() => expect(result.current.change.isSuccess).toBe(true));
    expect(tokensRead).toEqual(['Bearer ut_old', 'Bearer ut_new']);
  });
});

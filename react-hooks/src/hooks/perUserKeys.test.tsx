import { createStaykitClient } from '@staykit/sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStaykitQueryClient } from '../createStaykitQueryClient';
import { StaykitProvider } from '../StaykitProvider';
import { API_URL, TEST_CREDENTIALS, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useMembership, useSwitchMembership, type SwitchMembershipData } from '../index';

// Queries whose answers depend on who is signed in carry the provider's `user` in their keys: a
// programme switch answers a new session, the app stores its token and names the new user, and what the
// member sees is read again with the new token, with no invalidation to remember.

const server = setupStaykitTestServer();
const HOTEL = { path: { hotel_id: 101 } };

const profile = (lastName: string) => ({
  data: {
    id: 58231,
    email: 'hanako.yamada@example.com',
    unconfirmed_email: null,
    provider: 'staykit',
    profile_update_allowed: false,
    first_name: 'Hanako',
    last_name: lastName,
  },
});

describe('per-user query keys', () => {
  it('a switch stores the new session, and the account is read again for the new user with its token', async () => {
    let token = 'ut_old';
    const tokensRead: string[] = [];
    server.use(
      http.post(`${API_URL}/hotels/101/memberships/switch`, () =>
        HttpResponse.json({
          data: {
            access_token: 'ut_new',
            program_id: 4,
            non_signed_in_program_ids: [1],
            user: { id: 58231 },
          },
        }),
      ),
      http.get(`${API_URL}/hotels/101/memberships/show`, ({ request }) => {
        const sent = request.headers.get('Authorization') ?? '';
        tokensRead.push(sent);
        return HttpResponse.json(profile(sent === 'Bearer ut_new' ? 'Family' : 'Rewards'));
      }),
    );
    const client = createStaykitClient({
      baseUrl: API_URL,
      locale: 'en',
      credentials: TEST_CREDENTIALS,
      getUserToken: () => token,
    });
    const queryClient = createStaykitQueryClient();
    let switchTo: (() => void) | undefined;
    function Account({ onSwitched }: { onSwitched: (data: SwitchMembershipData) => void }) {
      const account = useMembership({ params: HOTEL });
      const change = useSwitchMembership({ onSuccess: onSwitched });
      switchTo = () => change.mutate({ params: HOTEL, body: { program_id: 4 } });
      return <p>{account.data?.data.last_name ?? 'loading'}</p>;
    }
    let setUser: (user: string) => void = () => undefined;
    function Harness() {
      const [user, set] = useState('58231/1');
      setUser = set;
      return (
        <StaykitProvider client={client} queryClient={queryClient} user={user}>
          <Account
            onSwitched={({ data }) => {
              token = data.access_token;
              setUser(`58231/${data.program_id}`);
            }}
          />
        </StaykitProvider>
      );
    }
    render(<Harness />);
    expect(await screen.findByText('Rewards')).toBeTruthy();
    act(() => switchTo?.());
    expect(await screen.findByText('Family')).toBeTruthy();
    await waitFor(() => expect(tokensRead).toEqual(['Bearer ut_old', 'Bearer ut_new']));
    // Each user's answer is cached apart: the first user's is still there under its own key.
    expect(queryClient.getQueriesData({ queryKey: ['staykit'] }).length).toBe(2);
  });
});

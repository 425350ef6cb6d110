import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { responseExample } from '../testing/contractExamples';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useCurrentUser } from '../index';

const server = setupStaykitTestServer();

describe('useCurrentUser', () => {
  it('reads the signed-in user, and sends nothing while it is turned off', async () => {
    const seen = requestLog();
    server.use(
      http.get(`${API_URL}/user/me`, ({ request }) => {
        seen.add(request);
        return HttpResponse.json(responseExample('getCurrentUser'));
      }),
    );
    const off = renderStaykitHook(() => useCurrentUser({}, { enabled: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(off.result.current.fetchStatus).toBe('idle');
    expect(seen.all).toHaveLength(0);

    const { result } = renderStaykitHook(() => useCurrentUser({}));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.data.id).toBe(58231);
    expect(seen.all).toHaveLength(1);
  });
});

import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderStaykitHook } from '../testing/renderStaykitHook';
import { API_URL, requestLog, setupStaykitTestServer } from '../testing/staykitTestServer';
import { useOrganizationReservationsCsv } from '../index';

const server = setupStaykitTestServer();
const USAGE = `${API_URL}/hotel_brands/900/organizations/345/reservations`;
const CSV = 'reservation_number,guest_name\r\nSK9001,Sato Kenji\r\n';

describe('useOrganizationReservationsCsv', () => {
  it('downloads the usage table as CSV only when asked, and answers its text', async () => {
    const seen = requestLog();
    server.use(
      http.get(USAGE, ({ request }) => {
        seen.add(request);
        return new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { result } = renderStaykitHook(() => useOrganizationReservationsCsv());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.all).toHaveLength(0);

    result.current.mutate({ brandId: 900, organizationId: 345 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe(CSV);
    expect(seen.searches().map((query) => query.get('format'))).toEqual(['csv']);
  });

  it('fails with the code of a refusal, and with invalid_response for an answer that is not CSV', async () => {
    server.use(
      http.get(USAGE, () =>
        HttpResponse.json(
          { errors: [{ code: '1600', title: 'CSV download limit', message: 'Three downloads a day' }] },
          { status: 422 },
        ),
      ),
    );
    const refused = renderStaykitHook(() => useOrganizationReservationsCsv());
    refused.result.current.mutate({ brandId: 900, organizationId: 345 });
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(refused.result.current.error?.code).toBe('1600');

    server.use(http.get(USAGE, () => HttpResponse.json({ data: [], total_pages: 1 })));
    const notCsv = renderStaykitHook(() => useOrganizationReservationsCsv());
    notCsv.result.current.mutate({ brandId: 900, organizationId: 345 });
    await waitFor(() => expect(notCsv.result.current.isError).toBe(true));
    expect(notCsv.result.current.error?.code).toBe('invalid_response');
  });
});

import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/setupMockApi';
import { recordRequests } from '../testing/recordRequests';
import { startWidget } from '../testing/startWidget';

// The widget as main.tsx starts it, over the mock's handlers: what the landing address adds to the init.
const server = setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());
afterEach(() => cleanup());

const DATES = 'checkin=2026-12-10&checkout=2026-12-12';
const PREVIEW_NOTICE = /^Preview: this page shows the hotel’s unpublished settings/;

/** The init requests of one visit, as the mock receives them. */
const recordInits = () => recordRequests(server, (url) => url.pathname.endsWith('/booking_widget/init'));

describe('the init of a visit', () => {
  it('asks for the preview and the customer segment the address names, once, and says it is a preview', async () => {
    const record = recordInits();
    startWidget(
      `/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}` +
        '&preview=true&segment_ids=vip,not%20an%20id,winter_2026&icon_message_id=im_20261201',
    );
    expect((await screen.findByText(PREVIEW_NOTICE)).closest('.sk-alert')).not.toBeNull();
    // The hotel loads although one id is malformed: it is left out rather than sent to be refused.
    expect(await screen.findByRole('heading', { level: 3, name: 'Standard Twin' })).toBeTruthy();
    // The layout, the search and the header read the one init the start-up asked for.
    expect(record.urls()).toHaveLength(1);
    const query = record.urls()[0]?.searchParams;
    expect(query?.get('preview')).toBe('true');
    expect(query?.getAll('segment_ids')).toEqual(['vip', 'winter_2026']);
    expect(query?.get('icon_message_id')).toBe('im_20261201');
  });

  it('adds nothing to a plain visit, which shows no preview notice', async () => {
    const record = recordInits();
    startWidget(`/booking/result?hotel_code=demo-tokyo&locale=en&${DATES}&icon_message_id=a%2Fb`);
    expect(await screen.findByRole('heading', { level: 3, name: 'Standard Twin' })).toBeTruthy();
    expect(screen.queryByText(PREVIEW_NOTICE)).toBeNull();
    expect(record.urls()).toHaveLength(1);
    expect([...(record.urls()[0]?.searchParams.keys() ?? [])]).toEqual([]);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';

// The widget over the mock's handlers, the page's clock at the mock's (2026-12-01 09:00 JST).
setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());

const SEARCH = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';

async function openGuestDetails(path: string) {
  startWidget(path);
  const results = await screen.findByRole('region', { name: 'Search results' });
  fireEvent.click(within(results).getAllByRole('link', { name: /^Select Room only/ })[0] as HTMLElement);
  await screen.findByRole('heading', { name: 'Your details' });
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

describe('guest details of a signed-in member', () => {
  it("start with the member's names, which the member may still change", async () => {
    // Hanako Yamada signs in at start-up with her one-time token.
    await openGuestDetails(`${SEARCH}&one_time_access_token=ota_hanako_0001`);
    expect(field(/^Last name/).value).toBe('Yamada');
    expect(field(/^First name/).value).toBe('Hanako');
    fireEvent.change(field(/^First name/), { target: { value: 'Taro' } });
    expect(field(/^First name/).value).toBe('Taro');
  });

  it('start empty for a guest', async () => {
    await openGuestDetails(SEARCH);
    expect(field(/^Last name/).value).toBe('');
    expect(field(/^First name/).value).toBe('');
  });
});

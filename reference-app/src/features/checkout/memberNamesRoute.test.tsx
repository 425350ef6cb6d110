import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { mockApiClient } from '../../testing/mockApiClient';
import { signInMockMember } from '../../testing/signInMockMember';
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

  it("start with the profile's e-mail, phone and postal code, and offer to save changes to it", async () => {
    // Mei Watanabe (a LINE member whose programme lets her change her profile) signs in at start-up.
    await openGuestDetails(`${SEARCH}&one_time_access_token=ota_mei_0001`);
    expect(field(/^Last name/).value).toBe('Watanabe');
    expect(field(/^E-mail/).value).toBe('mei.watanabe@example.com');
    expect(field(/^Phone/).value).toBe('+819011112222');
    const save = screen.getByRole('checkbox', { name: 'Save these details to my member profile' });
    expect((save as HTMLInputElement).checked).toBe(false);

    // She books with a new phone number and saves it to her profile.
    fireEvent.change(field(/^Phone/), { target: { value: '090-5555-6666' } });
    fireEvent.click(save);
    const arrival = (await screen.findByLabelText(/^Arrival time/)) as HTMLSelectElement;
    fireEvent.change(arrival, { target: { value: arrival.options[1]?.value } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const payment = await screen.findByRole('form', { name: 'Payment' });
    fireEvent.click(within(payment).getByRole('radio', { name: 'Pay at the hotel' }));
    fireEvent.click(within(payment).getByRole('button', { name: 'Book' }));
    await screen.findByRole('heading', { name: 'Your reservation is confirmed' });
    const token = await signInMockMember('mei.watanabe@example.com');
    const { data } = await mockApiClient().membership.getMembership({
      params: { path: { hotel_id: 101 } },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(data.phone).toBe('09055556666');
  });

  it('do not offer to save to a profile the member may not change', async () => {
    // Hanako's account is of the product's own provider: her profile is changed on its own page only.
    await openGuestDetails(`${SEARCH}&one_time_access_token=ota_hanako_0001`);
    expect(screen.queryByRole('checkbox', { name: 'Save these details to my member profile' })).toBeNull();
  });

  it('start empty for a guest', async () => {
    await openGuestDetails(SEARCH);
    expect(field(/^Last name/).value).toBe('');
    expect(field(/^First name/).value).toBe('');
  });
});

import { errorMessage } from '@staykit/sdk/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';

// The widget as main.tsx starts it, over the mock's handlers. demo-tokyo has a standard policy (50% from
// 3 days before, 100% on the day, 100% no-show) and a non-refundable one; demo-seoul charges 100% from
// 12:00 the day before.
setupMockApi();

const start = (path: string) => startWidget(path);

// ICU versions differ in the space before AM/PM; what the guest reads is the same.
const plain = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

// Start-up, then the policies: more than the default second on a busy machine.

/** The card of the policy whose heading is `name`. */
async function policy(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('article') as HTMLElement;
}

const steps = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => plain(item.textContent));

describe('cancellation policy screen', () => {
  it('lists demo-tokyo’s policies as sentences in English, the non-refundable one marked', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cancellation policy' })).toBeTruthy();

    const standard = await policy('Standard policy');
    expect(within(standard).getByRole('list', { name: 'Cancellation fees' })).toBeTruthy();
    expect(steps(standard)).toEqual([
      'From 3 days before check-in: 50% of the stay',
      'On the check-in day: 100% of the stay',
    ]);
    expect(within(standard).getByText('No-show: 100% of the stay')).toBeTruthy();
    expect(within(standard).queryByText('Non-refundable')).toBeNull();

    const nonRefundable = await policy('Non-refundable');
    expect(within(nonRefundable).getByText('Non-refundable', { selector: 'strong' })).toBeTruthy();
    expect(within(nonRefundable).getByText(/Nothing is refunded if you cancel\./)).toBeTruthy();
    expect(within(nonRefundable).queryByRole('list')).toBeNull();
    expect(
      screen.getByText('Cancellations on the check-in day cannot be made online. Please call the hotel.'),
    ).toBeTruthy();
  });

  it('writes the steps in Japanese for a Japanese guest', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=ja');
    const standard = await policy('Standard policy');
    expect(steps(standard)).toEqual([
      'チェックイン3日前から：宿泊料金の50%',
      'チェックイン当日：宿泊料金の100%',
    ]);
    expect(within(standard).getByText('無連絡の不泊：宿泊料金の100%')).toBeTruthy();
    expect(within(await policy('Non-refundable')).getByText('返金不可')).toBeTruthy();
  });

  it('says until when cancelling is free for the searched check-in, in hotel time', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10');
    const standard = await policy('Standard policy');
    // 3 days before 2026-12-10 at 00:00 in Tokyo.
    await within(standard).findByText(/^Free cancellation until/);
    expect(plain(within(standard).getByText(/^Free cancellation until/).textContent)).toBe(
      'Free cancellation until Dec 7, 2026, 12:00 AM',
    );
    expect(within(await policy('Non-refundable')).queryByText(/Free cancellation/)).toBeNull();
  });

  it('writes a step with an hour in the locale’s time format', async () => {
    start('/cancellation-policy?hotel_code=demo-seoul&locale=en');
    const standard = await policy('표준 Standard');
    expect(steps(standard)).toEqual(['From 12:00 PM on the day before check-in: 100% of the stay']);
  });

  it('shows only the policies of the room plans asked for', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=en&room_plan_codes=STD-NR');
    expect(await policy('Non-refundable')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Standard policy' })).toBeNull();
  });

  it('shows one policy by id', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=en&policy_id=12');
    expect(steps(await policy('Standard policy'))).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('says there is no policy when the plan names none, without asking', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=en&policy_id=');
    expect(await screen.findByText('No cancellation policy to show.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('shows the error text when the policy does not exist', async () => {
    start('/cancellation-policy?hotel_code=demo-tokyo&locale=en&policy_id=999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('not_found', 'en'));
  });
});

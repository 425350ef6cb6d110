import { errorMessage } from '@staykit/sdk/messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startFramedWidget } from '../../testing/startFramedWidget';
import { startWidget } from '../../testing/startWidget';

// The unsubscribe pages over the mock's seeded links (mocks/README.md "Pay links and e-mail"): no hotel
// code anywhere, as in the e-mail's link.
setupMockApi();

const confirmation = (token: string) => `/unsubscribe-email/confirmation?token=${token}&locale=en`;

describe('unsubscribing from promotional e-mail', () => {
  it('asks for the address the link stands for, unsubscribes it and says so', async () => {
    startWidget(confirmation('ue_hanako_subscribed'));
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from promotional e-mail' })).toBeTruthy();
    expect(
      screen.getByText('Stop sending promotional e-mail from Demo Hotels to h***o@example.com?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    // Focus moves in an effect once the element is on screen.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText(/You will no longer receive promotional e-mail/)).toBeTruthy();
    // The token has done its job: it stays out of the next address.
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/unsubscribe-email/success?locale=en',
    );

    // The same link again: already done, nothing to press.
    cleanup();
    document.body.innerHTML = '';
    startWidget(confirmation('ue_hanako_subscribed'));
    expect(
      await screen.findByText(
        'h***o@example.com is already unsubscribed: no promotional e-mail is sent to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says an address already unsubscribed is so', async () => {
    startWidget(confirmation('ue_taro_unsubscribed'));
    expect(await screen.findByText(/^t\*+o@example\.com is already unsubscribed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it.each([
    ['an expired link', confirmation('ue_expired_link')],
    ['a link without a token', '/unsubscribe-email/confirmation?locale=en'],
  ])('shows the unsubscribe error for %s', async (_case, path) => {
    startWidget(path);
    expect(await screen.findByRole('heading', { name: 'The unsubscribe did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(errorMessage('unsubscribe_failed', 'en'));
  });

  it('talks with no framing page: without a hotel, no parent is allowed (no close button either)', async () => {
    const parent = startFramedWidget(
      `${confirmation('ue_hanako_subscribed')}&parentUrl=https%3A%2F%2Fdemo-tokyo.example.com%2Fnews`,
    );
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('shows no close button outside a frame', async () => {
    startWidget('/unsubscribe-email/success?locale=en');
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

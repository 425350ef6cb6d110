import { createStaykitQueryClient, StaykitProvider } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { errorMessage } from '@staykit/sdk/messages';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/messages';
import { bookMockStay, type MockStayChanges } from '../../testing/bookMockStay';
import { mockApiClient } from '../../testing/mockApiClient';
import { moveMockClocks } from '../../testing/moveMockClocks';
import { setupMockApi } from '../../testing/setupMockApi';
import { setupMockNow } from '../../testing/setupMockNow';
import { signInMockMember } from '../../testing/signInMockMember';
import { CancelReservationDialog } from './CancelReservationDialog';
import { settingsFixture } from './reservationFixtures';

// The cancel dialog on its own over the mock's handlers, so that every refusal of cancelReservation can be
// met even where the review would not offer the button: each by its documented state or trigger.
setupMockApi();
setupMockNow();
beforeAll(() => loadMessages('en'));

const signOut = { hidden: false, signingOut: false, onSignOut: vi.fn(() => Promise.resolve()) };

async function openDialog(
  reservation: components['schemas']['Reservation'],
  bypassToken: string,
  userToken?: string,
) {
  const client = mockApiClient({ userToken });
  render(
    <StaykitProvider client={client} queryClient={createStaykitQueryClient()}>
      <MemoryRouter>
        <CancelReservationDialog
          reservation={reservation}
          settings={settingsFixture()}
          hotelId={101}
          bypassToken={bypassToken}
          locale="en"
          timeZone="Asia/Tokyo"
          now={() => new Date()}
          hotelPhone="+81 3-0000-0101"
          findPath="/search?hotel_code=demo-tokyo"
          signOut={signOut}
          onClose={() => undefined}
          onCancelled={() => undefined}
        />
      </MemoryRouter>
    </StaykitProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Cancel this reservation?' });
  fireEvent.change(within(dialog).getByLabelText(/^Reason for cancelling/), { target: { value: 'other' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
  return dialog;
}

interface Row {
  title: string;
  booking: MockStayChanges;
  at?: string;
  /** Another token than the booking's own. */
  token?: string;
  signedIn?: boolean;
  code: Parameters<typeof errorMessage>[0];
  /** The guest can try again from the dialog. */
  retry: boolean;
  also?: (alert: HTMLElement) => void;
}

const ROWS: readonly Row[] = [
  { title: 'edited by staff', booking: { lastName: 'STAFFEDITED' }, code: 'edited_by_staff', retry: false },
  { title: 'an update pending', booking: { lastName: 'PENDINGUPDATE' }, code: '3013', retry: true },
  { title: 'a payment pending', booking: { lastName: 'PENDINGPAYMENT' }, code: '3016', retry: true },
  {
    title: 'the change deadline passed',
    booking: {},
    at: '2026-12-09T18:00:00+09:00',
    code: 'update_deadline_passed',
    retry: false,
  },
  {
    title: 'the check-in day: by phone',
    booking: {},
    at: '2026-12-10T09:00:00+09:00',
    code: 'cancellation_same_day',
    retry: false,
    also: (alert) =>
      expect(within(alert).getByRole('link', { name: '+81 3-0000-0101' }).getAttribute('href')).toBe(
        'tel:+81300000101',
      ),
  },
  {
    title: 'an expired confirmation link',
    booking: {},
    token: 'bp_expired_link',
    code: '1250',
    retry: false,
    also: (alert) =>
      expect(
        within(alert)
          .getByRole('link', { name: 'Find your reservation by number and e-mail' })
          .getAttribute('href'),
      ).toBe('/search?hotel_code=demo-tokyo'),
  },
  {
    title: 'a link of another booking',
    booking: {},
    token: 'bp_0000000000000000',
    code: 'reservation_access_denied',
    retry: false,
  },
  {
    title: 'signed in on a guest booking',
    booking: {},
    signedIn: true,
    code: 'sign_out_required',
    retry: false,
    also: (alert) => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Sign out' }));
      expect(signOut.onSignOut).toHaveBeenCalled();
    },
  },
];

describe('refusals of the cancellation, in the dialog by code', () => {
  it.each(ROWS)('$title: $code', async (row) => {
    const booked = await bookMockStay({ payment: 'credit_card', ...row.booking });
    const { data: reservation } = await mockApiClient().booking.getReservation({
      params: {
        path: { hotel_id: 101, reservation_id: booked.number },
        query: { bypass_token: booked.token },
      },
    });
    if (row.at) moveMockClocks(row.at);
    const userToken = row.signedIn ? await signInMockMember('hanako.yamada@example.com') : undefined;
    const dialog = await openDialog(reservation, row.token ?? booked.token, userToken);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(errorMessage(row.code, 'en'));
    // Focus moves in an effect once the element is on screen.
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(dialog).queryByRole('button', { name: 'Confirm the cancellation' }) !== null).toBe(
      row.retry,
    );
    row.also?.(alert);
  });
});

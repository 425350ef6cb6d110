import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { signInMockMember } from '../../testing/signInMockMember';
import { startWidget } from '../../testing/startWidget';

// The account's sections over the mock's handlers, as a member uses them: the seed's Hanako Yamada holds
// reservations in every tab, points, saved cards, vouchers and coupons; the LINE member Mei has none of
// the point programme.
setupMockApi();

function open(path: string) {
  cleanup();
  document.body.innerHTML = '';
  startWidget(path);
}

async function openAs(email: string, path: string) {
  localStorage.setItem('900_staykit_user_token', await signInMockMember(email));
  open(path);
}

const sectionLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Parts of your account' })).findAllByRole('link');

describe('the account sections', () => {
  it('sends a guest to sign-in and back to the section asked for', async () => {
    open('/my-account/points?hotel_code=demo-tokyo&locale=en');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    fireEvent.change(within(form).getByLabelText(/^E-mail address/), {
      target: { value: 'hanako.yamada@example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Winter2026x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your points' })).toBeTruthy();
    expect(window.location.pathname).toBe('/my-account/points');
  });

  it('shows every section to a member with points and vouchers, the current one marked', async () => {
    await openAs('hanako.yamada@example.com', '/my-account/payment-options?hotel_code=demo-tokyo&locale=en');
    await waitFor(async () =>
      expect((await sectionLinks()).map((link) => link.textContent)).toEqual([
        'Profile',
        'Reservations',
        'Points',
        'Payment options',
        'Vouchers and coupons',
      ]),
    );
    const current = (await sectionLinks()).find((link) => link.getAttribute('aria-current') === 'page');
    expect(current?.textContent).toBe('Payment options');
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
  });

  it('leaves out the points and the promotions of a member who has none', async () => {
    await openAs('mei.watanabe@example.com', '/my-account?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('heading', { name: 'Sign-in details' })).toBeTruthy();
    expect((await sectionLinks()).map((link) => link.textContent)).toEqual([
      'Profile',
      'Reservations',
      'Payment options',
    ]);
    fireEvent.click(
      within(await screen.findByRole('navigation', { name: 'Parts of your account' })).getByRole('link', {
        name: 'Reservations',
      }),
    );
    expect(await screen.findByText('There are no reservations here.')).toBeTruthy();
  });

  it("shows the membership card's QR code where the programme encrypts the member's id, as an image", async () => {
    await openAs('kenji.sato@example.com', '/my-account?hotel_code=demo-tokyo&locale=en');
    const qr = await screen.findByRole('img', { name: 'QR code of your membership card' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await openAs('hanako.yamada@example.com', '/my-account?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('heading', { name: 'Sign-in details' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'QR code of your membership card' })).toBeNull();
  });

  it('lists the lottery entries in the lottery tab, and cancels then restores one', async () => {
    await openAs(
      'hanako.yamada@example.com',
      '/my-account/reservations?hotel_code=demo-tokyo&locale=en&status=lottery',
    );
    const entries = await screen.findByRole('list', { name: 'Your lottery entries' });
    await waitFor(() => expect(within(entries).getAllByRole('article')).toHaveLength(3));
    expect(within(entries).getByText('Won: book now')).toBeTruthy();
    expect(within(entries).getByText('Won and booked')).toBeTruthy();
    fireEvent.click(within(entries).getByRole('button', { name: 'Cancel entry LE1010002' }));
    const restore = await within(entries).findByRole('button', { name: 'Restore entry LE1010002' });
    expect(within(entries).getByText('Entry cancelled')).toBeTruthy();
    fireEvent.click(restore);
    expect(await within(entries).findByRole('button', { name: 'Cancel entry LE1010002' })).toBeTruthy();
  });

  it('opens the profile for a section the account does not have', async () => {
    await openAs('hanako.yamada@example.com', '/my-account/wallet?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('heading', { name: 'Sign-in details' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/my-account'));
  });

  it('checks the amount of an exchange before sending it, in the member’s language', async () => {
    await openAs('hanako.yamada@example.com', '/my-account/points?hotel_code=demo-tokyo&locale=ja');
    fireEvent.click(await screen.findByRole('button', { name: 'ポイントを交換する' }));
    const dialog = await screen.findByRole('dialog', { name: 'ポイントをデジコに交換' });
    fireEvent.change(within(dialog).getByLabelText(/^交換するポイント/), { target: { value: '10500' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '交換する' }));
    expect(await within(dialog).findByText('保有ポイントは10,000ポイントです。')).toBeTruthy();
  });
});

describe('the organization admin page', () => {
  it('sends a guest to corporate sign-in', async () => {
    open('/organization-admin?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('form', { name: 'Corporate sign-in' })).toBeTruthy();
  });

  it("shows the admin the organization's stays booked on the site", async () => {
    await openAs('kenji.sato@example.com', '/organization-admin?hotel_code=demo-tokyo&locale=en');
    const table = await screen.findByRole('table', { name: 'Stays of Demo Trading' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText('SK9102')).toBeTruthy();
    expect(within(table).queryByText('SK9103')).toBeNull();
  });

  it('tells a user who is not an admin, and a member of no organization, what the page is for', async () => {
    await openAs('yui.nakamura@example.com', '/organization-admin?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByText('This page is for your organization’s administrators.')).toBeTruthy();
    await openAs('hanako.yamada@example.com', '/organization-admin?hotel_code=demo-tokyo&locale=en');
    expect(
      await screen.findByText('Sign in as a corporate user to see your organization’s stays.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as a corporate user' })).toBeTruthy();
  });
});

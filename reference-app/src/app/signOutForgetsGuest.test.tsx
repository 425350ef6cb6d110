import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadGuestForm, saveGuestForm } from '../features/checkout/savedGuestForm';
import { setupMockApi } from '../testing/setupMockApi';
import { startWidget } from '../testing/startWidget';

// The widget as main.tsx starts it, over the mock's handlers: a sign-out forgets the guest details typed at
// checkout, so that the next person at this browser does not find them.
setupMockApi();

describe('signing out', () => {
  it('forgets the guest details typed at checkout', async () => {
    saveGuestForm(
      sessionStorage,
      'demo-tokyo',
      { last_name: 'Yamada', email: 'hanako.yamada@example.com' },
      new Date(),
    );
    startWidget('/?hotel_code=demo-tokyo&locale=en&login_token=ota_hanako_0001');
    const banner = await screen.findByRole('banner');
    const account = await within(banner).findByRole('group', { name: 'Your account' });
    expect(loadGuestForm(sessionStorage, 'demo-tokyo', new Date()).last_name).toBe('Yamada');
    fireEvent.click(within(account).getByRole('button', { name: 'Sign out' }));
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(loadGuestForm(sessionStorage, 'demo-tokyo', new Date())).toEqual({});
  });

  it('keeps them for a guest who never signed in', async () => {
    saveGuestForm(sessionStorage, 'demo-tokyo', { last_name: 'Suzuki' }, new Date());
    startWidget('/?hotel_code=demo-tokyo&locale=en');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(loadGuestForm(sessionStorage, 'demo-tokyo', new Date()).last_name).toBe('Suzuki');
  });
});

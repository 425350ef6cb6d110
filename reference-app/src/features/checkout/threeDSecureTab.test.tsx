import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';

// The return page as it opens in the tab a framed widget opened for the card issuer's page: it hands the
// outcome back to its opener, a widget page of the same origin, and waits for that page to take it.
setupMockApi();
afterEach(() => {
  Reflect.deleteProperty(window, 'opener');
  vi.restoreAllMocks();
});

const RETURN =
  '/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&outcome=approved&authentication_result=ok';

/** A widget page of this origin that opened the tab, recording what it is sent. */
function openerOfThisOrigin() {
  const opener = { closed: false, location: { origin: window.location.origin }, postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  return opener;
}

describe('the 3-D Secure tab of a framed widget', () => {
  it('hands the outcome to the widget that opened it, and says where to go when that page does not answer', async () => {
    const opener = openerOfThisOrigin();
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    startWidget(RETURN);
    expect(await screen.findByRole('heading', { name: 'Card check complete' })).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        type: 'staykit:three-d-secure-return',
        search: '?hotel_code=demo-tokyo&locale=en&outcome=approved&authentication_result=ok',
      },
      window.location.origin,
    );
    // No answer within its 3 seconds: the tab stays, and says so.
    expect(
      await screen.findByText(
        /^The hotel’s page did not take the card check’s answer/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(close).not.toHaveBeenCalled();
  });

  it('answers no opener of another origin: with nothing kept in this tab, the check is said to have failed', async () => {
    Object.defineProperty(window, 'opener', {
      value: {
        closed: false,
        get location(): never {
          throw new DOMException('Blocked a frame with another origin', 'SecurityError');
        },
        postMessage: vi.fn(),
      },
      configurable: true,
      writable: true,
    });
    startWidget(RETURN);
    expect(await screen.findByRole('heading', { name: 'The booking did not go through' })).toBeTruthy();
    expect((window.opener as { postMessage: ReturnType<typeof vi.fn> }).postMessage).not.toHaveBeenCalled();
  });

  it('hands a provider’s way back to the frame only from a tab it opened, and keeps no provider ids in the address', async () => {
    const opener = openerOfThisOrigin();
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    startWidget(
      '/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&paypal=return&tab=1&token=PP1&PayerID=MOCK1',
    );
    expect(await screen.findByRole('heading', { name: 'Card check complete' })).toBeTruthy();
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        type: 'staykit:three-d-secure-return',
        search: '?hotel_code=demo-tokyo&locale=en&paypal=return&tab=1&token=PP1&PayerID=MOCK1',
      },
      window.location.origin,
    );
    expect(window.location.search).toBe('?hotel_code=demo-tokyo&locale=en');
  });

  it('says nothing failed when a provider returns to a tab that does not know the booking, and where to find it', async () => {
    // A top-level widget page of this origin opened this tab, but not for a provider: nothing is handed.
    const opener = openerOfThisOrigin();
    startWidget(
      '/reservation/three-d-secure?hotel_code=demo-tokyo&locale=en&paypal=return&token=PP1&PayerID=MOCK1',
    );
    expect(await screen.findByText(/^This tab does not know the booking this payment is for\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find your reservation' }).getAttribute('href')).toBe(
      '/search?hotel_code=demo-tokyo&locale=en',
    );
    expect(screen.queryByRole('heading', { name: 'The booking did not go through' })).toBeNull();
    expect(opener.postMessage).not.toHaveBeenCalled();
    // PayPal's ids do not stay in the address.
    expect(window.location.search).toBe('?hotel_code=demo-tokyo&locale=en');
  });
});

import { describe, expect, it } from 'vitest';
import {
  isCurrencySelectorVisible,
  isLanguageSelectorVisible,
  isLoginWidgetVisible,
  isBackButtonVisible,
  isChatbotOffered,
} from './headerVisibility';

describe('isLanguageSelectorVisible', () => {
  it.each(['/booking/result', '/booking/recommender', '/facilities', '/search', '/503'])(
    'shows on %s',
    (pathname) => {
      expect(isLanguageSelectorVisible({ pathname, inChatbotFrame: false })).toBe(true);
    },
  );

  it.each([
    '/reservation/guest-detail',
    '/reservation/guest-detail/',
    '/reservation/payment',
    '/room-lottery/guest-detail',
  ])('hides on %s', (pathname) => {
    expect(isLanguageSelectorVisible({ pathname, inChatbotFrame: false })).toBe(false);
  });

  it('hides in the chatbot frame', () => {
    expect(isLanguageSelectorVisible({ pathname: '/booking/result', inChatbotFrame: true })).toBe(false);
  });
});

describe('isCurrencySelectorVisible', () => {
  const shown = { multiCurrencyEnabled: true, modifyingReservation: false };

  it.each(['/booking/result', '/booking/recommender', '/booking/result/'])('shows on %s', (pathname) => {
    expect(isCurrencySelectorVisible({ pathname, ...shown })).toBe(true);
  });

  it.each(['/facilities', '/reservation/guest-detail', '/search', '/'])('hides on %s', (pathname) => {
    expect(isCurrencySelectorVisible({ pathname, ...shown })).toBe(false);
  });

  it('hides without multi-currency', () => {
    expect(
      isCurrencySelectorVisible({ ...shown, pathname: '/booking/result', multiCurrencyEnabled: false }),
    ).toBe(false);
  });

  it('hides while a reservation is being modified', () => {
    expect(
      isCurrencySelectorVisible({ ...shown, pathname: '/booking/result', modifyingReservation: true }),
    ).toBe(false);
  });
});

describe('isLoginWidgetVisible', () => {
  const guest = { inChatbotFrame: false, modifyingReservation: false };

  it.each([
    '/booking/result',
    '/facilities',
    '/search',
    '/reservation/guest-detail',
    '/room-lottery/guest-detail',
  ])('shows on %s', (pathname) => {
    expect(isLoginWidgetVisible({ pathname, ...guest })).toBe(true);
  });

  it.each(['/503', '/503/', '/room-lottery/complete/LOT-0001'])('hides on %s', (pathname) => {
    expect(isLoginWidgetVisible({ pathname, ...guest })).toBe(false);
  });

  it('hides in the chatbot frame', () => {
    expect(isLoginWidgetVisible({ ...guest, pathname: '/booking/result', inChatbotFrame: true })).toBe(false);
  });

  it.each(['/booking/result', '/booking/recommender', '/search'])(
    'hides on %s while a reservation is being updated',
    (pathname) => {
      expect(isLoginWidgetVisible({ ...guest, pathname, modifyingReservation: true })).toBe(false);
    },
  );

  it('shows elsewhere while a reservation is being updated', () => {
    expect(
      isLoginWidgetVisible({ ...guest, pathname: '/reservation/guest-detail', modifyingReservation: true }),
    ).toBe(true);
  });
});

describe('isBackButtonVisible (docs/widget.md#page-shell: account pages and the organization admin page)', () => {
  it.each([
    ['/my-account', true],
    ['/my-account/reservations', true],
    ['/organization-admin/', true],
    ['/booking/result', false],
    ['/my-accounts', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isBackButtonVisible(pathname)).toBe(expected);
  });
});

describe('isChatbotOffered (contract: ChatbotSetting)', () => {
  const desktopOnly = { enabled: true, show_on_mobile: false, show_on_desktop: true };
  const mobileOnly = { enabled: true, show_on_mobile: true, show_on_desktop: false };
  const offered = { narrow: false, inChatbotFrame: false, routeHides: false };

  it.each([
    ['desktop only, on a wide window', desktopOnly, false, true],
    ['desktop only, at 992 px or less', desktopOnly, true, false],
    ['mobile only, at 992 px or less', mobileOnly, true, true],
    ['mobile only, on a wide window', mobileOnly, false, false],
  ])('%s → %s', (_case, setting, narrow, expected) => {
    expect(isChatbotOffered({ ...offered, setting, narrow })).toBe(expected);
  });

  it('is never offered when disabled, inside the chatbot frame or on a screen that hides it', () => {
    const everywhere = { enabled: true, show_on_mobile: true, show_on_desktop: true };
    expect(isChatbotOffered({ ...offered, setting: everywhere })).toBe(true);
    expect(isChatbotOffered({ ...offered, setting: { ...everywhere, enabled: false } })).toBe(false);
    expect(isChatbotOffered({ ...offered, setting: everywhere, inChatbotFrame: true })).toBe(false);
    expect(isChatbotOffered({ ...offered, setting: everywhere, routeHides: true })).toBe(false);
  });
});

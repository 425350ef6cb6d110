import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaykitQueryClient, StaykitProvider } from '@staykit/react';
import { render } from '@testing-library/react';
import { mockApiClient } from '../../testing/mockApiClient';
import { setHotelSettings } from '../../testing/setHotelSettings';
import { setupMockApi } from '../../testing/setupMockApi';
import { startWidget } from '../../testing/startWidget';
import { ANALYTICS_CONSENT_EVENT, CONSENT_STORAGE_KEY } from './analyticsConsent';
import { HotelAnalytics } from './HotelAnalytics';

// The widget as main.tsx starts it, with the hotel's tags set through the mock's settings control.
setupMockApi();
beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T09:00:00+09:00') }));
afterAll(() => vi.useRealTimers());
afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  Reflect.deleteProperty(window, 'dataLayer');
});

const PAGE = '/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-10&checkout=2026-12-12';
const GTM_SNIPPET =
  "<script>(function(w,d,s,l,i){w[l]=w[l]||[];var f=d.getElementsByTagName(s)[0];})(window,document,'script','dataLayer','GTM-AB12CD');</script>" +
  '<script>alert("the hotel\'s own code")</script>';
const GA4_BODY = '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E"></script>';

const TAGS = (consentRequired: boolean) => ({
  head_tags: GTM_SNIPPET,
  body_tags: GA4_BODY,
  consent_required: consentRequired,
});
const setTags = (consentRequired: boolean) =>
  setHotelSettings('demo-tokyo', { analytics_setting: TAGS(consentRequired) });

const googleScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
const dataLayer = () => (Reflect.get(window, 'dataLayer') as unknown[] | undefined) ?? [];
// gtag's calls are `arguments` objects in the data layer; the Tag Manager's start is a plain object.
const consentCalls = () =>
  dataLayer()
    .filter(
      (entry): entry is ArrayLike<unknown> =>
        typeof entry === 'object' && entry !== null && 'length' in entry,
    )
    .map((entry) => Array.from(entry))
    .filter((args) => args[0] === 'consent');
const firstResult = () => screen.findByRole('heading', { level: 3, name: 'Standard Twin' });

describe("the hotel's analytics", () => {
  it("loads Google's scripts for the hotel's ids at once when the hotel asks no consent, never its HTML", async () => {
    await setTags(false);
    startWidget(PAGE);
    await firstResult();
    await waitFor(() =>
      expect(googleScripts()).toEqual([
        'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
        'https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E',
      ]),
    );
    expect(document.documentElement.innerHTML).not.toContain("the hotel's own code");
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(consentCalls()).toEqual([]);
  });

  it('loads nothing before consent, then the tags with consent granted once the guest allows them', async () => {
    await setTags(true);
    startWidget(PAGE);
    const banner = await screen.findByRole('region', { name: 'Analytics cookies' });
    await firstResult();
    expect(googleScripts()).toEqual([]);
    expect(dataLayer()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(googleScripts()).toHaveLength(2));
    expect(banner.isConnected).toBe(false);
    expect(consentCalls()).toEqual([
      [
        'consent',
        'default',
        {
          // Analytics only: the banner asks nothing about advertising.
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
        },
      ],
    ]);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({ granted: true });
  });

  it('keeps a refusal: the next visit shows no banner and loads nothing', async () => {
    await setTags(true);
    startWidget(PAGE);
    await screen.findByRole('region', { name: 'Analytics cookies' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull());
    document.body.innerHTML = '';
    startWidget(PAGE);
    await firstResult();
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(googleScripts()).toEqual([]);
  });

  it("follows the page's consent manager instead of asking", async () => {
    // The manager answers when the widget asks (it had answered before the widget loaded).
    const answer = () =>
      window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: true } }));
    window.addEventListener('staykit:analytics-consent-request', answer);
    try {
      await setTags(true);
      startWidget(PAGE);
      await firstResult();
      await waitFor(() => expect(googleScripts()).toHaveLength(2));
      expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
      // Withdrawn later: the loaded tags are told.
      window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: false } }));
      await waitFor(() => expect(consentCalls().at(-1)?.slice(0, 2)).toEqual(['consent', 'update']));
      expect(consentCalls().at(-1)?.[2]).toMatchObject({ analytics_storage: 'denied' });
      // Given again: passed on too, without loading the scripts a second time.
      window.dispatchEvent(new CustomEvent(ANALYTICS_CONSENT_EVENT, { detail: { granted: true } }));
      await waitFor(() => expect(consentCalls().at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted' }));
      expect(googleScripts()).toHaveLength(2);
      // Nothing was kept: the page's manager owns the answer.
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    } finally {
      window.removeEventListener('staykit:analytics-consent-request', answer);
    }
  });

  it('does nothing in a frame: no banner, no script, whatever the hotel asks', () => {
    // The framing page's analytics take the widget's ga4Event messages instead.
    const framed = { self: window, top: {}, document, localStorage } as unknown as Window;
    for (const consentRequired of [true, false]) {
      const { container, unmount } = render(
        <StaykitProvider client={mockApiClient()} queryClient={createStaykitQueryClient()}>
          <HotelAnalytics setting={TAGS(consentRequired)} view={framed} />
        </StaykitProvider>,
      );
      expect(container.innerHTML).toBe('');
      expect(googleScripts()).toEqual([]);
      unmount();
    }
  });
});

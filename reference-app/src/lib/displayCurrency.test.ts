import { DEMO_CLIENT } from '@staykit/mocks';
import { createStaykitClient, memoryStorage, type components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { setupMockApi, TEST_CONFIG } from '../testing/setupMockApi';
import { displayCurrency } from './displayCurrency';

type Init = components['schemas']['BookingWidgetInit'];

// demo-tokyo sells in yen with multi-currency on; demo-kyoto has it off. The mock detects a currency from
// the request's Accept-Language.
setupMockApi();
const initOf = async (code: string, language = 'en-US') => {
  const client = createStaykitClient({
    baseUrl: TEST_CONFIG.apiUrl,
    locale: 'en',
    credentials: DEMO_CLIENT,
    storage: memoryStorage(),
  });
  const { data } = await client.booking.getBookingWidgetInit({
    params: { path: { hotel_code: code }, header: { 'Accept-Language': language } },
  });
  return data;
};
const showingGuestCurrency = (init: Init): Init => ({
  ...init,
  booking_widget_setting_attributes: { ...init.booking_widget_setting_attributes, show_guest_currency: true },
});

describe('displayCurrency', () => {
  it("shows the hotel's currency until the guest chooses another, by default", async () => {
    const tokyo = await initOf('demo-tokyo');
    expect(displayCurrency(tokyo, null, ['en-GB'])).toBeUndefined();
    expect(displayCurrency(tokyo, 'USD', ['en-GB'])).toBe('USD');
    expect(displayCurrency(tokyo, 'JPY', ['en-GB'])).toBeUndefined();
    // A code the hotel does not sell in is no choice.
    expect(displayCurrency(tokyo, 'XXX', ['en-GB'])).toBeUndefined();
  });

  it('shows a guest their detected, then guessed currency when the hotel says so, their own choice first', async () => {
    const detectedUsd = showingGuestCurrency(await initOf('demo-tokyo', 'en-US'));
    expect(detectedUsd.detected_currency).toBe('USD');
    expect(displayCurrency(detectedUsd, null, ['en-GB'])).toBe('USD');
    const nothingDetected = showingGuestCurrency(await initOf('demo-tokyo', 'fr'));
    expect(displayCurrency(nothingDetected, null, ['en-GB'])).toBe('GBP');
    expect(displayCurrency(nothingDetected, null, ['fr'])).toBeUndefined();
    // An explicit choice of the hotel's own currency wins over what was detected.
    expect(displayCurrency(detectedUsd, 'JPY', ['en-GB'])).toBeUndefined();
    expect(displayCurrency(detectedUsd, 'EUR', ['en-GB'])).toBe('EUR');
  });

  it('shows nothing but the hotel currency where multi-currency is off', async () => {
    const kyoto = showingGuestCurrency(await initOf('demo-kyoto', 'en-US'));
    expect(kyoto.detected_currency).toBeNull();
    expect(displayCurrency(kyoto, 'USD', ['en-GB'])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { agencyLocale } from './agency/createAgencyApp';
import { readWidgetConfig } from './widgetConfig';

const host = (dataset: Record<string, string>) => ({ dataset });

describe('readWidgetConfig: widget or agency storefront', () => {
  it('runs the widget by default, and the storefront when the build or the host page says so', () => {
    expect(readWidgetConfig({}, null, '/booking/result').agency).toBeNull();
    expect(readWidgetConfig({ VITE_STAYKIT_MODE: 'agency' }, null, '/').agency).toMatchObject({
      basename: '',
      credentials: { key: 'demo-agency', secret: 'demo-agency-secret' },
    });
    expect(readWidgetConfig({}, host({ mode: 'agency' }), '/').agency).toMatchObject({ basename: '' });
  });

  it('serves the storefront under /agency beside the widget, but never on a hotel page that names its hotel', () => {
    expect(readWidgetConfig({}, host({}), '/agency/search-hotels').agency?.basename).toBe('/agency');
    expect(readWidgetConfig({}, host({}), '/agency').agency?.basename).toBe('/agency');
    expect(readWidgetConfig({}, host({}), '/agencyx').agency).toBeNull();
    expect(readWidgetConfig({}, host({ hotelCode: 'demo-tokyo' }), '/agency/rooms').agency).toBeNull();
    expect(readWidgetConfig({}, host({ mode: 'widget' }), '/agency/').agency).toBeNull();
  });
});

describe('agencyLocale', () => {
  it.each([
    ['?locale=ko', ['ja-JP'], 'ko'],
    ['?locale=fr', ['zh-TW', 'en'], 'zh_Hant'],
    ['', ['zh-CN'], 'zh_Hans'],
    ['', ['de-DE', 'th-TH'], 'th'],
    ['', ['de-DE'], 'en'],
  ] as const)('%s with %j → %s', (search, languages, locale) => {
    expect(agencyLocale(search, languages)).toBe(locale);
  });
});

import { describe, expect, it } from 'vitest';
import { widgetUrl } from './widgetUrl';

const BASE = 'https://booking.example/';
const HOST = { origin: 'https://www.hotel.example', pathname: '/stay' } as Location;

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('widgetUrl', () => {
  it('opens the results on the stay, with the host page named by its origin and path only', () => {
    const url = widgetUrl(BASE, 'demo-tokyo', { checkin: '2026-12-10', nights: 2, adults: 2 }, 'popup', HOST);
    expect(new URL(url).pathname).toBe('/booking/result');
    expect(query(url)).toEqual({
      hotel_code: 'demo-tokyo',
      checkin: '2026-12-10',
      checkout: '2026-12-12',
      adults: '2',
      embed: 'popup',
      parentUrl: 'https://www.hotel.example/stay',
    });
  });

  it('counts nights across a month and a year end', () => {
    expect(query(widgetUrl(BASE, 'h', { checkin: '2026-12-30', nights: 3 }, 'inline', HOST)).checkout).toBe(
      '2027-01-02',
    );
  });

  it('writes children, tiers, rooms, the promo code, the locale and the currency as the widget reads them', () => {
    const url = widgetUrl(
      BASE,
      'h',
      {
        checkin: '2026-12-10',
        checkout: '2026-12-11',
        rooms: 2,
        children: [4, 9],
        childTiers: ['A'],
        promoCode: ' WINTER ',
        locale: 'zh-TW',
        currency: 'USD',
      },
      'inline',
      HOST,
    );
    const params = new URL(url).searchParams;
    expect(params.getAll('kids_ages')).toEqual(['4', '9']);
    expect(params.getAll('kids_tiers')).toEqual(['A']);
    expect(params.get('room_count')).toBe('2');
    expect(params.get('promo_code')).toBe('WINTER');
    expect(params.get('locale')).toBe('zh_Hant');
    expect(params.get('currency')).toBe('USD');
  });

  it.each([
    ['ja', 'ja'],
    ['en-GB', 'en'],
    ['zh-CN', 'zh_Hans'],
    ['zh_Hant', 'zh_Hant'],
    ['zh-HK', 'zh_Hant'],
  ])('takes the language tag %s as the widget’s %s', (tag, locale) => {
    expect(query(widgetUrl(BASE, 'h', { locale: tag }, 'tab', HOST)).locale).toBe(locale);
  });

  it('gives a new tab no parent to talk to', () => {
    const params = query(widgetUrl(BASE, 'h', {}, 'tab', HOST));
    expect(params).toEqual({ hotel_code: 'h' });
  });

  it.each([
    [{ checkin: '2026-02-30' }, 'Staykit: checkin must be YYYY-MM-DD, got "2026-02-30"'],
    [{ checkin: '10/12/2026' }, 'Staykit: checkin must be YYYY-MM-DD, got "10/12/2026"'],
    [
      { checkin: '2026-12-10', checkout: '2026-12-10' },
      'Staykit: checkout must come after checkin, got "2026-12-10"',
    ],
    [{ nights: 2 }, 'Staykit: checkin is missing, got 2'],
    [{ checkin: '2026-12-10', nights: 0 }, 'Staykit: nights must be 1-365, got 0'],
    [{ adults: 2.5 }, 'Staykit: adults must be 1-99, got 2.5'],
    [{ rooms: 100 }, 'Staykit: rooms must be 1-99, got 100'],
    [{ children: [18] }, 'Staykit: children must be ages 0-17, got [18]'],
    [{ childTiers: ['A B'] }, 'Staykit: childTiers must be tier codes, got ["A B"]'],
    [
      { promoCode: 'x'.repeat(65) },
      `Staykit: promoCode must be 64 characters at most, got "${'x'.repeat(65)}"`,
    ],
    [{ locale: '<script>' }, 'Staykit: locale must be a widget language, got "<script>"'],
    [{ locale: 'fr' }, 'Staykit: locale must be a widget language, got "fr"'],
    [{ currency: 'yen' }, 'Staykit: currency must be like JPY, got "yen"'],
    [
      { checkin: '2026-12-10', checkout: '2026-12-12', nights: 2 },
      'Staykit: checkout or nights, not both, got 2',
    ],
  ])('refuses %j with a TypeError that names the option', (stay, message) => {
    expect(() => widgetUrl(BASE, 'h', stay, 'popup', HOST)).toThrow(new TypeError(message));
  });
});

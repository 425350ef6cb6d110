import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { createTestClient } from '../testing/testClient';
import { BASE_URL, errorCode, useMockServer } from '../testing/testSetup';
import { BRANDS, HOTELS } from '../seed/scenarios';

type Search = components['schemas']['RoomSearchResponse'];

const client = useMockServer();

async function picture(path: string): Promise<{ status: number; headers: Headers; text: string }> {
  // As an <img> asks: no client session.
  const response = await fetch(`${BASE_URL}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

function expectSvg(result: { status: number; headers: Headers; text: string }, colour: string): void {
  expect(result.status).toBe(200);
  expect(result.headers.get('Content-Type')).toBe('image/svg+xml');
  expect(result.headers.get('Cache-Control')).toBe('public, max-age=86400');
  expect(result.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(result.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.*<\/svg>$/s);
  expect(result.text.toLowerCase()).toContain(colour.toLowerCase());
  // Nothing to translate, nothing that loads or runs.
  expect(result.text).not.toMatch(/<(text|script|image|foreignObject)\b|href=/i);
}

describe('the seed pictures', () => {
  it.each(HOTELS.flatMap((hotel) => hotel.roomTypes.map((roomType) => [hotel.code, roomType.code] as const)))(
    'draws %s %s as an SVG in the hotel colours, the same every time',
    async (hotelCode, roomTypeCode) => {
      const hotel = HOTELS.find((candidate) => candidate.code === hotelCode);
      const path = `/__staykit/images/${hotelCode}/${roomTypeCode}.svg`;
      const first = await picture(path);
      expectSvg(first, hotel?.colours[0] ?? '');
      expect((await picture(path)).text).toBe(first.text);
    },
  );

  it('draws a facade and a mark for every hotel and a mark for every brand', async () => {
    for (const hotel of HOTELS) {
      expectSvg(await picture(`/__staykit/images/${hotel.code}/main.svg`), hotel.colours[0]);
      expectSvg(await picture(`/__staykit/images/${hotel.code}/logo.svg`), hotel.colours[0]);
    }
    for (const brand of BRANDS) {
      expect((await picture(`/__staykit/images/brands/${brand.code}/logo.svg`)).status).toBe(200);
    }
  });

  it('gives the room types of a hotel pictures of their own', async () => {
    const tokyo = await Promise.all(
      ['STD', 'DBL', 'STE', 'FAM'].map(
        async (code) => (await picture(`/__staykit/images/demo-tokyo/${code}.svg`)).text,
      ),
    );
    expect(new Set(tokyo).size).toBe(4);
  });

  it.each([
    ['an unknown room type', '/__staykit/images/demo-tokyo/XXX.svg'],
    ['a room type of another hotel', '/__staykit/images/demo-tokyo/JPN.svg'],
    ['an unknown hotel', '/__staykit/images/demo-nowhere/main.svg'],
    ['another file type', '/__staykit/images/demo-tokyo/STD.png'],
    ['an unknown brand', '/__staykit/images/brands/demo-nowhere/logo.svg'],
  ])('answers %s with the 404 envelope', async (_, path) => {
    const response = await fetch(`${BASE_URL}${path}`);
    expect(response.status).toBe(404);
    expect(errorCode(await response.json())).toBe('not_found');
  });

  it('puts same-origin picture URLs in search answers, the facility list and the start-up data', async () => {
    const search = await client.get<Search>(
      '/hotels/101/rooms?checkin_date=2026-12-10&checkout_date=2026-12-11&adults=2',
    );
    const urls = search.body.data.rooms.flatMap((room) => room.image_urls ?? []);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^http:\/\/localhost\/__staykit\/images\/demo-tokyo\/[A-Z]+\.svg$/);
      expectSvg(await picture(new URL(url).pathname), '#1a73e8');
    }
    const plans = await client.get<Search>(
      '/hotels/101/rooms?checkin_date=2026-12-10&checkout_date=2026-12-11&adults=2&type=plan',
    );
    expect(plans.body.data.plans[0]?.rooms[0]?.image_urls?.[0]).toMatch(
      /^http:\/\/localhost\/__staykit\/images\//,
    );
    const facilities =
      await client.get<components['schemas']['BrandHotelListResponse']>('/hotel_brands/900/hotels');
    expect(facilities.body.data[0]?.image_url).toBe('http://localhost/__staykit/images/demo-tokyo/main.svg');
    const init = await client.get<components['schemas']['BookingWidgetInitResponse']>(
      '/hotels/demo-tokyo/booking_widget/init',
    );
    expect(init.body.data.booking_widget_setting_attributes.logo_url).toBe(
      'http://localhost/__staykit/images/demo-tokyo/logo.svg',
    );
    expect(init.body.data.hotel_brand.logo_url).toBe(
      'http://localhost/__staykit/images/brands/demo-brand/logo.svg',
    );
  });
});

describe('the seed pictures behind a base path', () => {
  it('are on the origin and base path the search was sent to', async () => {
    const elsewhere = createTestClient('http://127.0.0.1:4999/v1');
    await elsewhere.startSession();
    const search = await elsewhere.get<Search>(
      '/hotels/101/rooms?checkin_date=2026-12-10&checkout_date=2026-12-11&adults=2',
    );
    expect(search.body.data.rooms[0]?.image_urls?.[0]).toMatch(
      /^http:\/\/127\.0\.0\.1:4999\/v1\/__staykit\/images\/demo-tokyo\/[A-Z]+\.svg$/,
    );
  });
});

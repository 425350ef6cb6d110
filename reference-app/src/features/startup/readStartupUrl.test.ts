import { describe, expect, it } from 'vitest';
import { readStartupUrl } from './readStartupUrl';

const at = (path: string) => `https://hotel.example${path}`;

describe('readStartupUrl', () => {
  it('reads hotel_code, then code, then the host attribute, then the route', () => {
    expect(readStartupUrl(at('/?hotel_code=a&code=b'), 'c').hotelCode).toBe('a');
    expect(readStartupUrl(at('/?code=b'), 'c').hotelCode).toBe('b');
    expect(readStartupUrl(at('/booking/result'), 'c').hotelCode).toBe('c');
    expect(readStartupUrl(at('/hotels/demo-kyoto'), null).hotelCode).toBe('demo-kyoto');
    expect(readStartupUrl(at('/?hotel_code=%20'), '').hotelCode).toBeNull();
  });

  it('reads the tokens and cleans them out of the URL, with / going to the result page', () => {
    const startup = readStartupUrl(at('/?hotel_code=demo-tokyo&login_token=L&accessToken=A&adults=2'));
    expect(startup.tokens).toEqual({ login_token: 'L', accessToken: 'A' });
    expect(startup.cleanedUrl).toBe('/booking/result?hotel_code=demo-tokyo&adults=2');
  });

  it('reads an old hash-style address after unwrapping it', () => {
    const startup = readStartupUrl(at('/#/booking/result?code=demo-tokyo&locale=en&iframe=chatbot'));
    expect(startup).toMatchObject({ hotelCode: 'demo-tokyo', urlLocale: 'en', inChatbotFrame: true });
    expect(startup.cleanedUrl).toBe('/booking/result?code=demo-tokyo&locale=en&iframe=chatbot');
  });

  it('reads the framing page (parentUrl, parentPathname) and the chatbot flag', () => {
    const parent = encodeURIComponent('https://hotel.example/stay?x=1');
    const startup = readStartupUrl(
      at(`/booking/result?code=x&parentUrl=${parent}&parentPathname=%2Fstay&fromChatbot=true`),
    );
    expect(startup).toMatchObject({
      parentUrl: 'https://hotel.example/stay?x=1',
      parentPathname: '/stay',
      fromChatbot: true,
    });
    expect(readStartupUrl(at('/booking/result?code=x&fromChatbot=false'))).toMatchObject({
      parentUrl: null,
      parentPathname: null,
      fromChatbot: false,
    });
  });

  it('reads every other start-up parameter (docs/widget.md#screens)', () => {
    const startup = readStartupUrl(
      'https://h.example/?hotel_code=demo-tokyo&hotel_id=101&type=plan&metasearch_source=google_hotel_ads' +
        '&segment_ids=s1,%20s2,&icon_message_id=im1&auth_auto_message_id=am1&chatbot_user_id=u1&chatbot_sync=true' +
        '&preview=true&ota_enabled=1&bypass_token=bt_1&utm_source=mail&utm_campaign=winter&gclid=g1&keyword=',
    );
    expect(startup).toMatchObject({
      hotelId: 101,
      resultType: 'plan',
      metasearchSource: 'google_hotel_ads',
      segmentIds: ['s1', 's2'],
      iconMessageId: 'im1',
      authAutoMessageId: 'am1',
      chatbotUserId: 'u1',
      chatbotSync: true,
      preview: true,
      otaEnabled: true,
      bypassToken: 'bt_1',
      tracking: { utm_source: 'mail', utm_campaign: 'winter', gclid: 'g1' },
    });
    const plain = readStartupUrl('https://h.example/?hotel_code=demo-tokyo&hotel_id=abc&type=list');
    expect(plain).toMatchObject({
      hotelId: null,
      resultType: null,
      segmentIds: [],
      preview: false,
      tracking: {},
    });
  });

  it('keeps only segment ids the contract takes, at most 50, so a malformed link still opens the hotel', () => {
    const many = Array.from({ length: 60 }, (_, index) => `s${index}`).join(',');
    const startup = readStartupUrl(
      `https://h.example/?hotel_code=demo-tokyo&segment_ids=vip,vip,a%20b,${'x'.repeat(65)},${many}&icon_message_id=a/b`,
    );
    expect(startup.segmentIds).toHaveLength(50);
    expect(startup.segmentIds.slice(0, 2)).toEqual(['vip', 's0']);
    expect(startup.segmentIds.at(-1)).toBe('s48');
    expect(startup.iconMessageId).toBeNull();
  });

  it('takes code beside a refresh token as its exchange code, not the hotel, and removes both', () => {
    const startup = readStartupUrl(
      'https://h.example/booking/result?hotel_code=demo-tokyo&refresh_token=rt&code=c1',
    );
    expect(startup.hotelCode).toBe('demo-tokyo');
    expect(startup.cleanedUrl).toBe('/booking/result?hotel_code=demo-tokyo');
    expect(readStartupUrl('https://h.example/?refresh_token=rt&code=c1').hotelCode).toBeNull();
  });

  it('reads the update flag and reports a clean URL as unchanged', () => {
    const startup = readStartupUrl(at('/booking/result?code=x&current_reservation=R1'));
    expect(startup.modifyingReservation).toBe(true);
    expect(startup.cleanedUrl).toBeNull();
  });
});

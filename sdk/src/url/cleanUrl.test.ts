import { describe, expect, it } from 'vitest';
import { cleanUrl } from './cleanUrl';

describe('cleanUrl', () => {
  it.each([
    ['root to booking result', '/', '/booking/result'],
    ['root keeping the query', '/?hotel_code=demo&adults=2', '/booking/result?hotel_code=demo&adults=2'],
    ['hash route', '/#/booking/result', '/booking/result'],
    [
      'hash route keeping its query',
      '/#/booking/result?checkin=2025-04-01',
      '/booking/result?checkin=2025-04-01',
    ],
    ['hash route keeping the outer query', '/?code=demo#/search?x=1', '/search?code=demo&x=1'],
    [
      'hash route whose query wins on a clash',
      '/?adults=1&code=demo#/booking/result?adults=2',
      '/booking/result?code=demo&adults=2',
    ],
    ['hash root', '/#/', '/booking/result'],
    ['double slash before the query', '/booking/result//?code=demo', '/booking/result/?code=demo'],
    ['triple slash before the query', '/booking/result///?code=demo', '/booking/result/?code=demo'],
    ['bare double slash with a query', '//?code=demo', '/booking/result?code=demo'],
    ['payment number', '/?paymentNo=P123&locale=en', '/payments/P123?locale=en'],
    ['payment number (snake case)', '/booking/result?payment_no=P%209', '/payments/P%209'],
    ['e-mail parameter', '/booking/result?email=guest%40example.com&adults=2', '/booking/result?adults=2'],
    ['raw e-mail in any parameter', '/booking/result?q=guest@example.com', '/booking/result'],
    [
      'token parameters',
      '/booking/result?accessToken=a&login_token=b&one_time_access_token=c&adults=2',
      '/booking/result?adults=2',
    ],
    ['tokens in an old hash URL', '/#/booking/result?login_token=t', '/booking/result'],
  ])('rewrites %s', (_label, url, expected) => {
    expect(cleanUrl(url)).toBe(expected);
  });

  it.each([
    ['a clean result page', '/booking/result?checkin=2025-04-01&adults=2'],
    ['a page without a query', '/booking/result'],
    ['a double slash not before a query', '/booking//result'],
    ['encoded values, left as sent', '/booking/result?filter=a%2Cb&name=a+b'],
    ['a plain fragment', '/booking/result#rooms'],
    ['the pay-link page', '/payments/P123'],
    ['an @ that is not an e-mail', '/booking/result?handle=%40hotel'],
  ])('leaves %s unchanged (null)', (_label, url) => {
    expect(cleanUrl(url)).toBeNull();
  });

  it('keeps the e-mail on the reservation confirmation page, which reads it', () => {
    expect(cleanUrl('/reservation/confirmation/R-1?email=guest%40example.com&bypass_token=x')).toBeNull();
  });

  it('still removes sign-in tokens on the confirmation page', () => {
    expect(cleanUrl('/reservation/confirmation/R-1?email=guest%40example.com&accessToken=t')).toBe(
      '/reservation/confirmation/R-1?email=guest%40example.com',
    );
  });

  it('removes the other sign-in secrets, and the exchange code only beside a refresh token', () => {
    expect(cleanUrl('/booking/result?hotel_code=demo-tokyo&otid=L1&brand_custom_auth_token=bca_1')).toBe(
      '/booking/result?hotel_code=demo-tokyo',
    );
    expect(cleanUrl('/booking/result?hotel_code=demo-tokyo&refresh_token=rt_1&code=c_1')).toBe(
      '/booking/result?hotel_code=demo-tokyo',
    );
    // Without a refresh token, `code` is the hotel code.
    expect(cleanUrl('/booking/result?code=demo-tokyo&locale=en')).toBeNull();
  });

  it('removes the e-mail on other reservation pages', () => {
    expect(cleanUrl('/reservation/guest-detail?email=guest%40example.com')).toBe('/reservation/guest-detail');
  });

  it('accepts absolute URLs and URL objects, and returns a relative URL', () => {
    expect(cleanUrl('https://widget.example.com/?code=demo')).toBe('/booking/result?code=demo');
    expect(cleanUrl(new URL('https://widget.example.com/#/search?code=demo'))).toBe('/search?code=demo');
    expect(cleanUrl('https://widget.example.com/booking/result')).toBeNull();
  });

  it('does not throw on a malformed escape', () => {
    expect(cleanUrl('/booking/result?x=%E0%A4%A&adults=2')).toBeNull();
  });
});

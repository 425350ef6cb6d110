import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './memberPaths';

describe('afterSignInPath', () => {
  it.each([
    [
      '/reservation/guest-detail?hotel_code=demo-tokyo&plan=1',
      '/reservation/guest-detail?hotel_code=demo-tokyo&plan=1',
    ],
    ['/facilities?hotel_code=demo-tokyo', '/facilities?hotel_code=demo-tokyo'],
    // Never another site, however it is spelled.
    ['https://elsewhere.example/', '/booking/result?hotel_code=demo-tokyo'],
    ['//elsewhere.example/', '/booking/result?hotel_code=demo-tokyo'],
    ['/\\elsewhere.example/', '/booking/result?hotel_code=demo-tokyo'],
    ['javascript:alert(1)', '/booking/result?hotel_code=demo-tokyo'],
    // Never back into a member screen.
    ['/sign-in?hotel_code=demo-tokyo', '/booking/result?hotel_code=demo-tokyo'],
    ['/change-password#x', '/booking/result?hotel_code=demo-tokyo'],
    // Nothing usable.
    [null, '/booking/result?hotel_code=demo-tokyo'],
    [42, '/booking/result?hotel_code=demo-tokyo'],
  ])('from %j leads to %s', (from, expected) => {
    expect(afterSignInPath(from, 'demo-tokyo')).toBe(expected);
  });
});

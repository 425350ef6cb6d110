import { describe, expect, it } from 'vitest';
import {
  frameAncestorsPolicy,
  isAllowedParentOrigin,
  parseParentOriginEntry,
  readAllowedParentOrigins,
} from './allowedParentOrigins.mjs';

// Worked by hand: which page may talk with a widget whose hotel lists `list`. The origin column is what a
// browser reports (`MessageEvent.origin`) or what `parentUrl` comes to (`URL.origin`).
const HOTEL = ['https://hotel.example', 'https://*.hotel.example'];

describe('isAllowedParentOrigin', () => {
  it.each([
    // Exact entries.
    ['the listed origin', 'https://hotel.example', ['https://hotel.example'], true],
    ['another host', 'https://evil.example', ['https://hotel.example'], false],
    ['a subdomain of an exact entry', 'https://www.hotel.example', ['https://hotel.example'], false],
    ['a host that only starts like it', 'https://hotel.example.evil.example', HOTEL, false],
    ['a host that only ends like it', 'https://evilhotel.example', HOTEL, false],
    // Wildcards: any depth of subdomain, never the apex unless listed.
    ['a subdomain under a wildcard', 'https://www.hotel.example', ['https://*.hotel.example'], true],
    ['a deeper subdomain under a wildcard', 'https://a.b.hotel.example', ['https://*.hotel.example'], true],
    ['the apex under a wildcard alone', 'https://hotel.example', ['https://*.hotel.example'], false],
    ['the apex listed beside the wildcard', 'https://hotel.example', HOTEL, true],
    ['a wildcard over a top-level domain', 'https://evil.com', ['https://*.com'], false],
    ['a wildcard over an IP address', 'http://10.0.0.1', ['http://*.0.0.1'], false],
    // Schemes and ports must match.
    ['http where https is listed', 'http://hotel.example', HOTEL, false],
    ['http under an https wildcard', 'http://www.hotel.example', HOTEL, false],
    ['https where http is listed', 'https://hotel.example', ['http://hotel.example'], false],
    ['a port other than the listed default', 'https://hotel.example:8443', HOTEL, false],
    ['the listed port', 'https://hotel.example:8443', ['https://hotel.example:8443'], true],
    [
      'the default port where another is listed',
      'https://hotel.example',
      ['https://hotel.example:8443'],
      false,
    ],
    ['a default port written in the entry', 'https://hotel.example', ['https://hotel.example:443'], true],
    [
      'a port under a wildcard with that port',
      'https://a.hotel.example:8443',
      ['https://*.hotel.example:8443'],
      true,
    ],
    ['a local page with its port', 'http://127.0.0.1:8080', ['http://127.0.0.1:8080'], true],
    // What is never an allowed origin.
    ["'*' as an entry", 'https://evil.example', ['*'], false],
    ["'*' as the origin", '*', ['*'], false],
    ['the null origin (sandboxed frame, file:, data:)', 'null', HOTEL, false],
    ["the null origin against a 'null' entry", 'null', ['null'], false],
    ['an empty list', 'https://hotel.example', [], false],
    ['no list at all', 'https://hotel.example', undefined, false],
    ['a list that is a string', 'https://hotel.example', 'https://hotel.example', false],
    ['an empty origin', '', HOTEL, false],
    ['an origin with a trailing slash', 'https://hotel.example/', HOTEL, false],
    ['an address with a path', 'https://hotel.example/stay', HOTEL, false],
    ['a default port written in the origin', 'https://hotel.example:443', HOTEL, false],
    // Hosts written other ways.
    ['an upper-case origin (browsers write lower case)', 'https://HOTEL.example', HOTEL, false],
    ['an upper-case entry', 'https://hotel.example', ['HTTPS://Hotel.EXAMPLE'], true],
    [
      'a punycode host listed as punycode',
      'https://xn--bcher-kva.example',
      ['https://xn--bcher-kva.example'],
      true,
    ],
    ['a look-alike punycode host', 'https://xn--htel-zsa.example', HOTEL, false],
    ['a trailing-dot origin', 'https://hotel.example.', HOTEL, false],
    ['a trailing-dot subdomain', 'https://www.hotel.example.', HOTEL, false],
    ['a trailing-dot entry', 'https://hotel.example.', ['https://hotel.example.'], false],
    ['an empty label', 'https://.hotel.example', HOTEL, false],
    // Userinfo: not part of an origin, never a way in.
    ['userinfo naming the hotel before another host', 'https://hotel.example@evil.example', HOTEL, false],
    ['userinfo in an entry', 'https://evil.example', ['https://hotel.example@evil.example'], false],
    ['a scheme without http', 'javascript:alert(1)', HOTEL, false],
    ['a non-string origin', 42, HOTEL, false],
  ])('%s', (_case, origin, list, allowed) => {
    expect(isAllowedParentOrigin(origin, list)).toBe(allowed);
  });
});

describe('parseParentOriginEntry', () => {
  it.each([
    ['https://www.hotel.example', 'https://www.hotel.example'],
    ['HTTPS://WWW.Hotel.Example', 'https://www.hotel.example'],
    ['https://hotel.example:443', 'https://hotel.example'],
    ['http://hotel.example:80', 'http://hotel.example'],
    ['https://hotel.example:08443', 'https://hotel.example:8443'],
    ['https://*.hotel.example', 'https://*.hotel.example'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:5173', 'http://localhost:5173'],
  ])('reads %s as %s', (entry, source) => {
    expect(parseParentOriginEntry(entry)?.source).toBe(source);
  });

  it.each([
    ['*'],
    ['https://*'],
    ['https://*.com'],
    ['*.hotel.example'],
    ['https://*.*.hotel.example'],
    ['https://www.*.hotel.example'],
    ['https://hotel.example/'],
    ['https://hotel.example/stay'],
    ['https://user@hotel.example'],
    ['https://hotel.example:0'],
    ['https://hotel.example:65536'],
    ['https://-hotel.example'],
    ['https://hotel..example'],
    ['https://hotel.example.'],
    ['http://127.1'],
    ['ftp://hotel.example'],
    ['https://hotel.example; script-src *'],
    ['https://hotel.example https://evil.example'],
    [`https://${'a'.repeat(250)}.example`],
    [null],
  ])('refuses %s', (entry) => {
    expect(parseParentOriginEntry(entry)).toBeNull();
  });
});

describe('readAllowedParentOrigins', () => {
  it('keeps each entry once, in order, and no more than the contract allows', () => {
    const list = ['https://b.example', 'HTTPS://b.example:443', '*', 'https://a.example'];
    expect(readAllowedParentOrigins(list).map((entry) => entry.source)).toEqual([
      'https://b.example',
      'https://a.example',
    ]);
    const long = Array.from({ length: 25 }, (_, index) => `https://h${index}.example`);
    expect(readAllowedParentOrigins(long)).toHaveLength(20);
  });
});

describe('frameAncestorsPolicy', () => {
  it("lists the hotel's entries, or none", () => {
    expect(frameAncestorsPolicy(HOTEL)).toBe('frame-ancestors https://hotel.example https://*.hotel.example');
    expect(frameAncestorsPolicy(['http://127.0.0.1:8080', 'https://Hotel.example:443'])).toBe(
      'frame-ancestors http://127.0.0.1:8080 https://hotel.example',
    );
    expect(frameAncestorsPolicy([])).toBe("frame-ancestors 'none'");
    expect(frameAncestorsPolicy(undefined)).toBe("frame-ancestors 'none'");
  });

  it('never lets an entry add a directive or a source of its own', () => {
    expect(frameAncestorsPolicy(['https://hotel.example; script-src *', '*', "'self'"])).toBe(
      "frame-ancestors 'none'",
    );
  });
});

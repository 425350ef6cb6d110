// The UI text is split into areas (docs/localisation.md, "Areas"): the search area loads with the first
// screen, the booking area with the first screen that needs it. A screen of the search area must find all
// its words in the search area, or it would show blanks until some other screen loaded the rest.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agency } from '../../reference-app/src/i18n/catalogues/en/agency';
import { booking } from '../../reference-app/src/i18n/catalogues/en/booking';
import { member } from '../../reference-app/src/i18n/catalogues/en/member';
import { search } from '../../reference-app/src/i18n/catalogues/en/search';

const SRC = new URL('../../reference-app/src/', import.meta.url).pathname;

// Where the search area's screens live: start-up, the shell, search and results, and what they share.
const SEARCH_AREA = [
  'app',
  'components/ui',
  'components/datePicker',
  'components/GlobalError.tsx',
  'components/Spinner.tsx',
  'lib',
  'features/search',
  'features/shell',
  'features/embed',
  'features/identity',
  'features/startup',
  'routes/HotelSearchRoute.tsx',
  'routes/BookingResultRoute.tsx',
  'routes/BookingRecommenderRoute.tsx',
  'routes/NotFoundRoute.tsx',
  'main.tsx',
];

// The agency storefront's start-up and shell live under app/ too, but they are the agency area's: the
// storefront opens that area before it renders anything.
const AGENCY_APP = join(SRC, 'app/agency');

function sourceFiles(path: string): string[] {
  if (path === AGENCY_APP) return [];
  if (!statSync(path).isDirectory()) return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

describe('message areas', () => {
  it('no key is in two areas', () => {
    const areas: object[] = [search, booking, member, agency];
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('the search area has every word its screens use', () => {
    const bookingKeys = new Set([...Object.keys(booking), ...Object.keys(member), ...Object.keys(agency)]);
    const missing: string[] = [];
    for (const file of SEARCH_AREA.flatMap((path) => sourceFiles(join(SRC, path)))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\btext\.(\w+)\b|\btext\.format\('(\w+)'|'(\w+)'/g)) {
        const key = match[1] ?? match[2] ?? match[3] ?? '';
        // A quoted word that is a booking key but not read as text is left to review: only text.* counts.
        if (bookingKeys.has(key) && (match[1] !== undefined || match[2] !== undefined)) {
          missing.push(`${file.slice(SRC.length)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a search-area file that loads a screen of another area on demand opens that area with it', () => {
    const SEARCH_FEATURES = SEARCH_AREA.filter((path) => path.startsWith('features/')).map((path) =>
      path.slice('features/'.length),
    );
    const unopened: string[] = [];
    for (const file of SEARCH_AREA.flatMap((path) => sourceFiles(join(SRC, path)))) {
      const source = readFileSync(file, 'utf8');
      const others = [...source.matchAll(/import\('(?:\.\.\/)+features\/(\w+)\//g)]
        .map((match) => match[1] ?? '')
        .filter((feature) => !SEARCH_FEATURES.includes(feature));
      if (others.length > 0 && !source.includes("openMessageArea('booking')")) {
        unopened.push(`${file.slice(SRC.length)}: ${others.join(', ')}`);
      }
    }
    expect(unopened).toEqual([]);
  });

  it('every screen outside the search area opens its area (booking or member) before it renders', () => {
    const router = readFileSync(join(SRC, 'app/createWidgetRouter.tsx'), 'utf8');
    // Each route's screen loaded on demand, and whether it is wrapped in withBookingText (which names the
    // module's component) or loads the module bare.
    const routes = [
      ...router.matchAll(
        /(?:Component:|=) (?:(with(?:Booking|Member)Text)\(\s*\(\) => import|lazyScreen\(\s*async \(\) => \(await import)\('\.\.\/routes\/(\w+)'\)/g,
      ),
    ];
    expect(routes.length).toBeGreaterThan(20);
    const unopened = routes
      .filter(([, wrapped, name]) => !wrapped && !SEARCH_AREA.includes(`routes/${name ?? ''}.tsx`))
      .map(([, , name]) => name);
    expect(unopened).toEqual([]);
  });
});

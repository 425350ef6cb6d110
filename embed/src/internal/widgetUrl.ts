import type { EmbedMode, StayOptions } from '../types';
import { widgetLocale } from './labels';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const TIER = /^\w{1,16}$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of a `YYYY-MM-DD` date, or NaN when it is not a real day (2026-02-30). */
function day(value: string): number {
  const time = DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? time : NaN;
}

export function check(valid: unknown, what: string, value: unknown): asserts valid {
  if (!valid) throw new TypeError(`Staykit: ${what}, got ${JSON.stringify(value)}`);
}

/** The widget's code for a locale option (`zh-TW` → `zh_Hant`); throws for a language it does not have. */
export function checkLocale(locale: string | undefined): string | undefined {
  const code = locale === undefined ? undefined : widgetLocale(locale);
  check(locale === undefined || code !== undefined, 'locale must be a widget language', locale);
  return code;
}

const isList = <T>(value: readonly T[], valid: (item: T) => boolean) =>
  Array.isArray(value) && value.every(valid);
const isWhole = (value: number | undefined, min: number, max: number) =>
  value === undefined || (Number.isInteger(value) && value >= min && value <= max);

/**
 * The widget's address for a stay: `/booking/result` with the query the widget reads at start
 * (docs/embedding.md, "The host-page loader"). Throws a `TypeError` naming the option that is not valid,
 * so that a host developer sees the mistake at once rather than a widget that ignores it.
 */
export function widgetUrl(
  base: string,
  hotelCode: string,
  stay: StayOptions,
  mode: EmbedMode,
  host: Location,
): string {
  const {
    checkin,
    nights,
    adults,
    rooms,
    children = [],
    childTiers = [],
    promoCode,
    locale,
    currency,
  } = stay;
  let { checkout } = stay;
  const date = (name: string, value: string | undefined) =>
    check(value === undefined || !Number.isNaN(day(value)), `${name} must be YYYY-MM-DD`, value);
  const range = (name: string, value: number | undefined, max: number) =>
    check(isWhole(value, 1, max), `${name} must be 1-${max}`, value);
  date('checkin', checkin);
  date('checkout', checkout);
  range('nights', nights, 365);
  range('adults', adults, 99);
  range('rooms', rooms, 99);
  check(
    isList(children, (age) => isWhole(age, 0, 17)),
    'children must be ages 0-17',
    children,
  );
  check(
    isList(childTiers, (code) => TIER.test(code)),
    'childTiers must be tier codes',
    childTiers,
  );
  check(
    promoCode === undefined || (typeof promoCode === 'string' && promoCode.length <= 64),
    'promoCode must be 64 characters at most',
    promoCode,
  );
  const code = checkLocale(locale);
  check(currency === undefined || CURRENCY.test(currency), 'currency must be like JPY', currency);
  check(
    checkin !== undefined || (checkout === undefined && nights === undefined),
    'checkin is missing',
    checkout ?? nights,
  );
  check(checkout === undefined || nights === undefined, 'checkout or nights, not both', nights);
  if (checkin !== undefined && nights !== undefined) {
    checkout = new Date(day(checkin) + nights * DAY_MS).toISOString().slice(0, 10);
  }
  check(
    checkin === undefined || checkout === undefined || day(checkout) > day(checkin),
    'checkout must come after checkin',
    checkout,
  );

  const url = new URL('booking/result', base);
  const query = url.searchParams;
  query.set('hotel_code', hotelCode);
  const pairs: [string, string | number | undefined][] = [
    ['locale', code],
    ['currency', currency],
    ['checkin', checkin],
    ['checkout', checkout],
    ['adults', adults],
    ['room_count', rooms],
    ['promo_code', promoCode?.trim() || undefined],
  ];
  for (const [name, value] of pairs) if (value !== undefined) query.set(name, String(value));
  for (const age of children) query.append('kids_ages', String(age));
  for (const code of childTiers) query.append('kids_tiers', code);
  if (mode !== 'tab') {
    query.set('embed', mode);
    // The page's origin and path only: a query or fragment may hold the host's own tokens.
    query.set('parentUrl', host.origin + host.pathname);
  }
  return url.href;
}

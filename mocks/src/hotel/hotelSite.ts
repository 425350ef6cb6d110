/**
 * The hotel's site: the pages a link may send a guest back to after the widget (a sign-up's or an e-mail
 * change's `redirect_url`). Its entries are the hotel's `allowed_parent_origins` (its own site and its
 * subdomains in the seed, or what the settings control set): an origin matches an entry exactly, or a
 * `https://*.x` entry by any subdomain of `x`.
 */
import type { HotelRow } from '../db/rows';
import { invalid } from '../http/errors';
import { widgetSettingOverrides } from './widgetSettings';

/** The hotel's site entries: the settings control's list when it set one, else its own site and subdomains. */
function siteEntries(hotel: HotelRow): readonly string[] {
  const host = new URL(hotel.url).host;
  return (
    widgetSettingOverrides(hotel.id).allowed_parent_origins ?? [
      new URL(hotel.url).origin,
      `https://*.${host}`,
    ]
  );
}

/**
 * Whether `url` is a page of the hotel's site: an absolute http(s) address without credentials whose
 * origin one of its entries allows.
 *
 * @example
 * ```ts
 * isOnHotelSite(hotelByCode('demo-tokyo'), 'https://www.demo-tokyo.example.com/booking'); // true
 * isOnHotelSite(hotelByCode('demo-tokyo'), 'https://evil.example/'); // false
 * ```
 */
export function isOnHotelSite(hotel: HotelRow, url: string): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if ((target.protocol !== 'https:' && target.protocol !== 'http:') || target.username || target.password) {
    return false;
  }
  return siteEntries(hotel).some((entry) => {
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(entry.toLowerCase());
    if (!wildcard) return entry.toLowerCase() === target.origin;
    return `${wildcard[1]}:` === target.protocol && target.host.endsWith(`.${wildcard[2]}`);
  });
}

/**
 * Refuses a `redirect_url` outside the hotel's site with `1000` on the field (a link must not send a guest
 * to another site); an absent one passes.
 *
 * @example
 * ```ts
 * requireHotelSiteRedirect(hotel, body.url('redirect_url', 2048));
 * ```
 */
export function requireHotelSiteRedirect(hotel: HotelRow, url: string | undefined | null): void {
  if (url !== undefined && url !== null && !isOnHotelSite(hotel, url)) {
    throw invalid({ redirect_url: ["is not a page of the hotel's site"] });
  }
}

import { addDays } from '../../lib/calendarMonth';
import { hotelToday } from '../../lib/hotelToday';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The stay the recommender prices (docs/url-parameters.md, "Recommender widget"): the address's
 * `checkin`, `checkout` and `adults` when they make a stay, otherwise the hotel's default search (its
 * today plus `checkin_date_offset`, one night, its default adults).
 *
 * @example
 * ```ts
 * recommenderStay(new URLSearchParams('checkin=2026-12-10&checkout=2026-12-12'), hotel, now);
 * // { checkin_date: '2026-12-10', checkout_date: '2026-12-12', adults: 2 }
 * ```
 */
export function recommenderStay(
  query: URLSearchParams,
  hotel: { time_zone: string; default_search_setting: { adults: number; checkin_date_offset: number } },
  now: Date,
): { checkin_date: string; checkout_date: string; adults: number } {
  const checkin = query.get('checkin') ?? '';
  const checkout = query.get('checkout') ?? '';
  const adults = Number(query.get('adults'));
  const people =
    Number.isInteger(adults) && adults >= 1 && adults <= 99 ? adults : hotel.default_search_setting.adults;
  if (DATE.test(checkin) && DATE.test(checkout) && checkout > checkin) {
    return { checkin_date: checkin, checkout_date: checkout, adults: people };
  }
  const first = addDays(hotelToday(hotel.time_zone, now), hotel.default_search_setting.checkin_date_offset);
  return { checkin_date: first, checkout_date: addDays(first, 1), adults: people };
}

/**
 * Writes the seed into the (empty) store: brands, the scenario hotels with a year of stock, what the
 * hotels sell and ask, members and pay links. Deterministic: the same clock gives the same rows.
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import { brandLogoPath } from '../hotel/hotelImages';
import { dateAtOffset } from '../lib/dates';
import { BRANDS, HOTELS } from './scenarios';
import { seedCancellationPolicies, seedHotelSettings, seedQuestions, seedTokyoExtras } from './seedCatalogue';
import { seedHotel } from './seedHotels';
import { seedAccounts } from './seedAccounts';
import { seedLottery } from './seedLottery';
import { seedMembers } from './seedMembers';
import { seedPayLinks } from './seedPayLinks';

/** Writes the whole seed into the (empty) db, with dates counted from the mock clock's today. */
export function seedMock(): void {
  for (const brand of BRANDS) {
    db.brand.insert({
      id: brand.id,
      code: brand.code,
      name: brand.name,
      logo_url: brandLogoPath(brand.code),
      custom_auth_enabled: false,
      hide_logout: false,
    });
  }
  for (const hotel of HOTELS) seedHotel(hotel, dateAtOffset(nowMillis(), hotel.utcOffsetMinutes));
  const tokyoToday = dateAtOffset(nowMillis(), 540);
  seedTokyoExtras(tokyoToday);
  seedQuestions(tokyoToday);
  seedCancellationPolicies();
  seedHotelSettings(tokyoToday);
  seedMembers();
  seedAccounts(tokyoToday);
  seedLottery(tokyoToday);
  seedPayLinks();
}

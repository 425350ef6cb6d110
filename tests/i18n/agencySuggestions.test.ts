// The storefront's example queries are clicked and sent as written: in every language, the mock's reader
// must find in them what they say (the place, the wishes, the guests), or a click would search for less.
import { describe, expect, it } from 'vitest';
import { readHotelQuery } from '../../mocks/src/agency/readHotelQuery';
import { CATALOGUES } from '../../reference-app/src/i18n/allCatalogues';

const TODAY = '2026-12-01';

describe('the storefront’s example queries', () => {
  it.each(Object.entries(CATALOGUES))('read as they say in %s', (_locale, text) => {
    const onsen = readHotelQuery(text.agencySuggestionOnsen, TODAY);
    expect({
      place: onsen.place?.id,
      wishes: onsen.wishes,
      adults: onsen.adults,
      checkin: onsen.checkin,
    }).toEqual({
      place: 'hakone',
      wishes: expect.arrayContaining(['onsen']),
      adults: 2,
      checkin: '2026-12-12',
    });
    const ocean = readHotelQuery(text.agencySuggestionOcean, TODAY);
    expect({
      place: ocean.place?.id,
      wishes: ocean.wishes,
      adults: ocean.adults,
      children: ocean.children,
      budget: ocean.budget,
    }).toEqual({
      place: 'okinawa',
      wishes: expect.arrayContaining(['ocean_view']),
      adults: 2,
      children: 2,
      budget: { amount: 80000, currency: 'JPY' },
    });
    const kyoto = readHotelQuery(text.agencySuggestionKyoto, TODAY);
    expect({ place: kyoto.place?.id, wishes: kyoto.wishes, adults: kyoto.adults }).toEqual({
      place: 'kyoto',
      wishes: expect.arrayContaining(['quiet']),
      adults: 3,
    });
  });
});

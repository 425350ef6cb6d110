// The start-up and search calls that need no data of their own: both integration suites run them.
import type { StaykitClient } from '@staykit/sdk';

const code = { params: { path: { hotel_code: 'demo-tokyo' } } };
const hotel = { params: { path: { hotel_id: 101 } } };
const brand = { params: { path: { brand_id: 900 } } };

/** `[operationId, call]` pairs for `it.each`, against demo-tokyo (id 101) and its brand (900). */
export function startUpCalls(client: StaykitClient): [string, () => Promise<unknown>][] {
  return [
    ['getBookingWidgetSettings', () => client.booking.getBookingWidgetSettings(code)],
    ['getSignInButtonSettings', () => client.booking.getSignInButtonSettings(code)],
    ['getRecommenderWidgetSettings', () => client.booking.getRecommenderWidgetSettings(code)],
    ['getLoginWidget', () => client.booking.getLoginWidget(code)],
    ['getHotelInfo', () => client.booking.getHotelInfo(hotel)],
    ['listExtras', () => client.booking.listExtras(hotel)],
    ['listAdditionalQuestions', () => client.booking.listAdditionalQuestions(hotel)],
    ['listBrandAdditionalQuestions', () => client.booking.listBrandAdditionalQuestions(brand)],
    ['listCancellationPolicies', () => client.booking.listCancellationPolicies(hotel)],
    [
      'listBrandHotels',
      () => client.booking.listBrandHotels({ params: { path: { brand_id: 900 }, query: { page: 2 } } }),
    ],
    ['getBrandInventory', () => client.booking.getBrandInventory(brand)],
  ];
}

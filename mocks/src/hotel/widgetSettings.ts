/**
 * A hotel's booking widget settings (`BookingWidgetSettings`: the init's
 * `booking_widget_setting_attributes` and `getBookingWidgetSettings`): the seed's, with what a test
 * changed by `PATCH /__staykit/hotels/{code}/settings` laid over them until the next reset. The colours
 * and the payment gateway live on the hotel row, so the init's top-level colours and its
 * `payment_gateway_setting` (and every payment rule that asks for the gateway) follow a change.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, WidgetSettingsPatch } from '../db/rows';
import { absoluteUrl } from '../http/requestBase';
import { hotelImagePath } from './hotelImages';

export type { WidgetSettingsPatch } from '../db/rows';

type Schemas = components['schemas'];

/**
 * What a test changed of a hotel's settings (colours aside), empty when nothing since the last reset.
 *
 * @example
 * ```ts
 * widgetSettingOverrides(101); // { global_warning: { enabled: true, message: 'Closed today' } }
 * ```
 */
export function widgetSettingOverrides(hotelId: number): WidgetSettingsPatch {
  return db.widgetSettingOverride.get(hotelId)?.settings ?? {};
}

/**
 * The hotel's analytics tags (the init's `analytics_setting`): none in the seed, so that no screen loads a
 * third party's script unless a test or a walk sets them with the settings control.
 *
 * @example
 * ```ts
 * analyticsSetting(101); // { head_tags: '', body_tags: '', consent_required: false }
 * ```
 */
export function analyticsSetting(hotelId: number): Schemas['AnalyticsSetting'] {
  const changed = widgetSettingOverrides(hotelId).analytics_setting;
  return changed ? { ...changed } : { head_tags: '', body_tags: '', consent_required: false };
}

/**
 * How the hotel's page opens the widget (the init's `booking_widget_type`): `embedded` in the seed, so
 * that the loader opens its popup unless a test or a walk sets `standalone` with the settings control.
 *
 * @example
 * ```ts
 * bookingWidgetType(101); // 'embedded'
 * ```
 */
export function bookingWidgetType(hotelId: number): Schemas['BookingWidgetType'] {
  return widgetSettingOverrides(hotelId).booking_widget_type ?? 'embedded';
}

/**
 * Which public keys the hotel's PayPal and Adyen answer: the mock's own (`MOCK_PAYPAL_CLIENT_ID`,
 * `MOCK_ADYEN_CLIENT_KEY`), for which apps use the mock's provider pages, unless a test sets `sandbox`
 * with the settings control to run an app's embedded provider libraries against its stand-in of the
 * provider.
 *
 * @example
 * ```ts
 * paymentProviderKeys(101); // 'mock'
 * ```
 */
export function paymentProviderKeys(hotelId: number): WidgetSettingsPatch['payment_provider_keys'] & string {
  return widgetSettingOverrides(hotelId).payment_provider_keys ?? 'mock';
}

/**
 * The settings of a hotel as answered to `request` (the logo on the request's own origin).
 *
 * @example
 * ```ts
 * widgetSettings(hotel, request).button_colour; // '#1a73e8'
 * ```
 */
export function widgetSettings(hotel: HotelRow, request: Request): Schemas['BookingWidgetSettings'] {
  // The analytics tags, the widget type and the payment gateway are the init's, not the settings'; the
  // providers' keys are their operations'.
  const {
    analytics_setting: _analytics,
    booking_widget_type: _type,
    payment_gateway: _gateway,
    payment_provider_keys: _keys,
    ...changed
  } = widgetSettingOverrides(hotel.id);
  return {
    header_enabled: true,
    logo_url: absoluteUrl(request, hotelImagePath(hotel.code, 'logo')),
    button_colour: hotel.button_colour,
    header_colour: hotel.header_colour,
    custom_header_html: '<div class="hdr">{{facility_name}} by {{brand_name}}</div>',
    custom_header_css: null,
    custom_footer_html: `<a href="${hotel.url}terms">Terms</a>`,
    custom_footer_css: null,
    global_warning: { enabled: false, message: '' },
    closeable: true,
    show_tax_note: hotel.currency === 'JPY',
    show_guest_currency: false,
    // The hotel's own site and its subdomains; a test that frames the widget from its own page lists
    // that page's origin with the settings control.
    allowed_parent_origins: [new URL(hotel.url).origin, `https://*.${new URL(hotel.url).host}`],
    ...structuredClone(changed),
  };
}

/**
 * Lays a checked patch over a hotel's settings (the colours on its row) until the next reset, and returns
 * what was changed since the reset, colours included.
 *
 * @example
 * ```ts
 * changeWidgetSettings(hotel, { closeable: false, button_colour: '#000000' });
 * ```
 */
export function changeWidgetSettings(hotel: HotelRow, patch: WidgetSettingsPatch): WidgetSettingsPatch {
  const { button_colour, header_colour, ...settings } = patch;
  const merged = { ...widgetSettingOverrides(hotel.id), ...settings };
  if (db.widgetSettingOverride.get(hotel.id)) db.widgetSettingOverride.update(hotel.id, { settings: merged });
  else db.widgetSettingOverride.insert({ hotel_id: hotel.id, settings: merged });
  const row =
    db.hotel.update(hotel.id, {
      ...(button_colour === undefined ? {} : { button_colour }),
      ...(header_colour === undefined ? {} : { header_colour }),
      ...(settings.payment_gateway === undefined ? {} : { payment_gateway: settings.payment_gateway }),
    }) ?? hotel;
  return { ...merged, button_colour: row.button_colour, header_colour: row.header_colour };
}

/**
 * Hotel start-up data: `getBookingWidgetInit` (by code, every field of the contract), the three settings
 * (booking widget, sign-in button, recommender widget), the login widget and `getHotelInfo`.
 */
import { guessCurrency, MOCK_BOT_CHECK_SITE_KEY, type components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow } from '../db/rows';
import { ApiError } from '../http/errors';
import { SEGMENT_ID_RULES } from '../http/fieldPatterns';
import { ParamReader } from '../http/params';
import { absoluteUrl } from '../http/requestBase';
import { pathParam, route } from '../http/route';
import { currencyTable, CURRENCY_CODES } from '../lib/currencies';
import { formatInstant } from '../lib/dates';
import { paymentHubOf } from '../payment/paymentHub';
import { TRIGGERS } from '../triggers';
import { corporateSignInEnabled, hotelByCode, hotelById, hotelSignInMethods, kidsTiersOf } from './hotels';
import { analyticsSetting, bookingWidgetType, widgetSettings } from './widgetSettings';

type Schemas = components['schemas'];

// The preview of unpublished settings lasts 5 minutes (the contract's `recommender_widget` preview).
const PREVIEW_MS = 5 * 60_000;

/** The hotel codes that answer an error at start-up instead of a hotel (see the triggers registry). */
function startUpTrigger(code: string): void {
  if (code === TRIGGERS.maintenance.value) {
    throw new ApiError('maintenance', {
      message: 'Scheduled maintenance: card payments are disabled',
      headers: { 'Retry-After': '3600' },
      meta: { retry_after_seconds: 3600 },
    });
  }
  if (code === TRIGGERS.serviceUnavailable.value) {
    throw new ApiError('service_unavailable', {
      headers: { 'Retry-After': '30' },
      meta: { retry_after_seconds: 30 },
    });
  }
  if (code === TRIGGERS.rateLimited.value) {
    throw new ApiError('rate_limited', { headers: { 'Retry-After': '1' }, meta: { retry_after_seconds: 1 } });
  }
}

function localized(name: string, locale: Schemas['Locale']): Schemas['HotelLocalizedText'] {
  return { locale, name };
}

function bookingWidgetInit(
  hotel: HotelRow,
  query: URLSearchParams,
  request: Request,
): Schemas['BookingWidgetInit'] {
  const reader = ParamReader.ofQuery(query);
  const preview = reader.boolean('preview') ?? false;
  const segments = [...new Set(query.getAll('segment_ids'))];
  if (
    segments.length > 50 ||
    segments.some((item) => item.length > SEGMENT_ID_RULES.maxLength || !SEGMENT_ID_RULES.pattern.test(item))
  ) {
    reader.fail(
      'segment_ids',
      'must be ids of letters, digits, _ and - (at most 64 characters, at most 50 ids)',
    );
  }
  const iconMessageId = reader.string('icon_message_id', SEGMENT_ID_RULES);
  reader.finish();

  const brand = db.brand.get(hotel.brand_id);
  const tiers = kidsTiersOf(hotel.id);
  const filters = db.roomSearchFilter.where('hotel_id', hotel.id).sort((a, b) => a.id - b.id);
  // The hotel's notices and its brand's: the client shows a brand's only where its labels name the hotel.
  const notifications = [
    ...db.notification.where('owner_id', hotel.id).filter((row) => row.ownable_type === 'hotel'),
    ...db.notification.where('owner_id', hotel.brand_id).filter((row) => row.ownable_type === 'hotel_brand'),
  ].sort((a, b) => a.id - b.id);
  const cards: Schemas['CardBrand'][] = ['visa', 'master', 'jcb', 'amex', 'diners'];
  const ja = hotel.locale === 'ja';
  return {
    hotel_id: hotel.id,
    hotel_code: hotel.code,
    hotel_name: hotel.name,
    hotel_brand_id: hotel.brand_id,
    hotel_brand: {
      id: hotel.brand_id,
      name: brand?.name ?? '',
      logo_url: brand?.logo_url ? absoluteUrl(request, brand.logo_url) : null,
    },
    hotel_brand_setting: {
      custom_auth_enabled: brand?.custom_auth_enabled ?? false,
      custom_auth_token_param: 'brand_custom_auth_token',
      hide_logout: brand?.hide_logout ?? false,
      preview_enabled: false,
      mcp_allowed: true,
    },
    locale: hotel.locale,
    currency: hotel.currency,
    time_zone: hotel.time_zone,
    book_languages: [...hotel.book_languages],
    available_languages: [...hotel.book_languages],
    button_colour: hotel.button_colour,
    header_colour: hotel.header_colour,
    booking_widget_setting_attributes: widgetSettings(hotel, request),
    booking_widget_type: bookingWidgetType(hotel.id),
    search_type: hotel.search_type === 'undated' ? 'undated' : 'dated',
    max_guests_per_room: hotel.max_guests_per_room,
    multi_rooms_search_limit: hotel.multi_rooms_search_limit,
    kids_setting: {
      kids_type: 'share_bed',
      accept_type: hotel.children_mode,
      shared_bed_type: 'per_adult',
      max_children_per_adult: hotel.max_children_per_adult,
    },
    kids_tiers: tiers.map((tier) => ({
      code: tier.code,
      name: tier.name,
      min_age: tier.min_age,
      max_age: tier.max_age,
      meal_options: [...tier.meal_options],
      is_companion: tier.is_companion,
    })),
    room_search_filters: filters.map((filter) => ({
      id: filter.id,
      name: filter.name,
      translations: [localized(filter.name, 'en'), localized(filter.name_ja, 'ja')],
    })),
    default_search_setting: {
      adults: 2,
      checkin_date_offset: 0,
      yesterday_bookable: false,
      available_rooms_only: false,
    },
    chatbot_setting: {
      enabled: ja,
      show_on_mobile: ja,
      show_on_desktop: ja,
      realtime_messaging_auth_key: null,
    },
    payment_gateway_setting: {
      gateway: hotel.payment_gateway,
      public_key: `pk_test_${hotel.code}`,
      card_brands: hotel.currency === 'JPY' ? cards : ['visa', 'master'],
      three_d_secure_enabled: true,
      saved_cards_enabled: ja,
    },
    mcp_payment_gateway_setting: hotel.mcp_enabled
      ? {
          mcp_enabled: true,
          gateway: 'adyen_gmo',
          card_brands: ['visa', 'master'],
          currencies: [...CURRENCY_CODES],
        }
      : { mcp_enabled: false, gateway: null, card_brands: [], currencies: [] },
    detected_currency: detectedCurrency(hotel, request),
    payment_hub_integration_type: paymentHubOf(hotel),
    payment_options: [...hotel.payment_options],
    point_program_setting: { enabled: ja, hide_points: false },
    integrations: {
      custom_redirect: null,
      loyalty_provider_enabled: false,
      line_liff_id: ja ? `1650000000-${hotel.code}` : null,
      turnstile_site_key: hotel.bot_check ? MOCK_BOT_CHECK_SITE_KEY : null,
    },
    analytics_setting: analyticsSetting(hotel.id),
    currencies: currencyTable(),
    notifications: notifications.map((notification) => ({
      id: notification.id,
      title: notification.title,
      body: notification.body,
      labels: [...notification.labels],
      display_start_date: notification.display_start_date,
      display_end_date: notification.display_end_date,
      ownable_type: notification.ownable_type,
    })),
    facility_sign_in_enabled: false,
    turnstile_enabled: hotel.bot_check,
    realtime_messaging_auth_key: null,
    is_preview: preview,
    customer_segment:
      segments.length > 0 || iconMessageId !== undefined
        ? {
            segment_ids: segments,
            ...(iconMessageId === undefined ? {} : { icon_message_id: iconMessageId }),
          }
        : null,
  };
}

/**
 * The init's `detected_currency`: what the request's `Accept-Language` suggests (the SDK's
 * `guessCurrency`, standing in for a server's detection by where the request comes from), for a hotel
 * taking several currencies, when it is not the hotel's own; else null.
 */
function detectedCurrency(hotel: HotelRow, request: Request): Schemas['CurrencyCode'] | null {
  if (!hotel.mcp_enabled) return null;
  const tags = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((range) => range.split(';')[0] ?? '');
  const detected = guessCurrency(tags);
  return detected === undefined || detected === hotel.currency ? null : detected;
}

/** Handlers of the hotel start-up operations. */
export const hotelHandlers = [
  http.get(
    '*/hotels/:hotel_code/booking_widget/init',
    route(({ params, query, request }) => {
      const code = pathParam(params, 'hotel_code');
      startUpTrigger(code);
      return HttpResponse.json({
        data: bookingWidgetInit(hotelByCode(code), query, request),
      } satisfies Schemas['BookingWidgetInitResponse']);
    }),
  ),
  http.get(
    '*/hotels/:hotel_code/settings/booking_widget',
    route(({ params, request }) => {
      const hotel = hotelByCode(pathParam(params, 'hotel_code'));
      return HttpResponse.json({
        data: widgetSettings(hotel, request),
      } satisfies Schemas['BookingWidgetSettingsResponse']);
    }),
  ),
  http.get(
    '*/hotels/:hotel_code/settings/sign_in_button',
    route(({ params }) => {
      const hotel = hotelByCode(pathParam(params, 'hotel_code'));
      const body: Schemas['SignInButtonSettingsResponse'] = {
        data: {
          enabled: true,
          label: 'Sign in',
          translations: [localized('ログイン', 'ja'), localized('Sign in', 'en')],
          button_colour: hotel.button_colour,
          text_colour: '#ffffff',
          show_sign_up: true,
        },
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_code/settings/recommender_widget',
    route(({ params, query }) => {
      const hotel = hotelByCode(pathParam(params, 'hotel_code'));
      const reader = ParamReader.ofQuery(query);
      const preview = reader.boolean('preview') ?? false;
      reader.finish();
      const body: Schemas['RecommenderWidgetSettingsResponse'] = {
        data: {
          enabled: true,
          title: 'Recommended rooms',
          max_items: 6,
          order: 'recommended',
          button_colour: hotel.button_colour,
          preview_expires_at: preview
            ? formatInstant(nowMillis() + PREVIEW_MS, hotel.utc_offset_minutes)
            : null,
        },
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_code/login_widget',
    route(({ params, request }) => {
      const hotel = hotelByCode(pathParam(params, 'hotel_code'));
      const ja = hotel.locale === 'ja';
      const body: Schemas['LoginWidgetResponse'] = {
        data: {
          sign_in_methods: hotelSignInMethods(hotel),
          membership_login_enabled: true,
          sign_up_enabled: true,
          corporate_sign_in_enabled: corporateSignInEnabled(hotel),
          facebook_app_id: ja ? '1234567890' : null,
          line_channel_id: ja ? '1650000000' : null,
          open_id_provider_name: ja ? 'Demo ID' : null,
          // The mock's own test provider plays LINE and Facebook (identity/signInProvider.ts).
          ...(ja
            ? {
                sign_in_urls: {
                  line: absoluteUrl(request, '/__staykit/sign-in-provider/line/authorize'),
                  facebook: absoluteUrl(request, '/__staykit/sign-in-provider/facebook/authorize'),
                  open_id: absoluteUrl(request, '/__staykit/sign-in-provider/open_id/authorize'),
                },
              }
            : {}),
          hide_logout: false,
        },
      };
      return HttpResponse.json(body);
    }),
  ),
  http.get(
    '*/hotels/:hotel_id/info',
    route(({ params }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const body: Schemas['HotelInfoResponse'] = {
        data: {
          hotel_id: hotel.id,
          hotel_name: hotel.name,
          address: { post_code: hotel.post_code, full_address: hotel.full_address, country: hotel.country },
          phone: hotel.phone,
          email: hotel.email,
          url: hotel.url,
        },
      };
      return HttpResponse.json(body);
    }),
  ),
];

import { effectiveCurrency, guessCurrency, type components } from '@staykit/sdk';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type CurrencyCode = components['schemas']['CurrencyCode'];

/** The browser's languages, most preferred first (none outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The display currency of multi-currency mode (docs/widget.md#page-shell), or undefined for the hotel's
 * own. With multi-currency on, it is the currency in effect (the SDK's `effectiveCurrency`) among those the
 * hotel sells in: the one chosen in the header (the URL's `currency`; the hotel's own when chosen
 * explicitly), then, when the hotel shows guests their currency (`show_guest_currency`), the one the
 * server detected and the one the browser's languages suggest.
 *
 * @param languages - the guest's languages; the browser's by default.
 * @example
 * ```ts
 * displayCurrency(tokyo, 'USD'); // 'USD'
 * displayCurrency(tokyo, 'JPY'); // undefined (the hotel's own)
 * displayCurrency(tokyoShowingGuestCurrency, null, ['en-GB']); // 'GBP'
 * ```
 */
export function displayCurrency(
  hotel: BookingWidgetInit,
  selected: string | null | undefined,
  languages: readonly string[] = browserLanguages(),
): CurrencyCode | undefined {
  const mcp = hotel.mcp_payment_gateway_setting;
  const enabled = mcp?.mcp_enabled === true && hotel.hotel_brand_setting.mcp_allowed !== false;
  if (!enabled) return undefined;
  const sold = (code: string | null | undefined) =>
    code === hotel.currency ? hotel.currency : (mcp?.currencies ?? []).find((currency) => currency === code);
  const showsGuest = hotel.booking_widget_setting_attributes.show_guest_currency === true;
  const inEffect = effectiveCurrency(
    {
      selected: sold(selected),
      detected: showsGuest ? sold(hotel.detected_currency) : null,
      guessed: showsGuest ? sold(guessCurrency(languages)) : null,
    },
    hotel.currency,
  );
  return inEffect === hotel.currency ? undefined : inEffect;
}

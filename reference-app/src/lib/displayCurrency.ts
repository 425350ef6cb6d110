import type { components } from '@staykit/sdk';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];
type CurrencyCode = components['schemas']['CurrencyCode'];

/**
 * The display currency of multi-currency mode (docs/widget.md#page-shell): the currency chosen in the header
 * (the URL's `currency`) when the hotel sells in it with multi-currency on and it is not the hotel's own;
 * otherwise undefined, meaning the hotel's currency.
 *
 * @example
 * ```ts
 * displayCurrency(tokyo, 'USD'); // 'USD'
 * displayCurrency(tokyo, 'JPY'); // undefined (the hotel's own)
 * ```
 */
export function displayCurrency(
  hotel: BookingWidgetInit,
  selected: string | null | undefined,
): CurrencyCode | undefined {
  const mcp = hotel.mcp_payment_gateway_setting;
  const enabled = mcp?.mcp_enabled === true && hotel.hotel_brand_setting.mcp_allowed !== false;
  if (!enabled || !selected || selected === hotel.currency) return undefined;
  return (mcp?.currencies ?? []).find((currency) => currency === selected);
}

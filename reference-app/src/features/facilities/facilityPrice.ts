import { effectiveCurrency, formatMoney, isLocale, type components, type CurrencyCode } from '@staykit/sdk';

type BrandHotelInventory = components['schemas']['BrandHotelInventory'];

/**
 * The lowest total of a facility for the searched stay, in the currency in effect (docs/widget.md#page-shell: the guest's
 * chosen currency, else the facility's own), written for the UI locale with the SDK's `formatMoney`.
 * The chosen currency shows only when the facility sent its `mcp_` twin in it (a facility without
 * multi-currency prices stays in its own currency); `null` when the facility has no price for the stay.
 *
 * @example
 * ```ts
 * facilityPrice({ ...tokyo, lowest_price: 15400, currency: 'JPY', mcp_lowest_price: null }, undefined, 'en'); // '¥15,400'
 * facilityPrice({ ...tokyo, mcp_lowest_price: { cents: 10267, currency: 'USD' } }, 'USD', 'en'); // '$102.67'
 * ```
 */
export function facilityPrice(
  inventory: BrandHotelInventory,
  selected: CurrencyCode | undefined,
  locale: string,
): string | null {
  if (!inventory.available || inventory.lowest_price === null) return null;
  const displayLocale = isLocale(locale) ? locale : 'en';
  const effective = effectiveCurrency({ selected }, inventory.currency);
  const mcp = inventory.mcp_lowest_price;
  if (mcp && mcp.currency === effective && effective !== inventory.currency) {
    return formatMoney(mcp, displayLocale);
  }
  return formatMoney(inventory.lowest_price, displayLocale, inventory.currency);
}

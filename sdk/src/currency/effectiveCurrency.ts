import { DEFAULT_CURRENCY } from './currencies';
import type { CurrencyCode } from './currencies';

/** A currency slot of the currency state; `''`, `null` and `undefined` all mean "not set". */
type CurrencySlot = CurrencyCode | '' | null | undefined;

/**
 * The currency choices the widget holds: guessed, detected, selected and temporary currency. An empty slot
 * (`''`, `null` or missing) is skipped.
 *
 * @example
 * ```ts
 * const state: CurrencyState = { selected: 'USD', guessed: 'EUR' };
 * ```
 */
export interface CurrencyState {
  /** Set for the duration of a payment step (see `temporaryCurrencyAfterPaymentMethod`). */
  readonly temporary?: CurrencySlot;
  /** Chosen by the guest in the currency selector. */
  readonly selected?: CurrencySlot;
  /** Detected from the guest (for example from the browser). */
  readonly detected?: CurrencySlot;
  /** A guess made before anything was detected. */
  readonly guessed?: CurrencySlot;
}

/**
 * The currency in effect (docs/rules.md, "Currencies"): temporary, then selected, detected, guessed, then the
 * hotel's default currency, and JPY when the hotel has none.
 *
 * @param state - the currency state.
 * @param hotelCurrency - the hotel's own currency from init (`currency`), if known.
 * @example
 * ```ts
 * effectiveCurrency({ selected: 'USD', detected: 'EUR' }, 'JPY'); // 'USD'
 * effectiveCurrency({ temporary: '', guessed: 'KRW' }, 'JPY'); // 'KRW'
 * effectiveCurrency({}, undefined); // 'JPY'
 * ```
 */
export function effectiveCurrency(state: CurrencyState, hotelCurrency?: CurrencyCode | null): CurrencyCode {
  return (
    state.temporary || state.selected || state.detected || state.guessed || hotelCurrency || DEFAULT_CURRENCY
  );
}

/**
 * What decides multi-currency mode.
 *
 * @example
 * ```ts
 * const input: MultiCurrencyModeInput = { enabled: true, effective: 'USD', hotelCurrency: 'JPY' };
 * ```
 */
export interface MultiCurrencyModeInput {
  /** The multi-currency feature is on for the hotel (init `mcp_enabled`, with the disabling check off). */
  readonly enabled: boolean;
  /** The `mcp_currency` of the reservation being viewed or modified, if it has one. */
  readonly reservationMcpCurrency?: CurrencyCode | '' | null;
  /** The currency in effect, from {@link effectiveCurrency}. */
  readonly effective: CurrencyCode;
  /** The hotel's own currency; JPY when not known. */
  readonly hotelCurrency?: CurrencyCode | null;
}

/**
 * Whether prices are in multi-currency mode (docs/rules.md, "Currencies"): the feature is enabled or the
 * reservation already has a multi-currency code, and the effective currency differs from the hotel's.
 *
 * @example
 * ```ts
 * isMultiCurrencyMode({ enabled: true, effective: 'USD', hotelCurrency: 'JPY' }); // true
 * isMultiCurrencyMode({ enabled: true, effective: 'JPY', hotelCurrency: 'JPY' }); // false
 * isMultiCurrencyMode({ enabled: false, reservationMcpCurrency: 'USD', effective: 'USD', hotelCurrency: 'JPY' }); // true
 * ```
 */
export function isMultiCurrencyMode(input: MultiCurrencyModeInput): boolean {
  const applies = input.enabled || Boolean(input.reservationMcpCurrency);
  return applies && input.effective !== (input.hotelCurrency || DEFAULT_CURRENCY);
}

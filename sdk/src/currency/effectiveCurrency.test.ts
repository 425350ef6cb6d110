import { describe, expect, it } from 'vitest';
import { effectiveCurrency, isMultiCurrencyMode } from './effectiveCurrency';

describe('effectiveCurrency: temporary, selected, detected, guessed, hotel default', () => {
  it.each([
    [{ temporary: 'KRW', selected: 'USD', detected: 'EUR', guessed: 'AUD' }, 'TWD', 'KRW'],
    [{ temporary: '', selected: 'USD', detected: 'EUR', guessed: 'AUD' }, 'TWD', 'USD'],
    [{ temporary: null, detected: 'EUR', guessed: 'AUD' }, 'TWD', 'EUR'],
    [{ guessed: 'AUD' }, 'TWD', 'AUD'],
    [{}, 'TWD', 'TWD'],
    [{}, null, 'JPY'],
    [{}, undefined, 'JPY'],
  ] as const)('state %o at a %s hotel gives %s', (state, hotel, expected) => {
    expect(effectiveCurrency(state, hotel)).toBe(expected);
  });
});

describe('isMultiCurrencyMode', () => {
  it.each([
    [true, null, 'USD', 'JPY', true],
    [true, null, 'JPY', 'JPY', false],
    [false, null, 'USD', 'JPY', false],
    [false, 'USD', 'USD', 'JPY', true],
    [false, 'USD', 'JPY', 'JPY', false],
    [false, '', 'USD', 'JPY', false],
    [true, null, 'JPY', null, false],
    [true, null, 'TWD', null, true],
  ] as const)(
    'enabled %s, reservation mcp %s, effective %s, hotel %s: %s',
    (enabled, reservationMcpCurrency, effective, hotelCurrency, expected) => {
      expect(isMultiCurrencyMode({ enabled, reservationMcpCurrency, effective, hotelCurrency })).toBe(
        expected,
      );
    },
  );
});

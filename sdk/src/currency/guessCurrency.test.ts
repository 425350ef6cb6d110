import { describe, expect, it } from 'vitest';
import { guessCurrency } from './guessCurrency';

describe('guessCurrency', () => {
  it.each([
    [['en-US', 'en'], 'USD'],
    [['en-GB'], 'GBP'],
    [['de-AT'], 'EUR'],
    [['bg-BG'], 'EUR'],
    [['zh-Hant-TW'], 'TWD'],
    [['zh_Hans_CN'], 'CNY'],
    [['ko'], 'KRW'],
    [['ja-JP'], 'JPY'],
    // The first tag that says wins; one that names no known region is passed over.
    [['fr', 'en-AU'], 'AUD'],
    [['en-001', 'pt-BR'], 'BRL'],
  ] as const)('reads %j as %s', (tags, currency) => {
    expect(guessCurrency(tags)).toBe(currency);
  });

  it('guesses nothing from languages of many countries, unknown regions or nothing', () => {
    expect(guessCurrency(['fr', 'en', 'es'])).toBeUndefined();
    expect(guessCurrency(['en-XX'])).toBeUndefined();
    expect(guessCurrency([])).toBeUndefined();
    expect(guessCurrency(['', '  '])).toBeUndefined();
  });
});

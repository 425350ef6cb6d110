import { describe, expect, it } from 'vitest';
import { GIFT_POINT_EXCHANGE, pointExchangeProblem } from './pointExchangeProblem';

const japan = { inJapan: true, balance: 12_500, programEnabled: true } as const;

describe('pointExchangeProblem: gift points in whole units, Japan only, within the balance', () => {
  it.each([
    [500, null],
    [1000, null],
    [12_500, null],
  ])('allows %i points', (amount, expected) => {
    expect(pointExchangeProblem(amount, japan)).toBe(expected);
  });

  it.each([
    ['0', 0],
    ['a negative amount', -500],
    ['part of a unit', 750],
    ['less than a unit', 499],
    ['a fraction', 500.5],
    ['not a number', Number.NaN],
  ])('refuses %s as not whole units', (_label, amount) => {
    expect(pointExchangeProblem(amount, japan)).toEqual({
      code: 'point_exchange_invalid',
      reason: 'not_whole_units',
      unit: GIFT_POINT_EXCHANGE.unit,
    });
  });

  it('refuses more than the balance with 2401 and names the balance', () => {
    expect(pointExchangeProblem(13_000, japan)).toEqual({
      code: '2401',
      reason: 'above_balance',
      balance: 12_500,
    });
  });

  it('is not offered outside Japan, whatever the amount', () => {
    expect(pointExchangeProblem(1000, { ...japan, inJapan: false })).toMatchObject({ reason: 'not_offered' });
    expect(pointExchangeProblem(750, { ...japan, inJapan: false })).toMatchObject({ reason: 'not_offered' });
  });

  it('is not offered when the point programme is not usable', () => {
    expect(pointExchangeProblem(1000, { ...japan, programEnabled: false })).toMatchObject({
      code: 'point_exchange_invalid',
      reason: 'not_offered',
    });
  });

  it('checks the units before the balance, as the API does', () => {
    expect(pointExchangeProblem(20_250, japan)).toMatchObject({ reason: 'not_whole_units' });
  });
});

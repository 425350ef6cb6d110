import { describe, expect, it } from 'vitest';
import { pointSpendProblem } from './pointSpendProblem';

// The mock's rules (balance 10,000, steps of 100, at least 500) on a price of 24,200.
const limits = { balance: 10_000, increment: 100, minimum: 500, price: 24_200 };
const rules = { increment: 100, minimum: 500, price: 24_200 };

describe('pointSpendProblem: increments, minimum, price, balance', () => {
  it.each([500, 1_000, 9_900, 10_000])('accepts %i points', (points) => {
    expect(pointSpendProblem(points, limits)).toBeNull();
  });

  it('accepts 0 as "no points spent"', () => {
    expect(pointSpendProblem(0, limits)).toBeNull();
  });

  it('refuses less than the minimum', () => {
    expect(pointSpendProblem(450, limits)).toEqual({
      code: 'point_spend_invalid',
      reason: 'below_minimum',
      ...rules,
    });
    expect(pointSpendProblem(400, limits)?.reason).toBe('below_minimum');
  });

  it('refuses an amount off the steps (1,050 is not a multiple of 100)', () => {
    expect(pointSpendProblem(1_050, limits)).toEqual({
      code: 'point_spend_invalid',
      reason: 'not_increment',
      ...rules,
    });
  });

  it('reports the steps before the balance, as the API does (10,050)', () => {
    expect(pointSpendProblem(10_050, limits)?.reason).toBe('not_increment');
  });

  it('refuses more than the balance with 2401', () => {
    expect(pointSpendProblem(10_100, limits)).toEqual({
      code: '2401',
      reason: 'above_balance',
      balance: 10_000,
    });
  });

  it('refuses more than the price, and allows exactly the price', () => {
    const cheap = { ...limits, price: 800 };
    expect(pointSpendProblem(900, cheap)).toEqual({
      code: 'point_spend_invalid',
      reason: 'above_price',
      increment: 100,
      minimum: 500,
      price: 800,
    });
    expect(pointSpendProblem(800, cheap)).toBeNull();
  });

  it.each([-100, 550.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s as not a whole amount',
    (points) => {
      expect(pointSpendProblem(points, limits)).toEqual({
        code: 'point_spend_invalid',
        reason: 'not_whole',
        ...rules,
      });
    },
  );
});

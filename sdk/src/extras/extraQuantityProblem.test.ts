import { describe, expect, it } from 'vitest';
import { extraQuantityProblem } from './extraQuantityProblem';

const limits = { min: 1, max: 4, stock: 3 };

describe('extraQuantityProblem: quantity within min, max and stock', () => {
  it.each([1, 2, 3])('accepts %i of min 1, max 4, stock 3', (quantity) => {
    expect(extraQuantityProblem(quantity, limits)).toBeNull();
  });

  it('accepts 0 as "not ordered" even with a minimum', () => {
    expect(extraQuantityProblem(0, { min: 2, max: 4, stock: 0 })).toBeNull();
  });

  it('refuses less than the minimum with 1102', () => {
    expect(extraQuantityProblem(1, { min: 2, max: 4, stock: null })).toEqual({
      code: '1102',
      reason: 'below_min',
      min: 2,
      max: 4,
    });
  });

  it('refuses more than the maximum with 1102, even beyond the stock', () => {
    expect(extraQuantityProblem(5, limits)).toEqual({ code: '1102', reason: 'above_max', min: 1, max: 4 });
  });

  it('refuses more than the stock with 1104', () => {
    expect(extraQuantityProblem(4, limits)).toEqual({ code: '1104', reason: 'above_stock', stock: 3 });
    expect(extraQuantityProblem(1, { min: 0, max: 2, stock: 0 })).toEqual({
      code: '1104',
      reason: 'above_stock',
      stock: 0,
    });
  });

  it('has no stock limit when stock is null', () => {
    expect(extraQuantityProblem(4, { min: 1, max: 4, stock: null })).toBeNull();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s as not a whole quantity',
    (quantity) => {
      expect(extraQuantityProblem(quantity, limits)).toEqual({
        code: '1102',
        reason: 'not_whole',
        min: 1,
        max: 4,
      });
    },
  );
});

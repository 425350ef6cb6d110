import { describe, expect, it } from 'vitest';
import { newTotalOfRefusal } from './newTotalOfRefusal';

describe('newTotalOfRefusal', () => {
  it.each([
    [
      'a list of errors',
      { errors: [{ code: 'price_changed', title: 'x', meta: { new_total_price: 33600 } }] },
      33600,
    ],
    ['one error object', { errors: { code: 'price_changed', title: 'x', meta: { new_total_price: 0 } } }, 0],
    [
      'the older `error` form',
      { error: { code: 'price_changed', title: 'x', meta: { new_total_price: 12.5 } } },
      12.5,
    ],
    ['no meta', { errors: [{ code: 'price_changed', title: 'x' }] }, null],
    ['a total that is not a number', { errors: [{ title: 'x', meta: { new_total_price: '1' } }] }, null],
    ['a plain text error', { error: 'price changed' }, null],
    ['no body', undefined, null],
  ])('reads %s', (_name, raw, expected) => {
    expect(newTotalOfRefusal({ raw })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { cardNumberDigits } from './cardNumberDigits';

describe('cardNumberDigits', () => {
  it.each([
    ['4111 1111 1111 1111', '4111111111111111'],
    ['4111-1111-1111-1111', '4111111111111111'],
    [' 3782 822463 10005 ', '378282246310005'],
  ])('reads %s as %s', (typed, digits) => {
    expect(cardNumberDigits(typed)).toBe(digits);
  });

  it.each([
    ['a letter O', '4111 1111 1111 111O'],
    ['full-width digits', '４１１１１１１１１１１１１１１１'],
    ['dots', '4111.1111.1111.1111'],
    ['nothing', ''],
    ['only spaces', '   '],
    ['missing', undefined],
  ])('cannot read %s', (_what, typed) => {
    expect(cardNumberDigits(typed)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { validateRequired } from './validateRequired';

describe('validateRequired: required fields cannot be blank', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['spaces', '   '],
    ['an ideographic space', '\u3000'],
    ['a tab and a line break', '\t\n'],
    ['an unticked box', false],
  ])('refuses %s', (_what, value) => {
    expect(validateRequired(value)).toBe('required');
  });

  it.each([
    ['a name', 'Yamada'],
    ['a name with spaces around', '  Yamada '],
    ['the number 0', 0],
    ['a ticked box', true],
  ])('accepts %s', (_what, value) => {
    expect(validateRequired(value)).toBeNull();
  });
});

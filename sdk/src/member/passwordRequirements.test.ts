import { describe, expect, it } from 'vitest';
import { passwordRequirements, unmetPasswordRequirements } from './passwordRequirements';

describe('passwordRequirements: what a new password must have', () => {
  it('asks a sign-up for 8 characters, upper case, lower case and a digit', () => {
    expect(passwordRequirements('sign_up')).toEqual(['min_length', 'upper_case', 'lower_case', 'digit']);
  });

  it('asks a change for a symbol as well', () => {
    expect(passwordRequirements('change')).toEqual([
      'min_length',
      'upper_case',
      'lower_case',
      'digit',
      'symbol',
    ]);
  });
});

describe('unmetPasswordRequirements: what is still missing while the member types', () => {
  it.each([
    ['nothing typed', '', 'sign_up', ['min_length', 'upper_case', 'lower_case', 'digit']],
    ['lower case only', 'hanako', 'sign_up', ['min_length', 'upper_case', 'digit']],
    ['8 lower-case letters', 'hanakoya', 'sign_up', ['upper_case', 'digit']],
    ['7 characters with every class', 'Hanak0!', 'change', ['min_length']],
    ['8 characters with every class', 'Hanak0!!', 'change', []],
    ['a sign-up password without a symbol', 'Hanako2026', 'sign_up', []],
    ['the same password as a change', 'Hanako2026', 'change', ['symbol']],
    ['upper case and digits only', 'HANAKO2026', 'sign_up', ['lower_case']],
    ['a space is no symbol', 'Hanako 2026', 'change', ['symbol']],
    ['each ASCII sign is a symbol: ~', 'Hanako2026~', 'change', []],
    ['each ASCII sign is a symbol: backslash', 'Hanako2026\\', 'change', []],
    ['each ASCII sign is a symbol: ]', 'Hanako2026]', 'change', []],
    ['each ASCII sign is a symbol: `', 'Hanako2026`', 'change', []],
    // The API checks ASCII classes: full-width and accented letters, other digits and signs do not count.
    ['full-width upper case', 'Ｈanako2026', 'sign_up', ['upper_case']],
    ['an accented capital', 'Éhanako2026', 'sign_up', ['upper_case']],
    ['full-width digits', 'Hanakoｙ２０２６', 'sign_up', ['digit']],
    ['a full-width sign', 'Hanako2026！', 'change', ['symbol']],
    ['kanji', '山田花子山田花子', 'sign_up', ['upper_case', 'lower_case', 'digit']],
  ] as const)('%s: %s', (_what, password, purpose, missing) => {
    expect(unmetPasswordRequirements(password, purpose)).toEqual(missing);
  });

  it('counts characters, not UTF-16 units: seven emoji are seven characters', () => {
    expect(unmetPasswordRequirements('Ab1!😀😀😀', 'change')).toEqual(['min_length']);
    expect(unmetPasswordRequirements('Ab1!😀😀😀😀', 'change')).toEqual([]);
  });
});

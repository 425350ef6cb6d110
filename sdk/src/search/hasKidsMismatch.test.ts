import { describe, expect, it } from 'vitest';
import { hasKidsMismatch } from './hasKidsMismatch';

describe('hasKidsMismatch: the kids-changed warning', () => {
  it.each([
    ['the tiers come back as sent', [{ children: 2, kids_tiers: ['A', 'B'] }], ['A', 'B'], false],
    [
      'several rooms come back in another order',
      [
        { children: 1, kids_tiers: ['B'] },
        { children: 1, kids_tiers: ['A'] },
      ],
      ['A', 'B'],
      false,
    ],
    ['no kids were searched and none counted', [{ children: 0 }], [], false],
    ['an unknown tier was dropped', [{ children: 2, kids_tiers: ['A', 'X'] }], ['A'], true],
    ['the hotel counted a child in another tier', [{ children: 1, kids_tiers: ['C'] }], ['B'], true],
    ['children were given without tiers and none counted', [{ children: 2 }], [], true],
    ['children were given without tiers and all counted', [{ children: '2' }], ['A', 'A'], false],
    ['tiers were given without a children number', [{ kids_tiers: ['A'] }], ['A'], false],
    ['more kids came back than were searched', [{ children: 0 }], ['A'], true],
  ])('when %s: warning %s', (_label, rooms, returned, warn) => {
    expect(hasKidsMismatch(rooms, returned)).toBe(warn);
  });

  it('shows no warning when the response has no tiers to compare', () => {
    expect(hasKidsMismatch([{ children: 2, kids_tiers: ['A', 'B'] }], null)).toBe(false);
    expect(hasKidsMismatch([{ children: 2 }], undefined)).toBe(false);
  });
});

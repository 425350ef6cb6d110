import { describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi';
import { programCompanions } from './programCompanions';

type CompanionTier = components['schemas']['CompanionTier'];

const tier = (code: CompanionTier['code'], is_active = true, id = 1): CompanionTier => ({
  id,
  code,
  name: code,
  is_active,
  translations_attributes: [],
});

describe('programCompanions', () => {
  it.each([
    ['no programme', null, [null, null]],
    ['no tiers', [], [null, null]],
    [
      'both, listed kid first',
      [tier('kid_tier_A_companion'), tier('adult_companion')],
      ['adult_companion', 'kid_tier_A_companion'],
    ],
    ['adult only', [tier('adult_companion')], ['adult_companion', null]],
    [
      'an inactive kid tier is not offered',
      [tier('adult_companion'), tier('kid_tier_A_companion', false)],
      ['adult_companion', null],
    ],
    ['both inactive', [tier('adult_companion', false), tier('kid_tier_A_companion', false)], [null, null]],
  ] as const)('%s', (_case, tiers, [adult, kid]) => {
    const companions = programCompanions(tiers === null ? null : { additional_tiers_attributes: [...tiers] });
    expect([companions.adult?.code ?? null, companions.kid?.code ?? null]).toEqual([adult, kid]);
  });

  it('takes the first active tier of a code when a programme lists it twice', () => {
    const companions = programCompanions({
      additional_tiers_attributes: [tier('adult_companion', false, 7), tier('adult_companion', true, 8)],
    });
    expect(companions.adult?.id).toBe(8);
  });
});

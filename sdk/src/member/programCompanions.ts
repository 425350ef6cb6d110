import type { components } from '../generated/openapi';

type CompanionTier = components['schemas']['CompanionTier'];

/**
 * A programme's companions: its adult and its kid companion tier, each `null` when the programme has
 * none or it is inactive.
 *
 * @example
 * ```ts
 * const companions: ProgramCompanions = { adult: null, kid: null };
 * ```
 */
export interface ProgramCompanions {
  adult: CompanionTier | null;
  kid: CompanionTier | null;
}

/**
 * The companion tiers a programme offers (docs/rules.md, "Membership"): its `additional_tiers_attributes`
 * sorted by `code`, the active `adult_companion` as the adult companion and the active
 * `kid_tier_A_companion` as the kid companion. Inactive tiers are not offered. A member's companions
 * leave the widget with the sign-out.
 *
 * @param program - the programme, or `null` when none is signed in.
 * @example
 * ```ts
 * programCompanions({ additional_tiers_attributes: [kidTier, adultTier] }); // { adult: adultTier, kid: kidTier }
 * programCompanions(null); // { adult: null, kid: null }
 * ```
 */
export function programCompanions(
  program: Pick<components['schemas']['MembershipProgram'], 'additional_tiers_attributes'> | null,
): ProgramCompanions {
  const tiers = [...(program?.additional_tiers_attributes ?? [])]
    .filter((tier) => tier.is_active)
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return {
    adult: tiers.find((tier) => tier.code === 'adult_companion') ?? null,
    kid: tiers.find((tier) => tier.code === 'kid_tier_A_companion') ?? null,
  };
}

/**
 * Members, their programmes and the sign-in credentials handed to the widget: lookups and the contract's
 * `User`, `MembershipSession` and `MembershipProgram` bodies. Names and programme names follow the request
 * language (`en` puts the first name first; every other language the surname).
 */
import { canUpdateProfile, type components } from '@staykit/sdk';
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { HotelRow, MemberRow, MembershipProgramRow, SignInGrantRow, UserTokenRow } from '../db/rows';
import { formatInstant } from '../lib/dates';
import { fingerprint } from '../lib/fingerprint';
import { ApiError } from '../http/errors';
import { requestLanguage } from '../http/requestHeaders';

type Schemas = components['schemas'];

// Expiry instants are written in Japan time, the seed's main zone.
const JST = 540;

const isEnglish = (request: Request): boolean => (requestLanguage(request) ?? '').startsWith('en');

/**
 * The member's encrypted membership id, for the QR code of the account: only when the member's programme
 * encrypts it (`encrypted_qr_code_enabled`) and the member has a membership number; null otherwise.
 *
 * @example
 * ```ts
 * encryptedMembershipId(kenji); // 'enc_…'
 * ```
 */
export function encryptedMembershipId(member: MemberRow): string | null {
  const program = member.program_id === null ? undefined : db.membershipProgram.get(member.program_id);
  if (!program?.encrypted_qr_code_enabled || member.membership_id === null) return null;
  return `enc_${fingerprint(`${member.id}:${member.membership_id}`)}${fingerprint(member.membership_id)}`;
}

/** The contract's `User` of a member. */
export function userOf(member: MemberRow, request: Request): Schemas['User'] {
  const name = isEnglish(request)
    ? `${member.first_name} ${member.last_name}`
    : `${member.last_name} ${member.first_name}`;
  return {
    id: member.corporate_only ? null : member.id,
    name,
    first_name: member.first_name,
    last_name: member.last_name,
    first_name_kana: member.first_name_kana,
    last_name_kana: member.last_name_kana,
    provider: member.provider,
    organization:
      member.organization_id === null
        ? null
        : {
            id: member.organization_id,
            name: member.organization_name,
            display_name: member.organization_display_name,
            program_id: member.organization_program_id,
          },
    organization_role: member.organization_role,
    rank: member.rank,
    rank_id: member.rank_id,
    program_id: member.program_id,
    membership_id: member.membership_id,
    encrypted_membership_id: encryptedMembershipId(member),
    point_program_enabled: member.point_program_enabled,
  };
}

/** The programmes a brand still offers, by id. */
export function brandPrograms(brandId: number): MembershipProgramRow[] {
  return db.membershipProgram
    .where('brand_id', brandId)
    .filter((program) => !program.retired)
    .sort((a, b) => a.id - b.id);
}

/**
 * The programmes a member belongs to: the brand's own (those that need joining once joined), and an
 * organization's only for its users.
 *
 * @example
 * ```ts
 * memberPrograms(hanako).map((program) => program.id); // [1]: programme 2 is Demo Trading's
 * ```
 */
export function memberPrograms(member: MemberRow): MembershipProgramRow[] {
  return brandPrograms(member.brand_id).filter(
    (program) =>
      (program.organization_id === null || program.organization_id === member.organization_id) &&
      (!program.join_required || member.joined_program_ids.includes(program.id)),
  );
}

/**
 * Whether the member may change their profile (the SDK's `canUpdateProfile` over the member's own
 * programme, not every programme they could switch to): `updateMembership` and a booking's
 * `update_profile` ask the same.
 *
 * @example
 * ```ts
 * mayUpdateProfile(memberById(MEI.id)); // true: a LINE member of a programme that allows it
 * ```
 */
export function mayUpdateProfile(member: MemberRow): boolean {
  const own =
    member.program_id === null
      ? []
      : [db.membershipProgram.get(member.program_id)].flatMap((program) => (program ? [program] : []));
  return canUpdateProfile({ id: member.id, provider: member.provider }, own);
}

/** The contract's `MembershipSession` of a user token. */
export function sessionOf(
  token: UserTokenRow,
  member: MemberRow,
  request: Request,
): Schemas['MembershipSession'] {
  return {
    access_token: token.token,
    program_id: token.program_id,
    non_signed_in_program_ids: memberPrograms(member)
      .map((program) => program.id)
      .filter((id) => id !== token.program_id),
    expires_at: formatInstant(token.expires_at_ms, JST),
    user: userOf(member, request),
  };
}

/** The member of a row id, or 401 `unauthorized` when the account is gone. */
export function memberById(id: number): MemberRow {
  const member = db.member.get(id);
  if (!member) throw new ApiError('unauthorized', { message: 'The account no longer exists' });
  return member;
}

/** A credential of `kind` that is still usable: known, not spent and not expired; otherwise undefined. */
export function usableGrant(value: string, kind: SignInGrantRow['kind']): SignInGrantRow | undefined {
  const grant = db.signInGrant.get(value);
  if (!grant || grant.kind !== kind || grant.spent) return undefined;
  if (grant.expires_at_ms !== null && nowMillis() >= grant.expires_at_ms) return undefined;
  return grant;
}

/** Marks a credential spent: the next use of it is refused. */
export function spendGrant(grant: SignInGrantRow): void {
  db.signInGrant.update(grant.value, { spent: true });
}

const COMPANIONS: readonly Schemas['CompanionTier'][] = [
  {
    id: 1,
    code: 'adult_companion',
    name: 'Adult companion',
    is_active: true,
    translations_attributes: [
      { locale: 'en', name: 'Adult companion' },
      { locale: 'ja', name: '同伴者（大人）' },
    ],
  },
  {
    id: 2,
    code: 'kid_tier_A_companion',
    name: 'Child companion',
    is_active: true,
    translations_attributes: [
      { locale: 'en', name: 'Child companion' },
      { locale: 'ja', name: '同伴者（子供A）' },
    ],
  },
];

/**
 * The contract's `MembershipProgram` of a programme row, named in the request language (the hotel's
 * locale without one): Japanese names in Japanese, English ones otherwise.
 */
export function programOf(
  program: MembershipProgramRow,
  request: Request,
  hotelLocale: string,
): Schemas['MembershipProgram'] {
  const japanese = (requestLanguage(request) ?? hotelLocale).startsWith('ja');
  return {
    id: program.id,
    name: japanese ? program.name_ja : program.name,
    hotel_brand_id: program.brand_id,
    update_member_profile_enabled: program.update_member_profile_enabled,
    encrypted_qr_code_enabled: program.encrypted_qr_code_enabled,
    joinable: program.organization_id === null && !program.retired,
    additional_tiers_attributes: program.companions
      ? COMPANIONS.map((tier) => ({
          ...tier,
          name: japanese ? (tier.translations_attributes[1]?.name ?? tier.name) : tier.name,
        }))
      : [],
  };
}

/** A hotel's default programme (the brand's first), or 404 `not_found` when its brand has none. */
export function defaultProgram(hotel: HotelRow): MembershipProgramRow {
  const program = brandPrograms(hotel.brand_id)[0];
  if (!program) throw new ApiError('not_found', { message: `${hotel.code} has no membership programme` });
  return program;
}

/**
 * What a new account of the product's own provider has before anything else is known of it: no rank, no
 * membership number, no points, no organization. Sign-up and the seed start from it.
 *
 * @example
 * ```ts
 * db.member.insert({ ...NEW_MEMBER, id, brand_id, email, password, previous_passwords: [], status: 'provisional', … });
 * ```
 */
export const NEW_MEMBER = {
  unconfirmed_email: null,
  provider: 'staykit',
  corporate_only: false,
  rank: null,
  rank_id: null,
  membership_id: null,
  details: {},
  point_program_enabled: false,
  organization_id: null,
  organization_name: '',
  organization_display_name: '',
  organization_program_id: null,
  organization_role: null,
  organization_stay_days: null,
  joined_program_ids: [],
} as const;

/**
 * The member of a brand with this e-mail (any case), if any: one e-mail may have an account at several
 * brands.
 *
 * @example
 * ```ts
 * brandMemberByEmail(900, 'Hanako.Yamada@example.com')?.id; // 58231
 * ```
 */
export function brandMemberByEmail(brandId: number, email: string): MemberRow | undefined {
  return db.member.where('email', email.toLowerCase()).find((member) => member.brand_id === brandId);
}

/**
 * The members of the seed, their brands' membership programmes and the credentials the widget receives
 * in its URL (one-time access tokens, a refresh token with its code, a brand custom-auth code, a
 * loyalty-provider otid). demo-korea (920) is the brand with custom authentication; demo-taiwan (910) has
 * no programme. Deterministic: every reset writes the same rows.
 */
import { nowMillis } from '../clock';
import { db } from '../db/db';
import type { MemberRow } from '../db/rows';
import { NEW_MEMBER } from '../identity/members';
import { USER_TOKEN_LIFETIME_MS } from '../identity/userTokens';
import { TRIGGERS } from '../triggers';

/** Every seeded member's password (the sign-up rule: 8+ characters, upper and lower case, a digit). */
export const MEMBER_PASSWORD = 'Winter2026x';

/** How long a seeded refresh token stays exchangeable: 10 minutes on the mock clock. */
export const REFRESH_TOKEN_LIFETIME_MS = 10 * 60_000;

/**
 * The demo member of demo-brand (900), Gold in Demo Rewards (programme 1), and what signs her in.
 *
 * @example
 * ```ts
 * await fetch(`${base}/user/identity`, {
 *   headers: { 'Client-Session': session, 'X-One-Time-Access-Token': HANAKO.oneTimeToken },
 * });
 * ```
 */
export const HANAKO = {
  id: 58231,
  email: 'hanako.yamada@example.com',
  firstName: 'Hanako',
  lastName: 'Yamada',
  oneTimeToken: 'ota_hanako_0001',
  refreshToken: 'rt_hanako_0001',
  exchangeCode: 'c_hanako_0001',
  otid: 'otid_hanako_0001',
  /** A user token seeded already signed in (programme 1), for trying member-only calls by hand. */
  userToken: 'ut_hanako_0001',
} as const;

/**
 * A LINE member of demo-brand (provider `line`) in Demo Rewards (programme 1, which lets members update
 * the profile): the account whose profile can be changed. Signed in by her one-time access token.
 *
 * @example
 * ```ts
 * await fetch(`${base}/user/identity`, {
 *   headers: { 'Client-Session': session, 'X-One-Time-Access-Token': MEI.oneTimeToken },
 * });
 * ```
 */
export const MEI = {
  id: 58237,
  email: 'mei.watanabe@example.com',
  firstName: 'Mei',
  lastName: 'Watanabe',
  oneTimeToken: 'ota_mei_0001',
} as const;

/**
 * The demo member of demo-korea (920), the brand with custom authentication, and her custom-auth code.
 *
 * @example
 * ```ts
 * await client.membership.signIn({
 *   params: { path: { hotel_id: 301 } },
 *   body: { grant_type: 'custom_auth', code: JIWOO.customAuthCode },
 * });
 * ```
 */
export const JIWOO = {
  id: 58240,
  email: 'jiwoo.kim@example.com',
  firstName: 'Jiwoo',
  lastName: 'Kim',
  customAuthCode: 'bca_jiwoo_0001',
} as const;

/** A Facebook member of demo-brand in Demo Rewards: the account the test provider offers for Facebook. */
export const SORA = {
  id: 58238,
  email: 'sora.kobayashi@example.com',
  firstName: 'Sora',
  lastName: 'Kobayashi',
} as const;

/** A member and organization admin of demo-brand, whose organization books under programme 2. */
export const KENJI = {
  id: 58232,
  email: 'kenji.sato@example.com',
  firstName: 'Kenji',
  lastName: 'Sato',
  /** A user token seeded already signed in, for trying the organization's calls by hand. */
  userToken: 'ut_kenji_0001',
} as const;

/** A user of Demo Trading (organization 345) who is not one of its admins: the usage table is refused. */
export const YUI = {
  id: 58239,
  email: 'yui.nakamura@example.com',
  firstName: 'Yui',
  lastName: 'Nakamura',
} as const;

/** A member of demo-brand whose programme (9) was retired: loading it fails, so the widget logs him out. */
export const ICHIRO = {
  id: 58233,
  email: 'ichiro.suzuki@example.com',
  firstName: 'Ichiro',
  lastName: 'Suzuki',
  oneTimeToken: 'ota_ichiro_0001',
} as const;

const ACTIVE_MEMBER = {
  ...NEW_MEMBER,
  password: MEMBER_PASSWORD,
  previous_passwords: ['Autumn2026x!'],
  status: 'active',
  first_name_kana: null,
  last_name_kana: null,
} as const;

function seedPrograms(): void {
  const program = {
    update_member_profile_enabled: true,
    encrypted_qr_code_enabled: false,
    retired: false,
    organization_id: null,
    join_required: false,
  };
  db.membershipProgram.insert({
    ...program,
    id: 1,
    brand_id: 900,
    name: 'Demo Rewards',
    name_ja: 'デモリワーズ',
    companions: true,
  });
  db.membershipProgram.insert({
    ...program,
    id: 2,
    brand_id: 900,
    name: 'Demo Business',
    name_ja: 'デモビジネス',
    update_member_profile_enabled: false,
    encrypted_qr_code_enabled: true,
    companions: false,
    // Demo Trading's programme: Kenji's, and nobody's outside the organization.
    organization_id: 345,
  });
  db.membershipProgram.insert({
    ...program,
    id: 3,
    brand_id: 920,
    name: 'Demo Korea Club',
    name_ja: 'デモコリアクラブ',
    companions: false,
  });
  db.membershipProgram.insert({
    ...program,
    id: 4,
    brand_id: 900,
    name: 'Demo Family',
    name_ja: 'デモファミリー',
    companions: true,
  });
  db.membershipProgram.insert({
    ...program,
    id: 5,
    brand_id: 900,
    name: 'Demo Suites Club',
    name_ja: 'デモスイートクラブ',
    companions: false,
    // Joined by choice (`setupMembership`): no member of the seed belongs to it yet.
    join_required: true,
  });
  db.membershipProgram.insert({
    ...program,
    id: 9,
    brand_id: 900,
    name: 'Demo Classic (retired)',
    name_ja: 'デモクラシック（終了）',
    companions: false,
    retired: true,
  });
}

function seedAccounts(): void {
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: HANAKO.id,
    brand_id: 900,
    email: HANAKO.email,
    first_name: HANAKO.firstName,
    last_name: HANAKO.lastName,
    first_name_kana: 'はなこ',
    last_name_kana: 'やまだ',
    program_id: 1,
    rank: 'Gold',
    rank_id: 3,
    membership_id: '0012345678',
    point_program_enabled: true,
  });
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: MEI.id,
    brand_id: 900,
    email: MEI.email,
    provider: 'line',
    first_name: MEI.firstName,
    last_name: MEI.lastName,
    program_id: 1,
    rank: 'Silver',
    rank_id: 2,
    membership_id: '0012345681',
    details: { phone: '+819011112222', post_code: '1000005', promotions_opt_in: true },
  });
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: SORA.id,
    brand_id: 900,
    email: SORA.email,
    provider: 'facebook',
    first_name: SORA.firstName,
    last_name: SORA.lastName,
    program_id: 1,
    membership_id: '0012345682',
  });
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: KENJI.id,
    brand_id: 900,
    email: KENJI.email,
    first_name: KENJI.firstName,
    last_name: KENJI.lastName,
    program_id: 2,
    rank: 'Business',
    rank_id: 5,
    membership_id: '0012345679',
    organization_id: 345,
    organization_name: 'Demo Trading Co., Ltd.',
    organization_display_name: 'Demo Trading',
    organization_program_id: 2,
    organization_role: 'admin',
    organization_stay_days: 30,
  });
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: YUI.id,
    brand_id: 900,
    email: YUI.email,
    first_name: YUI.firstName,
    last_name: YUI.lastName,
    program_id: 2,
    membership_id: '0012345683',
    organization_id: 345,
    organization_name: 'Demo Trading Co., Ltd.',
    organization_display_name: 'Demo Trading',
    organization_program_id: 2,
    organization_role: 'member',
  });
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: ICHIRO.id,
    brand_id: 900,
    email: ICHIRO.email,
    first_name: ICHIRO.firstName,
    last_name: ICHIRO.lastName,
    program_id: 9,
    membership_id: '0012345680',
  });
  db.member.insert({
    ...ACTIVE_MEMBER,
    id: JIWOO.id,
    brand_id: 920,
    email: JIWOO.email,
    first_name: JIWOO.firstName,
    last_name: JIWOO.lastName,
    program_id: 3,
    rank: 'Silver',
    rank_id: 2,
    membership_id: 'KR00012345',
  });
  // The sign-in refusals of the trigger registry.
  const refusals: readonly [number, string, MemberRow['status']][] = [
    [58234, TRIGGERS.membershipNotRegistered.value, 'provisional'],
    [58235, TRIGGERS.accountLocked.value, 'locked'],
    [58236, TRIGGERS.registeredByFacility.value, 'facility_registered'],
  ];
  for (const [id, email, status] of refusals) {
    db.member.insert({
      ...ACTIVE_MEMBER,
      id,
      brand_id: 900,
      email,
      status,
      first_name: 'Demo',
      last_name: 'Member',
      program_id: 1,
    });
  }
}

function seedGrants(): void {
  const grant = { brand_id: 900, member_id: HANAKO.id, code: '', spent: false, expires_at_ms: null };
  db.signInGrant.insert({ ...grant, value: HANAKO.oneTimeToken, kind: 'one_time' });
  db.signInGrant.insert({ ...grant, value: ICHIRO.oneTimeToken, kind: 'one_time', member_id: ICHIRO.id });
  db.signInGrant.insert({ ...grant, value: MEI.oneTimeToken, kind: 'one_time', member_id: MEI.id });
  db.signInGrant.insert({ ...grant, value: TRIGGERS.oneTimeTokenSpent.value, kind: 'one_time', spent: true });
  db.signInGrant.insert({
    ...grant,
    value: HANAKO.refreshToken,
    kind: 'refresh',
    code: HANAKO.exchangeCode,
    expires_at_ms: nowMillis() + REFRESH_TOKEN_LIFETIME_MS,
  });
  db.signInGrant.insert({ ...grant, value: HANAKO.otid, kind: 'otid' });
  db.signInGrant.insert({
    ...grant,
    value: JIWOO.customAuthCode,
    kind: 'custom_auth',
    brand_id: 920,
    member_id: JIWOO.id,
  });
  // Confirmation links of the trigger registry: one that expired, one already followed.
  const link = { program_id: 1, redirect_url: null, new_email: null };
  db.memberConfirmation.insert({
    ...link,
    token: TRIGGERS.signUpConfirmationExpired.value,
    member_id: 58234,
    expires_at_ms: nowMillis() - 3_600_000,
    used_at_ms: null,
  });
  db.memberConfirmation.insert({
    ...link,
    token: TRIGGERS.signUpAlreadyConfirmed.value,
    member_id: HANAKO.id,
    expires_at_ms: nowMillis() - 86_400_000,
    used_at_ms: nowMillis() - 30 * 86_400_000,
  });
  // Password-reset links of the trigger registry: Hanako's, and one that expired.
  db.passwordReset.insert({
    token: 'rp_hanako_0001',
    member_id: HANAKO.id,
    expires_at_ms: nowMillis() + 3_600_000,
    used: false,
  });
  db.passwordReset.insert({
    token: TRIGGERS.resetLinkExpired.value,
    member_id: HANAKO.id,
    expires_at_ms: nowMillis() - 60_000,
    used: false,
  });
  // Tokens seeded already signed in at demo-brand (900), each to its member's programme.
  const seedToken = (token: string, memberId: number, programId: number, revoked = false) =>
    db.userToken.insert({
      token,
      member_id: memberId,
      brand_id: 900,
      program_id: programId,
      issued_at_ms: nowMillis(),
      expires_at_ms: nowMillis() + USER_TOKEN_LIFETIME_MS,
      revoked,
    });
  seedToken(HANAKO.userToken, HANAKO.id, 1);
  seedToken(KENJI.userToken, KENJI.id, 2);
  // Kenji again, whose organization's CSV export is always still being prepared (1200).
  seedToken(TRIGGERS.csvExportPreparing.value, KENJI.id, 2);
  // A token that sign-out revoked: refused like any unknown one.
  seedToken(TRIGGERS.userTokenInvalid.value, HANAKO.id, 1, true);
}

/**
 * Writes the members, programmes and sign-in credentials, and turns custom authentication on for
 * demo-korea (920). Runs after the brands are written.
 *
 * @example
 * ```ts
 * seedMembers();
 * db.member.where('email', HANAKO.email)[0]?.program_id; // 1
 * ```
 */
export function seedMembers(): void {
  db.brand.update(920, { custom_auth_enabled: true });
  seedPrograms();
  seedAccounts();
  seedGrants();
}

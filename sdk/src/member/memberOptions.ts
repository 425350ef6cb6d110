import type { components } from '../generated/openapi';

type User = components['schemas']['User'];

/**
 * Whether someone is signed in: a user with an `id` (a member) or an `organization` (a corporate
 * sign-in), or both.
 *
 * @param user - the signed-in user as identity answered it, or `null`.
 * @example
 * ```ts
 * isSignedIn(null); // false
 * isSignedIn({ id: 58231, organization: null }); // true
 * isSignedIn({ id: null, organization: { id: 345, name: 'Demo Trading' } }); // true: corporate only
 * ```
 */
export function isSignedIn(user: Pick<User, 'id' | 'organization'> | null | undefined): boolean {
  return user !== null && user !== undefined && (user.id !== null || user.organization !== null);
}

/**
 * What decides the sign-in options: the login widget's settings, the brand's, the signed-in user, and
 * the two modes that take sign-up or corporate sign-in away.
 *
 * @example
 * ```ts
 * const input: MemberOptionsInput = {
 *   loginWidget: { membership_login_enabled: true, sign_up_enabled: true, corporate_sign_in_enabled: false, hide_logout: false },
 *   brand: { custom_auth_enabled: false, hide_logout: false },
 *   user: null,
 * };
 * ```
 */
export interface MemberOptionsInput {
  loginWidget: Pick<
    components['schemas']['LoginWidget'],
    'membership_login_enabled' | 'sign_up_enabled' | 'corporate_sign_in_enabled' | 'hide_logout'
  >;
  brand: Pick<components['schemas']['HotelBrandSetting'], 'custom_auth_enabled' | 'hide_logout'>;
  user: Pick<User, 'id' | 'organization'> | null;
  /** The widget was opened to redeem a voucher: no sign-up then. */
  voucherMode?: boolean;
  /** The guest is entering a lottery: no corporate sign-in then. */
  lotteryEntry?: boolean;
}

/**
 * Which sign-in options the widget offers (each `true` when offered).
 *
 * @example
 * ```ts
 * const offered: MemberOptions = { signIn: true, signUp: true, corporateSignIn: false, signOut: false };
 * ```
 */
export interface MemberOptions {
  /** Member sign-in (every method the hotel enables is on the sign-in screen). */
  signIn: boolean;
  signUp: boolean;
  /** Organization sign-in, also for a member who is signed in without an organization. */
  corporateSignIn: boolean;
  signOut: boolean;
}

/**
 * The sign-in options to offer (docs/rules.md, "Membership"):
 *
 * - sign-in: signed out, membership login enabled, and the brand does not sign users in by its own custom
 *   authentication;
 * - sign-up: the same, sign-up enabled, and not in voucher mode;
 * - corporate sign-in: enabled, not during a lottery entry, and no organization signed in yet (a member can
 *   add one: a user may be a member and corporate at once); custom authentication does not remove it;
 * - sign-out: signed in, and neither the brand nor the login widget hides it.
 *
 * @param input - the settings, the user and the modes.
 * @example
 * ```ts
 * memberOptions({
 *   loginWidget: { membership_login_enabled: true, sign_up_enabled: true, corporate_sign_in_enabled: true, hide_logout: false },
 *   brand: { custom_auth_enabled: false, hide_logout: false },
 *   user: null,
 *   voucherMode: true,
 * }); // { signIn: true, signUp: false, corporateSignIn: true, signOut: false }
 * ```
 */
export function memberOptions(input: MemberOptionsInput): MemberOptions {
  const { loginWidget, brand, user, voucherMode = false, lotteryEntry = false } = input;
  const signedIn = isSignedIn(user);
  const signIn = !signedIn && loginWidget.membership_login_enabled && !brand.custom_auth_enabled;
  return {
    signIn,
    signUp: signIn && loginWidget.sign_up_enabled && !voucherMode,
    corporateSignIn:
      loginWidget.corporate_sign_in_enabled && !lotteryEntry && (user?.organization ?? null) === null,
    signOut: signedIn && !brand.hide_logout && !loginWidget.hide_logout,
  };
}

/**
 * Whether the user may open the organization's usage page: a corporate user whose `organization_role`
 * contains the word `admin` (`admin`, `super_admin`, ...), in any case.
 *
 * @param user - the signed-in user, or `null`.
 * @example
 * ```ts
 * isOrganizationAdmin({ organization: { id: 345, name: 'Demo Trading' }, organization_role: 'super_admin' }); // true
 * isOrganizationAdmin({ organization: { id: 345, name: 'Demo Trading' }, organization_role: 'member' }); // false
 * ```
 */
export function isOrganizationAdmin(
  user: Pick<User, 'organization' | 'organization_role'> | null | undefined,
): boolean {
  return (
    user !== null &&
    user !== undefined &&
    user.organization !== null &&
    /admin/i.test(user.organization_role ?? '')
  );
}

/**
 * Whether the member may update the profile: a member (`id`), not on the product's own provider
 * (`staykit`), with some programme that has `update_member_profile_enabled`.
 *
 * @param user - the signed-in user, or `null`.
 * @param programs - the member's programmes.
 * @example
 * ```ts
 * canUpdateProfile({ id: 58231, provider: 'line' }, [{ update_member_profile_enabled: true }]); // true
 * canUpdateProfile({ id: 58231, provider: 'staykit' }, [{ update_member_profile_enabled: true }]); // false
 * ```
 */
export function canUpdateProfile(
  user: Pick<User, 'id' | 'provider'> | null | undefined,
  programs: readonly Pick<components['schemas']['MembershipProgram'], 'update_member_profile_enabled'>[],
): boolean {
  return (
    user !== null &&
    user !== undefined &&
    user.id !== null &&
    user.provider !== 'staykit' &&
    programs.some((program) => program.update_member_profile_enabled)
  );
}

/**
 * Whether the point programme is usable: the user has `point_program_enabled` and the hotel does not hide
 * points.
 *
 * @param user - the signed-in user, or `null`.
 * @param pointsHidden - the hotel's setting that hides points.
 * @example
 * ```ts
 * isPointProgramUsable({ point_program_enabled: true }, false); // true
 * isPointProgramUsable({ point_program_enabled: true }, true); // false
 * ```
 */
export function isPointProgramUsable(
  user: Pick<User, 'point_program_enabled'> | null | undefined,
  pointsHidden: boolean,
): boolean {
  return user !== null && user !== undefined && user.point_program_enabled && !pointsHidden;
}

/**
 * Whether the account shows the member's encrypted QR code (docs/rules.md, "Membership"): the signed-in
 * programme has `encrypted_qr_code_enabled` and the member has an `encrypted_membership_id` to encode.
 * Otherwise the plain membership number is what the account shows.
 *
 * @param program - the signed-in programme, or `null` before it loads.
 * @param user - the signed-in user, or `null`.
 * @example
 * ```ts
 * showsEncryptedQrCode({ encrypted_qr_code_enabled: true }, { encrypted_membership_id: 'q1w2e3' }); // true
 * showsEncryptedQrCode({ encrypted_qr_code_enabled: false }, { encrypted_membership_id: 'q1w2e3' }); // false
 * ```
 */
export function showsEncryptedQrCode(
  program: Pick<components['schemas']['MembershipProgram'], 'encrypted_qr_code_enabled'> | null | undefined,
  user: Pick<User, 'encrypted_membership_id'> | null | undefined,
): boolean {
  return (
    program?.encrypted_qr_code_enabled === true &&
    typeof user?.encrypted_membership_id === 'string' &&
    user.encrypted_membership_id !== ''
  );
}

import { describe, expect, it } from 'vitest';
import {
  canUpdateProfile,
  isOrganizationAdmin,
  isPointProgramUsable,
  isSignedIn,
  memberOptions,
  showsEncryptedQrCode,
  type MemberOptionsInput,
} from './memberOptions';

const ORGANIZATION = {
  id: 345,
  name: 'Demo Trading Co., Ltd.',
  display_name: 'Demo Trading',
  program_id: 12,
};
const MEMBER = { id: 58231, organization: null };
const CORPORATE = { id: null, organization: ORGANIZATION };
const BOTH = { id: 58231, organization: ORGANIZATION };

const EVERYTHING_ON: MemberOptionsInput = {
  loginWidget: {
    membership_login_enabled: true,
    sign_up_enabled: true,
    corporate_sign_in_enabled: true,
    hide_logout: false,
  },
  brand: { custom_auth_enabled: false, hide_logout: false },
  user: null,
};

/** The input with some settings changed. */
function input(change: {
  loginWidget?: Partial<MemberOptionsInput['loginWidget']>;
  brand?: Partial<MemberOptionsInput['brand']>;
  user?: MemberOptionsInput['user'];
  voucherMode?: boolean;
  lotteryEntry?: boolean;
}): MemberOptionsInput {
  return {
    ...EVERYTHING_ON,
    ...change,
    loginWidget: { ...EVERYTHING_ON.loginWidget, ...change.loginWidget },
    brand: { ...EVERYTHING_ON.brand, ...change.brand },
    user: change.user === undefined ? null : change.user,
  };
}

describe('isSignedIn: an id or an organization', () => {
  it.each([
    ['nobody', null, false],
    ['no user yet', undefined, false],
    ['a member', MEMBER, true],
    ['a corporate sign-in', CORPORATE, true],
    ['both', BOTH, true],
    ['a user with neither', { id: null, organization: null }, false],
  ] as const)('%s', (_who, user, signedIn) => {
    expect(isSignedIn(user)).toBe(signedIn);
  });
});

describe('memberOptions: what the widget offers', () => {
  // Columns: sign-in, sign-up, corporate sign-in, sign-out.
  it.each([
    ['a guest, everything enabled', input({}), [true, true, true, false]],
    [
      'membership login off',
      input({ loginWidget: { membership_login_enabled: false } }),
      [false, false, true, false],
    ],
    ['sign-up off', input({ loginWidget: { sign_up_enabled: false } }), [true, false, true, false]],
    ['voucher mode', input({ voucherMode: true }), [true, false, true, false]],
    [
      'a brand with custom authentication',
      input({ brand: { custom_auth_enabled: true } }),
      [false, false, true, false],
    ],
    ['during a lottery entry', input({ lotteryEntry: true }), [true, true, false, false]],
    [
      'corporate sign-in off',
      input({ loginWidget: { corporate_sign_in_enabled: false } }),
      [true, true, false, false],
    ],
    ['a member', input({ user: MEMBER }), [false, false, true, true]],
    ['a corporate user', input({ user: CORPORATE }), [false, false, false, true]],
    ['a member and corporate user', input({ user: BOTH }), [false, false, false, true]],
    [
      'a member, the brand hiding logout',
      input({ user: MEMBER, brand: { hide_logout: true } }),
      [false, false, true, false],
    ],
    [
      'a member, the login widget hiding logout',
      input({ user: MEMBER, loginWidget: { hide_logout: true } }),
      [false, false, true, false],
    ],
  ] as const)('%s', (_case, given, [signIn, signUp, corporateSignIn, signOut]) => {
    expect(memberOptions(given)).toEqual({ signIn, signUp, corporateSignIn, signOut });
  });
});

describe('isOrganizationAdmin: a role containing "admin"', () => {
  it.each([
    ['admin', ORGANIZATION, 'admin', true],
    ['super_admin', ORGANIZATION, 'super_admin', true],
    ['Admin in another case', ORGANIZATION, 'Admin', true],
    ['member', ORGANIZATION, 'member', false],
    ['no role', ORGANIZATION, null, false],
    ['an admin role without an organization', null, 'admin', false],
  ] as const)('%s', (_role, organization, organization_role, admin) => {
    expect(isOrganizationAdmin({ organization, organization_role })).toBe(admin);
  });

  it('is false for nobody', () => {
    expect(isOrganizationAdmin(null)).toBe(false);
  });
});

describe('canUpdateProfile: a member, not on our own provider, with a programme that allows it', () => {
  const allows = [{ update_member_profile_enabled: false }, { update_member_profile_enabled: true }];
  const forbids = [{ update_member_profile_enabled: false }];
  it.each([
    ['a LINE member, a programme allows it', { id: 1, provider: 'line' }, allows, true],
    ['a Facebook member, a programme allows it', { id: 1, provider: 'facebook' }, allows, true],
    ['a member on our own provider', { id: 1, provider: 'staykit' }, allows, false],
    ['no programme allows it', { id: 1, provider: 'line' }, forbids, false],
    ['no programme at all', { id: 1, provider: 'line' }, [], false],
    ['a corporate-only user', { id: null, provider: 'line' }, allows, false],
    ['nobody', null, allows, false],
  ] as const)('%s', (_case, user, programs, allowed) => {
    expect(canUpdateProfile(user, programs)).toBe(allowed);
  });
});

describe('isPointProgramUsable: enabled for the user and not hidden by the hotel', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ] as const)('point_program_enabled %s, points hidden %s: %s', (enabled, hidden, usable) => {
    expect(isPointProgramUsable({ point_program_enabled: enabled }, hidden)).toBe(usable);
  });

  it('is false for nobody', () => {
    expect(isPointProgramUsable(null, false)).toBe(false);
  });
});

describe('showsEncryptedQrCode: the programme encrypts the QR code and the member has an encrypted id', () => {
  it.each([
    ['enabled, with an id', { encrypted_qr_code_enabled: true }, { encrypted_membership_id: 'q1w2e3' }, true],
    ['enabled, no id', { encrypted_qr_code_enabled: true }, { encrypted_membership_id: null }, false],
    ['enabled, an empty id', { encrypted_qr_code_enabled: true }, { encrypted_membership_id: '' }, false],
    ['not enabled', { encrypted_qr_code_enabled: false }, { encrypted_membership_id: 'q1w2e3' }, false],
    ['programme not loaded', null, { encrypted_membership_id: 'q1w2e3' }, false],
    ['signed out', { encrypted_qr_code_enabled: true }, null, false],
  ] as const)('%s', (_case, program, user, expected) => {
    expect(showsEncryptedQrCode(program, user)).toBe(expected);
  });
});

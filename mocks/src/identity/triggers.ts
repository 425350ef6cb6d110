/**
 * Triggers of members: spending points, one-time and user tokens, sign-in, membership programmes, the
 * loyalty provider and promotional e-mail links. Part of the one trigger registry (`src/triggers.ts`),
 * which renders `docs/mock-triggers.md` and whose every example `src/triggers.test.ts` replays.
 */
import { FAILING_BOT_CHECK_TOKEN } from '../hotel/botCheck';
import type { Trigger } from '../lib/trigger';
import { MEMBER, PRICE, STAY } from '../search/triggers';
import { POINTS } from '../seed/scenarios';

const POINT_RULES = `steps of ${POINTS.increment}, at least ${POINTS.minimum}`;

/** The identity triggers, by name. */
export const identityTriggers = {
  pointsNeedSignIn: {
    code: 'unauthorized',
    operations: ['getRoomPrice'],
    value: 'spending_points without a user token',
    description: '`spending_points` above 0 without `Authorization: Bearer ...`.',
    example: {
      method: 'GET',
      path: `/hotels/101/rooms/price?${STAY}&selected_rooms[0][room_type_code]=STD&selected_rooms[0][room_plan_code]=STD-RO&selected_rooms[0][adults]=2&spending_points=100`,
    },
  },
  pointsNotEnough: {
    code: '2401',
    operations: ['getRoomPrice'],
    value: `spending_points above ${POINTS.balance}`,
    description: `With a user token, more \`spending_points\` than its balance (the test token \`member\` holds ${POINTS.balance} points, as does the seeded member Hanako; 1 point = 1 unit of the hotel currency).`,
    example: { method: 'GET', path: `${PRICE}&spending_points=10100`, headers: MEMBER },
  },
  pointBalanceUnavailable: {
    code: '3202',
    operations: ['getRoomPrice'],
    value: 'user_token_points_down',
    description:
      '`spending_points` sent with `Authorization: Bearer user_token_points_down`: the point balance cannot be read (502).',
    example: {
      method: 'GET',
      path: `${PRICE}&spending_points=500`,
      headers: { Authorization: 'Bearer user_token_points_down' },
    },
  },
  loyaltyBalanceUnavailable: {
    code: '3502',
    operations: ['getRoomPrice'],
    value: 'user_token_loyalty_down',
    description:
      '`spending_points` sent with `Authorization: Bearer user_token_loyalty_down`: the loyalty provider cannot give the balance (502).',
    example: {
      method: 'GET',
      path: `${PRICE}&spending_points=500`,
      headers: { Authorization: 'Bearer user_token_loyalty_down' },
    },
  },
  pointSpendInvalid: {
    code: 'point_spend_invalid',
    operations: ['getRoomPrice'],
    value: 'spending_points=150',
    description: `With a user token, points outside the spending rules (${POINT_RULES}, not above the total price).`,
    example: { method: 'GET', path: `${PRICE}&spending_points=150`, headers: MEMBER },
  },
  oneTimeTokenNotFound: {
    code: '3401',
    operations: ['getUserIdentity'],
    value: 'ota_unknown_0000_trigger',
    description:
      'An `X-One-Time-Access-Token` the mock never issued: this one, any other unknown token or a malformed one (the client logs out locally and shows the logout message).',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { 'X-One-Time-Access-Token': 'ota_unknown_0000_trigger' },
    },
  },
  oneTimeTokenOtherBrand: {
    code: '3402',
    operations: ['getUserIdentity'],
    value: 'ota_other_brand_0000_trigger',
    description:
      'A one-time token issued by another hotel brand. The call names no hotel or brand, so the mismatch is this fixed token.',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { 'X-One-Time-Access-Token': 'ota_other_brand_0000_trigger' },
    },
  },
  oneTimeTokenSpent: {
    code: '3403',
    operations: ['getUserIdentity'],
    value: 'ota_spent_0000_trigger',
    description:
      'A one-time token already spent: this seeded one, or any issued token sent a second time (410; the client calls again without it).',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { 'X-One-Time-Access-Token': 'ota_spent_0000_trigger' },
    },
  },
  userTokenInvalid: {
    code: 'unauthorized',
    operations: ['getUserIdentity', 'getMembershipProgram', 'signOut', 'upsertLiffUser'],
    value: 'ut_revoked_0000_trigger',
    description:
      '`Authorization: Bearer ut_revoked_0000_trigger` (a token revoked by sign-out), or any user token never issued, revoked, or older than its 30 days on the mock clock.',
    example: {
      method: 'GET',
      path: '/user/identity',
      headers: { Authorization: 'Bearer ut_revoked_0000_trigger' },
    },
  },
  refreshExchangeFailed: {
    code: 'unauthorized',
    operations: ['exchangeToken'],
    value: 'rt_invalid_0000_trigger',
    description:
      'A `refresh_token` the mock never issued (this one), one already exchanged, one past its 10 minutes, or the wrong `code` (the client sets a global error).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/tokens',
      headers: { 'Idempotency-Key': 'exchange-trigger-0001' },
      body: { refresh_token: 'rt_invalid_0000_trigger', code: 'c_0000' },
    },
  },
  customAuthFailed: {
    code: 'custom_auth_failed',
    operations: ['signIn'],
    value: 'bca_invalid_0000_trigger',
    description:
      'Grant type `custom_auth` with a code the brand does not know (this one), one already used, or at a hotel whose brand has no custom authentication (only demo-korea 920 has it).',
    example: {
      method: 'POST',
      path: '/hotels/301/memberships/sign_in',
      body: { grant_type: 'custom_auth', code: 'bca_invalid_0000_trigger' },
    },
  },
  signInInvalidCredentials: {
    code: 'invalid_credentials',
    operations: ['signIn', 'signInOrganization', 'signInWithLoyaltyProvider'],
    value: 'a wrong password',
    description:
      'Grant type `password` with an unknown e-mail or a wrong password; the same at corporate sign-in, or a member who is not in the organization; an `otid` the loyalty provider does not know.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'hanako.yamada@example.com', password: 'Wrong-password-1' },
    },
  },
  liffIdTokenInvalid: {
    code: '1000',
    operations: ['upsertLiffUser'],
    value: 'not-a-liff-id-token',
    description:
      "An `id_token` LINE would refuse: not a JWT of three base64url parts, a payload without a `sub` (the LINE user id), or an `exp` already past on the mock clock. The mock plays LINE and does not check the signature, so any other token names its `sub` (the contract's example token passes).",
    example: {
      method: 'POST',
      path: '/liff/upsert',
      headers: { 'Idempotency-Key': 'liff-trigger-0001' },
      body: { hotel_code: 'demo-tokyo', id_token: 'not-a-liff-id-token' },
    },
  },
  signInBotCheckFailed: {
    code: 'bot_check_failed',
    operations: ['signIn', 'signInOrganization', 'signUp', 'startPasswordReset'],
    value: FAILING_BOT_CHECK_TOKEN,
    description: `\`turnstile_token\` ${FAILING_BOT_CHECK_TOKEN} at a sign-in (a member's by password, or a corporate user's), a sign-up or a password-reset request: the bot check refuses it, before the account is looked at. demo-nagoya (105) requires the check and refuses these without a token too; elsewhere any other token or none passes.`,
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: {
        grant_type: 'password',
        email: 'hanako.yamada@example.com',
        password: 'Wrong-password-1',
        turnstile_token: FAILING_BOT_CHECK_TOKEN,
      },
    },
  },
  membershipNotRegistered: {
    code: 'membership_not_registered',
    operations: ['signIn', 'signInWithLoyaltyProvider'],
    value: 'pending.member@example.com',
    description:
      'A provisional sign-up whose confirmation link was not clicked (this e-mail, password `Winter2026x`), or a member of another brand signing in at this hotel.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'pending.member@example.com', password: 'Winter2026x' },
    },
  },
  accountLocked: {
    code: '1301',
    operations: ['signIn', 'signInOrganization'],
    value: 'locked.member@example.com',
    description: 'A locked account (this e-mail, password `Winter2026x`).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'locked.member@example.com', password: 'Winter2026x' },
    },
  },
  corporateSignInOff: {
    code: 'not_found',
    operations: ['signInOrganization'],
    value: 'demo-kyoto',
    description:
      'Corporate sign-in at a hotel that does not offer it (every hotel but demo-tokyo), or with an `organization_id` no organization has (the seed has 345, Demo Trading).',
    example: {
      method: 'POST',
      path: '/hotels/demo-kyoto/organization/sign_in',
      body: { organization_id: 345, email: 'kenji.sato@example.com', password: 'Winter2026x' },
    },
  },
  redirectOffSite: {
    code: '1000',
    operations: [
      'signUp',
      'resendConfirmation',
      'confirmMembership',
      'updateMembershipEmail',
      'startPasswordReset',
    ],
    value: 'https://evil.example/',
    description:
      "A `redirect_url` outside the hotel's site: its own site and its subdomains (`https://www.demo-tokyo.example.com`, `https://*.www.demo-tokyo.example.com`), or the `allowed_parent_origins` the settings control set.",
    example: {
      method: 'GET',
      path: '/hotels/101/memberships/confirm?confirmation_token=cf_confirmed_0001&redirect_url=https%3A%2F%2Fevil.example%2F',
    },
  },
  socialCodeRejected: {
    code: '1000',
    operations: ['signInWithLine', 'signInWithFacebook', 'signInWithOpenId'],
    value: 'lc_forged',
    description:
      'A LINE or OpenID code or a Facebook token the test sign-in provider (`/__staykit/sign-in-provider/{line|facebook|open_id}/authorize`) did not issue (this one), one already used or older than 10 minutes, or a `state`, `redirect_uri` or OpenID `nonce` other than the authorization had.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/line/sign_in',
      body: {
        code: 'lc_forged',
        state: 'st_4f1a8e',
        redirect_uri: 'https://book.example.com/sso/custom/callback?hotel_code=demo-tokyo',
      },
    },
  },
  socialSignInOff: {
    code: 'not_found',
    operations: ['signInWithLine', 'signInWithFacebook', 'signInWithOpenId'],
    value: '201',
    description:
      'LINE, Facebook or OpenID sign-in at a hotel whose login widget does not offer it: the hotels outside Japan (demo-taipei 201, demo-seoul).',
    example: {
      method: 'POST',
      path: '/hotels/201/memberships/facebook/sign_in',
      body: { access_token: 'fbt_0001_demo' },
    },
  },
  profileUpdateNotAllowed: {
    code: 'profile_update_not_allowed',
    operations: ['updateMembership'],
    value: 'ut_hanako_0001',
    description:
      "A profile update by a member of the product's own provider (`staykit`: Hanako, whose seeded user token this is), or of a programme without `update_member_profile_enabled` (programme 2). Mei (`mei.watanabe@example.com`, a LINE member of programme 1) may update hers.",
    example: {
      method: 'PUT',
      path: '/hotels/101/memberships/update',
      headers: { Authorization: 'Bearer ut_hanako_0001' },
      body: { first_name: 'Hana' },
    },
  },
  weakPassword: {
    code: '1300',
    operations: ['signUp', 'verifySignUp', 'updateMembershipPassword'],
    value: 'spring2027',
    description:
      "A sign-up whose password misses one of the rules (at least 8 characters with upper case, lower case and a digit), by the SDK's own `validatePassword`.",
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_up',
      body: {
        first_name: 'Sakura',
        last_name: 'Watanabe',
        email: 'sakura.tanaka@example.com',
        email_confirmation: 'sakura.tanaka@example.com',
        password: 'spring2027',
        password_confirmation: 'spring2027',
        terms_accepted: true,
      },
    },
  },
  signUpConfirmationExpired: {
    code: '1401',
    operations: ['confirmMembership'],
    value: 'cf_expired_0001',
    description:
      "The confirmation link of a sign-up made more than 24 hours ago (this token, seeded for `pending.member@example.com`); any sign-up's link 24 hours after it was made.",
    example: {
      method: 'GET',
      path: '/hotels/101/memberships/confirm?confirmation_token=cf_expired_0001',
    },
  },
  signUpAlreadyConfirmed: {
    code: '1402',
    operations: ['confirmMembership', 'resendConfirmation'],
    value: 'cf_confirmed_0001',
    description:
      "A confirmation link followed a second time (this token, seeded as already used by Hanako's sign-up); any sign-up's link once it confirmed the member.",
    example: {
      method: 'GET',
      path: '/hotels/101/memberships/confirm?confirmation_token=cf_confirmed_0001',
    },
  },
  programAlreadyJoined: {
    code: '1402',
    operations: ['setupMembership'],
    value: 'a programme the member belongs to',
    description:
      "Joining a programme the member already belongs to (Hanako and Demo Rewards, 1); Demo Suites Club (5) is the brand's programme joined by choice, which nobody of the seed has joined.",
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/setup',
      body: { program_id: 1, terms_accepted: true },
      headers: { Authorization: 'Bearer ut_hanako_0001', 'Idempotency-Key': 'setup-trigger-0001' },
    },
  },
  emailChangeNotPending: {
    code: '1402',
    operations: ['resendConfirmEmail'],
    value: 'no e-mail change pending',
    description:
      "The link of an e-mail change asked again when no change is pending (Hanako's sign-in e-mail is confirmed); any member's once the change's link was followed.",
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/resend_confirm_email',
      body: {},
      headers: { Authorization: 'Bearer ut_hanako_0001' },
    },
  },
  resetLinkExpired: {
    code: '1250',
    operations: ['updateMembershipPassword'],
    value: 'rp_expired_0001',
    description:
      'A password-reset link older than an hour (this token, seeded for Hanako); any reset link an hour after it was mailed.',
    example: {
      method: 'PUT',
      path: '/hotels/101/memberships/update_password',
      body: {
        reset_password_token: 'rp_expired_0001',
        password: 'Spring2027a!',
        password_confirmation: 'Spring2027a!',
      },
    },
  },
  passwordUsedBefore: {
    code: '1302',
    operations: ['updateMembershipPassword'],
    value: 'Autumn2026x!',
    description:
      "A new password the member had before: every seeded member's earlier password is this one (here through Hanako's seeded reset link `rp_hanako_0001`), or the password the member has now.",
    example: {
      method: 'PUT',
      path: '/hotels/101/memberships/update_password',
      body: {
        reset_password_token: 'rp_hanako_0001',
        password: 'Autumn2026x!',
        password_confirmation: 'Autumn2026x!',
      },
    },
  },
  emailNotRegistered: {
    code: 'email_not_registered',
    operations: ['resendConfirmation'],
    value: 'nobody@example.com',
    description:
      "A resent confirmation for an e-mail no sign-up at the hotel's brand has (any such address).",
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/resend_confirmation',
      body: { email: 'nobody@example.com' },
    },
  },
  registeredByFacility: {
    code: '1403',
    operations: ['signIn', 'signUp', 'verifySignUp'],
    value: 'front.desk.member@example.com',
    description:
      'An account the facility registered (this e-mail, password `Winter2026x`): the member must reset the password first.',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/sign_in',
      body: { grant_type: 'password', email: 'front.desk.member@example.com', password: 'Winter2026x' },
    },
  },
  membershipProgramNotFound: {
    code: 'not_found',
    operations: ['getMembershipProgram', 'signInWithLoyaltyProvider'],
    value: 'hotel 201',
    description:
      'demo-taipei (201), whose brand has no membership programme (and so no loyalty sign-in); also the programme of member ichiro.suzuki@example.com, which was retired.',
    example: { method: 'GET', path: '/hotels/201/memberships/program' },
  },
  loyaltyProviderError: {
    code: '3501',
    operations: ['signInWithLoyaltyProvider'],
    value: 'otid_provider_error_3501',
    description: '`otid` otid_provider_error_3501: the loyalty provider failed (502).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/creansmaerd/sign_in',
      body: { otid: 'otid_provider_error_3501' },
    },
  },
  loyaltyProviderUnavailable: {
    code: '3503',
    operations: ['signInWithLoyaltyProvider'],
    value: 'otid_provider_error_3503',
    description: '`otid` otid_provider_error_3503: the loyalty provider is unavailable (502).',
    example: {
      method: 'POST',
      path: '/hotels/101/memberships/creansmaerd/sign_in',
      body: { otid: 'otid_provider_error_3503' },
    },
  },
  unsubscribeFailed: {
    code: 'unsubscribe_failed',
    operations: ['getMarketingEmailSubscriptionStatus', 'unsubscribeMarketingEmails'],
    value: 'ue_expired_link',
    description:
      'The unsubscribe token `ue_expired_link` (expired the day before), or any token the seed does not have (`ue_hanako_subscribed` and `ue_taro_unsubscribed` work).',
    example: { method: 'GET', path: '/marketing_emails/subscription_status?token=ue_expired_link' },
  },
} as const satisfies Record<string, Trigger>;

import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import type { OutgoingParentMessage } from '../lib/parentMessenger/parentMessages';
import { fakeIdentity } from '../testing/fakeIdentity';
import { tellParentWhoIsSignedIn } from './parentMemberNotices';

type Schemas = components['schemas'];

const USER = { id: 58231, name: 'Hanako Yamada', organization: null } as Schemas['User'];
const PROGRAM: Schemas['MembershipProgram'] = {
  id: 1,
  name: 'Demo Rewards',
  hotel_brand_id: 900,
  update_member_profile_enabled: true,
  encrypted_qr_code_enabled: false,
  additional_tiers_attributes: [
    {
      id: 2,
      code: 'kid_tier_A_companion',
      name: 'Child companion',
      is_active: true,
      translations_attributes: [],
    },
    {
      id: 1,
      code: 'adult_companion',
      name: 'Adult companion',
      is_active: false,
      translations_attributes: [],
    },
  ],
};

describe('tellParentWhoIsSignedIn', () => {
  it('posts login, the active companions once the programme loads, then logout with no companions', () => {
    const identity = fakeIdentity();
    const posted: OutgoingParentMessage[] = [];
    tellParentWhoIsSignedIn(identity, { post: (message) => (posted.push(message), true) });
    identity.set({ user: USER });
    identity.set({ program: PROGRAM });
    identity.set({ notice: 'loggedOut' });
    identity.set({ user: null, program: null });
    expect(posted).toEqual([
      { type: 'login' },
      {
        type: 'receiveCompanionInfo',
        companions: [{ code: 'kid_tier_A_companion', name: 'Child companion' }],
      },
      { type: 'logout' },
      { type: 'receiveCompanionInfo', companions: [] },
    ]);
  });

  it('tells at once what is already so when it starts late', () => {
    const identity = fakeIdentity();
    identity.set({ user: USER, program: PROGRAM });
    const posted: OutgoingParentMessage[] = [];
    tellParentWhoIsSignedIn(identity, { post: (message) => (posted.push(message), true) });
    expect(posted.map((message) => message.type)).toEqual(['login', 'receiveCompanionInfo']);
  });
});

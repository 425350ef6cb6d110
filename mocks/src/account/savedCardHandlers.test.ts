import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, KENJI, MEMBER_PASSWORD } from '../seed/seedMembers';
import { TRIGGERS } from '../triggers';

type Cards = components['schemas']['SavedCreditCardListResponse'];

const client = useMockServer();
const HANAKO_TOKEN = { Authorization: `Bearer ${HANAKO.userToken}` };
const cards = (headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send<Cards>('GET', '/hotels/101/memberships/credit_cards', { headers });
const remove = (id: number | string, headers: Record<string, string> = HANAKO_TOKEN) =>
  client.send('DELETE', `/hotels/101/memberships/credit_cards/${id}`, { headers });

describe('listCreditCards and deleteCreditCard', () => {
  it('lists what may be shown of each card, the one saved before the card-system change flagged invalid', async () => {
    const answer = await cards();
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((card) => [card.id, card.brand, card.last4, card.is_valid])).toEqual([
      [5001, 'visa', '4242', true],
      [5002, 'master', '4444', true],
      [4870, 'jcb', '0005', false],
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/4242424242424242|cvv|security/i);
  });

  it('deletes a card for good; another member cannot, and a card id twice is not found', async () => {
    expect((await remove(4870)).status).toBe(204);
    expect((await cards()).body.data.map((card) => card.id)).toEqual([5001, 5002]);
    const again = await remove(4870);
    expect([again.status, errorCode(again.body)]).toEqual([404, 'not_found']);
    const sessions = await client.send<components['schemas']['MembershipSessionResponse']>(
      'POST',
      '/hotels/101/memberships/sign_in',
      { body: { grant_type: 'password', email: KENJI.email, password: MEMBER_PASSWORD } },
    );
    const kenji = { Authorization: `Bearer ${sessions.body.data.access_token}` };
    const foreign = await remove(5001, kenji);
    expect([foreign.status, errorCode(foreign.body)]).toEqual([404, 'not_found']);
    expect((await cards(kenji)).body.data).toEqual([]);
    const malformed = await remove('abc');
    expect([malformed.status, errorCode(malformed.body)]).toEqual([404, 'not_found']);
  });

  it('refuses both while saved-card use is disabled, and a guest with 401', async () => {
    const off = { Authorization: `Bearer ${TRIGGERS.savedCardsDisabled.value}` };
    const list = await cards(off);
    expect([list.status, errorCode(list.body)]).toEqual([422, 'saved_cards_disabled']);
    const deleted = await remove(5001, off);
    expect([deleted.status, errorCode(deleted.body)]).toEqual([422, 'saved_cards_disabled']);
    expect((await cards({})).status).toBe(401);
  });
});

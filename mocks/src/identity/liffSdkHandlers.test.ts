import { runInNewContext } from 'node:vm';
import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../testing/testSetup';
import { DEMO_LINE_USER } from './liffSdkHandlers';

type LiffUserResponse = components['schemas']['LiffUserResponse'];

interface StandInLiff {
  init(config: { liffId: string }): Promise<void>;
  isLoggedIn(): boolean;
  getIDToken(): string | null;
  getProfile(): Promise<{ userId: string; displayName: string }>;
}

const client = useMockServer();

/** The stand-in SDK as a page runs it: its script, in a window of its own. */
async function loadStandIn(): Promise<{ response: Response; liff: StandInLiff }> {
  const response = await fetch(`${client.baseUrl}/__staykit/line/liff-sdk.js`);
  const window: { liff?: StandInLiff } = {};
  runInNewContext(await response.clone().text(), { window });
  if (!window.liff) throw new Error('the script defined no window.liff');
  return { response, liff: window.liff };
}

describe('the LIFF SDK stand-in', () => {
  it('is a script served without a client session', async () => {
    const { response } = await loadStandIn();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('signs its demo LINE user in once initialised, as LINE’s SDK does inside LINE', async () => {
    const { liff } = await loadStandIn();
    expect(liff.isLoggedIn()).toBe(false);
    expect(liff.getIDToken()).toBeNull();
    await expect(liff.getProfile()).rejects.toThrow('liff.init() must be called first');
    await expect(liff.init({ liffId: '' })).rejects.toThrow('liffId is necessary');
    await liff.init({ liffId: '1650000000-demo-tokyo' });
    expect(liff.isLoggedIn()).toBe(true);
    await expect(liff.getProfile()).resolves.toEqual(DEMO_LINE_USER);
  });

  it('hands an ID token the mock’s LINE verification accepts for its user', async () => {
    const { liff } = await loadStandIn();
    await liff.init({ liffId: '1650000000-demo-tokyo' });
    const upserted = await client.send<LiffUserResponse>('POST', '/liff/upsert', {
      body: { hotel_code: 'demo-tokyo', id_token: liff.getIDToken(), chatbot_user_id: 'U4af4980629' },
    });
    expect(upserted.status).toBe(201);
    expect(upserted.body.data).toMatchObject({
      line_user_id: DEMO_LINE_USER.userId,
      display_name: DEMO_LINE_USER.displayName,
      chatbot_user_id: 'U4af4980629',
    });
  });
});

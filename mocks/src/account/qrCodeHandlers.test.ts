import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { errorCode, useMockServer } from '../testing/testSetup';
import { HANAKO, KENJI } from '../seed/seedMembers';
import { qrCodeSvg } from './qrCodeHandlers';

type Schemas = components['schemas'];

const client = useMockServer();

describe('getQrCode', () => {
  it("answers the member's encrypted id as a QR code when the programme encrypts it", async () => {
    const kenji = { Authorization: `Bearer ${KENJI.userToken}` };
    const me = await client.send<Schemas['CurrentUserResponse']>('GET', '/user/me', { headers: kenji });
    const encrypted = me.body.data.encrypted_membership_id;
    expect(encrypted).toMatch(/^enc_[0-9a-f]{16}$/);
    const answer = await client.send<Schemas['MembershipQrCodeResponse']>('GET', '/qr_codes/0012345679', {
      headers: kenji,
    });
    expect(answer.body.data).toMatchObject({
      membership_id: '0012345679',
      encrypted_membership_id: encrypted,
      expires_at: '2026-12-01T09:05:00+09:00',
    });
    expect(answer.body.data.qr_code_svg).toBe(qrCodeSvg(encrypted ?? ''));
  });

  it('draws only shapes: a white square and one path, no script, text or link', () => {
    const svg = qrCodeSvg('enc_0123456789abcdef');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg.match(/<(\w+)/g)).toEqual(['<svg', '<rect', '<path']);
  });

  it("is not found for a programme that does not encrypt it, and for another member's number", async () => {
    const hanako = { Authorization: `Bearer ${HANAKO.userToken}` };
    const plain = await client.send('GET', '/qr_codes/0012345678', { headers: hanako });
    expect([plain.status, errorCode(plain.body)]).toEqual([404, 'not_found']);
    const other = await client.send('GET', '/qr_codes/0012345678', {
      headers: { Authorization: `Bearer ${KENJI.userToken}` },
    });
    expect(other.status).toBe(404);
    expect((await client.send('GET', '/qr_codes/0012345679')).status).toBe(401);
  });
});

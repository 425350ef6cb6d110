import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { errorCode, useMockServer } from '../testing/testSetup';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_ANSWER } from './attachments';

type Uploaded = components['schemas']['FileAttachmentResponse'];
type Envelope = { errors: { details: Record<string, unknown> }[] };

const client = useMockServer();
const CONTENT = 'passport scan bytes';

/** A form of one file for demo-tokyo's file question 35, with fields replaced (`null` leaves one out). */
function form(
  file: File | string | null = new File([CONTENT], 'passport.png', { type: 'image/png' }),
  fields: Readonly<Record<string, string | null>> = {},
): FormData {
  const body = new FormData();
  if (file !== null) body.append('file', file);
  for (const [name, value] of Object.entries({ hotel_id: '101', additional_question_id: '35', ...fields })) {
    if (value !== null) body.append(name, value);
  }
  return body;
}

const upload = (body: FormData, headers: Record<string, string> = {}) =>
  client.send<Uploaded>('POST', '/file_attachments', { body, headers });

/** The fields an error's `details` names, besides `base`. */
const fieldsOf = (body: unknown) =>
  Object.keys((body as Envelope).errors[0]?.details ?? {}).filter((field) => field !== 'base');

describe('uploadFileAttachment', () => {
  it('keeps only the metadata and answers a URL on the mock, which shows that metadata', async () => {
    const { status, body } = await upload(form());
    expect(status).toBe(201);
    expect(body.data).toEqual({
      id: 1,
      url: 'http://localhost/__staykit/attachments/1/passport.png',
      filename: 'passport.png',
      content_type: 'image/png',
      byte_size: CONTENT.length,
    });
    const shown = await client.get<Uploaded>('/__staykit/attachments/1/passport.png');
    expect([shown.status, shown.body.data]).toEqual([200, body.data]);
    const stored = JSON.stringify(db.fileAttachment.all());
    expect(stored).toContain('passport.png');
    expect(stored).not.toContain(CONTENT);
    const unknown = await client.get('/__staykit/attachments/2/passport.png');
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'not_found']);
  });

  it('takes every type of the contract, a generic or missing type judged by the extension', async () => {
    const files: [File, string][] = [
      [new File(['x'], 'photo.jpg', { type: 'image/jpeg' }), 'image/jpeg'],
      [new File(['x'], 'map.gif', { type: 'image/gif' }), 'image/gif'],
      [new File(['x'], 'visa.pdf', { type: 'application/pdf' }), 'application/pdf'],
      [new File(['x'], 'IMG_0001.HEIC', { type: 'application/octet-stream' }), 'image/heic'],
      [new File(['x'], 'IMG_0002.heic'), 'image/heic'],
    ];
    for (const [file, type] of files) {
      const { status, body } = await upload(form(file));
      expect([status, body.data.content_type]).toEqual([201, type]);
    }
  });

  it('encodes any file name in the URL, where the name shows as given', async () => {
    const { body } = await upload(form(new File(['x'], 'パスポート 1.pdf', { type: 'application/pdf' })));
    expect(body.data.url).toBe(
      `http://localhost/__staykit/attachments/1/${encodeURIComponent('パスポート 1.pdf')}`,
    );
    const shown = await client.get<Uploaded>(new URL(body.data.url).pathname);
    expect(shown.body.data.filename).toBe('パスポート 1.pdf');
  });

  it('refuses other types with 1251 and stores nothing', async () => {
    const refused = [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      new File(['x'], 'form.docx', { type: 'application/msword' }),
      new File(['x'], 'noextension', { type: 'application/octet-stream' }),
    ];
    for (const file of refused) {
      const { status, body } = await upload(form(file));
      expect([status, errorCode(body), fieldsOf(body)]).toEqual([422, '1251', ['file']]);
    }
    expect(db.fileAttachment.size).toBe(0);
  });

  it('refuses a file over 80 MB with 1251', async () => {
    const big = new File([new Uint8Array(MAX_ATTACHMENT_BYTES + 1)], 'scan.png', { type: 'image/png' });
    const { status, body } = await upload(form(big));
    expect([status, errorCode(body)]).toEqual([422, '1251']);
    expect(db.fileAttachment.size).toBe(0);
  });

  it('takes 30 files for an answer and refuses the 31st; other answers and guests count apart', async () => {
    for (let index = 0; index < MAX_ATTACHMENTS_PER_ANSWER; index += 1) {
      expect((await upload(form())).status).toBe(201);
    }
    const extra = await upload(form());
    expect([extra.status, errorCode(extra.body)]).toEqual([422, '1251']);
    expect((await upload(form(undefined, { additional_question_id: null }))).status).toBe(201);
    await client.startSession();
    expect((await upload(form())).status).toBe(201);
  });

  it('replays a retry with the same Idempotency-Key and refuses the key with another file', async () => {
    const first = await upload(form(), { 'Idempotency-Key': 'upload-1' });
    const again = await upload(form(), { 'Idempotency-Key': 'upload-1' });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(db.fileAttachment.size).toBe(1);
    const other = new File(['another scan'], 'passport.png', { type: 'image/png' });
    const reused = await upload(form(other), { 'Idempotency-Key': 'upload-1' });
    expect([reused.status, errorCode(reused.body)]).toEqual([422, 'idempotency_key_reused']);
  });

  it('refuses an invalid form with 1000, naming each field', async () => {
    const cases: [FormData, string[]][] = [
      [form(null), ['file']],
      [form('not a file part'), ['file']],
      [form(undefined, { hotel_id: null }), ['hotel_id']],
      [
        form(undefined, { hotel_id: 'abc', additional_question_id: '0' }),
        ['hotel_id', 'additional_question_id'],
      ],
      [form(undefined, { hotel_id: '999999' }), ['hotel_id']],
      [form(undefined, { caption: 'my passport' }), ['caption']],
      // 31 is demo-tokyo's arrival time (an options question); 35 is not demo-kyoto's.
      [form(undefined, { additional_question_id: '31' }), ['additional_question_id']],
      [form(undefined, { hotel_id: '102' }), ['additional_question_id']],
    ];
    for (const [body, fields] of cases) {
      const answer = await upload(body);
      expect([answer.status, errorCode(answer.body), fieldsOf(answer.body)]).toEqual([422, '1000', fields]);
    }
    const duplicated = form();
    duplicated.append('hotel_id', '101');
    expect(fieldsOf((await upload(duplicated)).body)).toEqual(['hotel_id']);
  });

  it('answers a body that is not a multipart form with 400, and no client session with 403', async () => {
    const json = await client.send('POST', '/file_attachments', { body: { hotel_id: 101 } });
    expect([json.status, errorCode(json.body)]).toEqual([400, 'malformed_request']);
    const anonymous = await client.send('POST', '/file_attachments', { body: form(), withoutSession: true });
    expect([anonymous.status, errorCode(anonymous.body)]).toEqual([403, 'client_session_invalid']);
  });
});

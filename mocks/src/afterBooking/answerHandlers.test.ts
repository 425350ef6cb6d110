import type { components } from '@staykit/sdk';
import { describe, expect, it } from 'vitest';
import { bookingRequests, detailFields, errorCode, FIRST_BOOKING, useMockServer } from '../testing/testSetup';
import { BOOKING_BODY, TRIGGERS } from '../triggers';

type Questions = components['schemas']['ReservationAdditionalQuestionsResponse'];
type ReservationResponse = components['schemas']['ReservationResponse'];
type Upload = components['schemas']['FileAttachmentResponse'];
type Answer = { additional_question_id: number; answer: Record<string, unknown> };

const client = useMockServer();
// Default clock: today is 2026-12-01 09:00 in Japan. BOOKING_BODY books STD-RO on 2026-12-10 (room 1001)
// and answers the required question 31 (arrival time) with option 2.
const { path: PATH, byEmail: EMAIL } = FIRST_BOOKING;
const { book } = bookingRequests(client);
const QUESTIONS = `${PATH}/additional_questions?${EMAIL}`;
const BATCH = `${PATH}/additional_questions/batch_update?${EMAIL}`;

const list = async (path = QUESTIONS, headers: Record<string, string> = {}) =>
  (await client.send<Questions>('GET', path, { headers })).body.data;
const answer = (answers: Answer[], headers: Record<string, string> = {}, path = QUESTIONS) =>
  client.send<Questions>('POST', path, { body: { answers }, headers });
const batch = (answers: Answer[], headers: Record<string, string> = {}, path = BATCH) =>
  client.send<Questions>('PUT', path, { body: { answers }, headers });
const answerOf = (data: Questions['data'], id: number) => data.find((question) => question.id === id)?.answer;

/** Uploads a small PNG for demo-tokyo's file question 35 (or for `questionId`/`hotelId`); its URL. */
async function upload(
  name = 'passport.png',
  fields: Record<string, string> = { additional_question_id: '35' },
) {
  const form = new FormData();
  form.append('file', new File(['png bytes'], name, { type: 'image/png' }));
  for (const [field, value] of Object.entries({ hotel_id: '101', ...fields })) form.append(field, value);
  const { status, body } = await client.send<Upload>('POST', '/file_attachments', { body: form });
  expect(status).toBe(201);
  return body.data.url;
}

describe('listReservationAdditionalQuestions', () => {
  it('lists the questions that apply to the booking, with the answers given at booking', async () => {
    await book();
    const data = await list();
    // 32 (Christmas notice) starts on 2026-12-21, 33 is for the Breakfast plan, 34 for members.
    expect(data.map((question) => question.id)).toEqual([31, 35, 51, 52, 53]);
    expect(answerOf(data, 31)).toEqual({ option_ids: [2] });
    expect(answerOf(data, 35)).toBeNull();
  });

  it("follows the booking's plan and the booker's labels", async () => {
    await book({ rooms: [{ ...BOOKING_BODY.rooms[0], room_plan_code: 'STD-BF' }] });
    expect((await list()).map((question) => question.id)).toContain(33);
    await book({}, { Authorization: 'Bearer member' });
    const member = await list('/hotels/101/reservations/SK2612010002/additional_questions', {
      Authorization: 'Bearer member',
    });
    expect(member.map((question) => question.id)).toContain(34);
  });

  it('opens as the reservation does, also once cancelled', async () => {
    const created = await book();
    const denied = await client.get(`${PATH}/additional_questions?email=someone-else@example.com`);
    expect(errorCode(denied.body)).toBe('reservation_access_denied');
    const byLink = `${PATH}/additional_questions?bypass_token=${created.body.data.reservation.token ?? ''}`;
    expect((await list(byLink)).length).toBeGreaterThan(0);
    await client.send('PUT', `${PATH}/cancel?${EMAIL}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(answerOf(await list(), 31)).toEqual({ option_ids: [2] });
    const unknown = await client.get(
      '/hotels/101/reservations/SK0000000000/additional_questions?email=a@b.jp',
    );
    expect(errorCode(unknown.body)).toBe('reservation_not_found');
  });
});

describe('answerReservationAdditionalQuestions', () => {
  it('records first answers, which the reservation then shows', async () => {
    await book();
    const url = await upload();
    const { status, body } = await answer([
      { additional_question_id: 53, answer: { text: 'A friend told us' } },
      { additional_question_id: 35, answer: { remote_attachments_urls: [url] } },
    ]);
    expect(status).toBe(201);
    expect(answerOf(body.data, 53)).toEqual({ text: 'A friend told us' });
    expect(answerOf(body.data, 35)).toEqual({ remote_attachments_urls: [url] });
    const read = await client.get<ReservationResponse>(`${PATH}?${EMAIL}`);
    expect(read.body.data.additional_questions?.map((question) => question.id)).toEqual([31, 53, 35]);
  });

  it('replays a retry with the same Idempotency-Key and refuses the key with another body', async () => {
    await book();
    const key = { 'Idempotency-Key': 'answers-0001' };
    const first = await answer([{ additional_question_id: 53, answer: { text: 'A friend' } }], key);
    const again = await answer([{ additional_question_id: 53, answer: { text: 'A friend' } }], key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const reused = await answer([{ additional_question_id: 53, answer: { text: 'An advert' } }], key);
    expect(errorCode(reused.body)).toBe('idempotency_key_reused');
    // Without the key, answering the same question again is a change: batch_update.
    const twice = await answer([{ additional_question_id: 53, answer: { text: 'An advert' } }]);
    expect(detailFields(twice.body)).toContain('answers.0.additional_question_id');
  });

  it('takes only files uploaded to the hotel for the question, at most 30', async () => {
    await book();
    const own = await upload();
    const elsewhere = await upload('other.png', { hotel_id: '102' });
    const refused = await answer([
      {
        additional_question_id: 35,
        answer: { remote_attachments_urls: [own, elsewhere, 'https://files.example.com/passport.png'] },
      },
    ]);
    expect(refused.status).toBe(422);
    expect(detailFields(refused.body)).toEqual(
      expect.arrayContaining([
        'answers.0.answer.remote_attachments_urls.1',
        'answers.0.answer.remote_attachments_urls.2',
      ]),
    );
    expect(detailFields(refused.body)).not.toContain('answers.0.answer.remote_attachments_urls.0');
    const many = Array.from({ length: 31 }, (_, index) => `${own}?copy=${index}`);
    const tooMany = await answer([{ additional_question_id: 35, answer: { remote_attachments_urls: many } }]);
    expect(detailFields(tooMany.body)).toContain('answers.0.answer.remote_attachments_urls');
    expect(answerOf(await list(), 35)).toBeNull();
  });

  it('applies who may act: signed out for a guest booking, refused once staff edited or cancelled', async () => {
    await book();
    const text = [{ additional_question_id: 53, answer: { text: 'A friend' } }];
    expect(errorCode((await answer(text, { Authorization: 'Bearer member' })).body)).toBe(
      'sign_out_required',
    );
    const expired = await answer(text, {}, `${PATH}/additional_questions?bypass_token=bp_expired_link`);
    expect(errorCode(expired.body)).toBe('reservation_access_denied');
    await client.send('PUT', `${PATH}/cancel?${EMAIL}`, {
      body: { reason: 'other', cancellation_fee_displayed: 0 },
    });
    expect(errorCode((await answer(text)).body)).toBe('reservation_not_found');

    await book({ guest: { ...BOOKING_BODY.guest, last_name: TRIGGERS.reservationEditedByStaff.value } });
    const staff = await answer(
      text,
      {},
      '/hotels/101/reservations/SK2612010002/additional_questions?' + EMAIL,
    );
    expect([staff.status, errorCode(staff.body)]).toEqual([409, 'edited_by_staff']);
  });
});

describe('batchUpdateReservationAdditionalQuestions', () => {
  it('replaces answers, per room where the question asks so, and clears an optional one', async () => {
    await book();
    await answer([{ additional_question_id: 53, answer: { text: 'A friend' } }]);
    const { status, body } = await batch([
      {
        additional_question_id: 31,
        answer: { option_ids: [3], rooms: [{ reservation_hotel_room_id: 1001, checkin_time: '20:30' }] },
      },
      { additional_question_id: 53, answer: {} },
    ]);
    expect(status).toBe(200);
    expect(answerOf(body.data, 31)).toEqual({
      option_ids: [3],
      rooms: [{ reservation_hotel_room_id: 1001, checkin_time: '20:30' }],
    });
    expect(answerOf(body.data, 53)).toBeNull();
  });

  it('refuses answers that do not fit their questions, naming each, and changes nothing', async () => {
    await book();
    const refused = await batch([
      { additional_question_id: 31, answer: { option_ids: [9] } },
      { additional_question_id: 35, answer: { text: 'see attachment' } },
      { additional_question_id: 51, answer: { text: 'ok' } },
      { additional_question_id: 33, answer: { text: 'no nuts' } },
    ]);
    expect(refused.status).toBe(422);
    expect(errorCode(refused.body)).toBe('1000');
    expect(detailFields(refused.body)).toEqual(
      expect.arrayContaining([
        'answers.0.answer.option_ids',
        'answers.1.answer.text',
        'answers.2.additional_question_id',
        'answers.3.additional_question_id',
      ]),
    );
    const long = await batch([{ additional_question_id: 53, answer: { text: 'x'.repeat(256) } }]);
    expect(detailFields(long.body)).toContain('answers.0.answer.text');
    const rooms = await batch([
      {
        additional_question_id: 31,
        answer: { rooms: [{ reservation_hotel_room_id: 9999, checkout_time: '10:00' }] },
      },
    ]);
    expect(detailFields(rooms.body)).toEqual(
      expect.arrayContaining(['answers.0.answer.rooms.0.reservation_hotel_room_id']),
    );
    const cleared = await batch([{ additional_question_id: 31, answer: {} }]);
    expect(detailFields(cleared.body)).toContain('answers');
    expect(answerOf(await list(), 31)).toEqual({ option_ids: [2] });
    const empty = await client.send('PUT', BATCH, { body: { answers: [] } });
    expect(detailFields(empty.body)).toContain('answers');
  });

  it('refuses a staff-edited reservation and a signed-in user on a guest booking', async () => {
    await book({ guest: { ...BOOKING_BODY.guest, last_name: TRIGGERS.reservationEditedByStaff.value } });
    const text = [{ additional_question_id: 53, answer: { text: 'A friend' } }];
    expect(errorCode((await batch(text)).body)).toBe('edited_by_staff');
    expect(errorCode((await batch(text, { Authorization: 'Bearer member' })).body)).toBe('sign_out_required');
  });
});

/**
 * Reading the answers to additional questions a request sends (the contract's
 * `AdditionalQuestionAnswerInput`, in a booking's `additional_question_answers` or an answering request's
 * `answers`): each bad field goes to the reader's problems; whether the answers fit their questions is
 * `answers.ts`.
 */
import type { components } from '@staykit/sdk';
import { BodyReader } from '../http/bodyReader';
import { MAX_ATTACHMENTS_PER_ANSWER } from './attachments';
import { ADULTS, HEADS } from '../lib/guestCounts';

type Schemas = components['schemas'];

const MAX_ID = 2_147_483_647;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The answer to one additional question, as a booking or an answering request sends it.
 *
 * @example
 * ```ts
 * const input: AnswerInput = { questionId: 31, answer: { option_ids: [2] } };
 * ```
 */
export interface AnswerInput {
  readonly questionId: number;
  readonly answer: Schemas['AdditionalQuestionAnswer'];
}

function readRoomAnswer(room: BodyReader): Schemas['AdditionalQuestionRoomAnswer'] {
  const value: Schemas['AdditionalQuestionRoomAnswer'] = {
    reservation_hotel_room_id:
      room.integer('reservation_hotel_room_id', { min: 1, max: MAX_ID, required: true }) ?? 1,
  };
  const checkin = room.text('checkin_time', { maxLength: 5, pattern: TIME });
  const checkout = room.text('checkout_time', { maxLength: 5, pattern: TIME });
  const counts = {
    adults: room.integer('adults', ADULTS),
    men_count: room.integer('men_count', HEADS),
    women_count: room.integer('women_count', HEADS),
  };
  if (checkin !== undefined) value.checkin_time = checkin;
  if (checkout !== undefined) value.checkout_time = checkout;
  for (const [field, count] of Object.entries(counts)) {
    if (count !== undefined) Object.assign(value, { [field]: count });
  }
  return value;
}

/**
 * Reads one `AdditionalQuestionAnswerInput` (in a booking's `additional_question_answers` or an answering
 * request's `answers`); each bad field goes to the reader's problems.
 *
 * @example
 * ```ts
 * const answers = body.objects('additional_question_answers', { maxItems: 100 }).map(readAnswerInput);
 * ```
 */
export function readAnswerInput(reader: BodyReader): AnswerInput {
  const questionId = reader.integer('additional_question_id', { min: 1, max: MAX_ID, required: true }) ?? 0;
  const body = reader.object('answer', { required: true });
  const answer: Schemas['AdditionalQuestionAnswer'] = {};
  if (body) {
    const rooms = body.objects('rooms', { maxItems: 999 }).map(readRoomAnswer);
    const text = body.text('text', { maxLength: 255 });
    const optionIds = body.integers('option_ids', { maxItems: 100, min: 1, max: MAX_ID });
    const urls = body.texts('remote_attachments_urls', {
      maxItems: MAX_ATTACHMENTS_PER_ANSWER,
      maxLength: 2048,
      pattern: /^https?:\/\/\S+$/,
    });
    if (body.raw('rooms') !== undefined) answer.rooms = rooms;
    if (text !== undefined) answer.text = text;
    if (body.raw('option_ids') !== undefined) answer.option_ids = optionIds;
    if (body.raw('remote_attachments_urls') !== undefined) answer.remote_attachments_urls = urls;
  }
  return { questionId, answer };
}

/**
 * Reads the contract's `ReservationAnswersRequest`; throws one 422 `1000` naming each bad field.
 *
 * @example
 * ```ts
 * const answers = readAnswersRequest(await readJsonBody(request));
 * ```
 */
export function readAnswersRequest(raw: unknown): AnswerInput[] {
  const body = BodyReader.of(raw);
  const answers = body
    .objects('answers', { minItems: 1, maxItems: 100, required: true })
    .map(readAnswerInput);
  body.finish();
  return answers;
}

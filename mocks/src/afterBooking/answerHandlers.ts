/**
 * The questions of a reservation after booking: `listReservationAdditionalQuestions` (the hotel's and
 * brand's questions that apply to it, with the answers it holds — those given at booking among them),
 * `answerReservationAdditionalQuestions` (first answers; a retry with the same Idempotency-Key replays the
 * first result) and `batchUpdateReservationAdditionalQuestions` (replaces answers; an empty answer clears
 * an optional question). Answers are checked as `booking/answers.ts` describes, then stored
 * with the reservation. Reading follows who may open the reservation; answering, who may act on it, and
 * is refused for a cancelled reservation (`reservation_not_found`) or one staff edited.
 */
import type { components } from '@staykit/sdk';
import { http, HttpResponse } from 'msw';
import { db } from '../db/db';
import type { HotelRow, ReservationRow } from '../db/rows';
import { hotelById } from '../hotel/hotels';
import { idempotent } from '../http/idempotency';
import { settlePayments } from '../payment/reservationPayments';
import { readAnswersRequest } from '../booking/answerInput';
import type { AnswerInput } from '../booking/answerInput';
import { answersAfter, reservationQuestions } from '../booking/answers';
import type { AnswerMode } from '../booking/answers';
import { checkChangeable, readReservationProof, reservationFor } from './access';
import { pathParam, readJsonBody, route } from '../http/route';
import type { RouteContext } from '../http/route';

type Schemas = components['schemas'];
type QuestionsResponse = Schemas['ReservationAdditionalQuestionsResponse'];

const PATH = '*/hotels/:hotel_id/reservations/:reservation_id/additional_questions';

/** What an answering request names: its reservation (the caller may act on it) and its answers. */
interface Answering {
  readonly row: ReservationRow;
  readonly inputs: AnswerInput[];
}

/** Reads the query and the body, then finds the reservation the caller may act on. */
function answering(context: RouteContext, hotel: HotelRow, raw: unknown): Answering {
  const proof = readReservationProof(context.query);
  const inputs = readAnswersRequest(raw);
  settlePayments();
  const number = pathParam(context.params, 'reservation_id');
  return { row: reservationFor(context.request, hotel, number, proof, 'act'), inputs };
}

/** Checks the state and the answers, then stores them; the questions as they stand afterwards. */
function record(hotel: HotelRow, { row, inputs }: Answering, mode: AnswerMode): QuestionsResponse {
  checkChangeable(row, hotel, 'questions');
  const answers = answersAfter(row, hotel, inputs, mode);
  const fresh = db.reservation.update(row.number, { answers }) ?? row;
  return { data: reservationQuestions(fresh, hotel) };
}

/** Handlers of a reservation's questions. */
export const answerHandlers = [
  http.get(
    PATH,
    route(({ request, params, query }) => {
      const hotel = hotelById(pathParam(params, 'hotel_id'));
      const proof = readReservationProof(query);
      settlePayments();
      const row = reservationFor(request, hotel, pathParam(params, 'reservation_id'), proof, 'read');
      const response: QuestionsResponse = { data: reservationQuestions(row, hotel) };
      return HttpResponse.json(response);
    }),
  ),
  http.post(
    PATH,
    route(
      async (context) => {
        const hotel = hotelById(pathParam(context.params, 'hotel_id'));
        const raw = await readJsonBody(context.request);
        // Who acts is checked before a stored answer is replayed.
        const request = answering(context, hotel, raw);
        // The key is bound to this reservation: the same key on another one is a reused key.
        const keyed = { hotel_id: hotel.id, reservation: request.row.number, raw };
        return idempotent(context.request, 'answerReservationAdditionalQuestions', keyed, () => ({
          status: 201,
          body: record(hotel, request, 'first'),
        }));
      },
      { creates: true },
    ),
  ),
  http.put(
    `${PATH}/batch_update`,
    route(async (context) => {
      const hotel = hotelById(pathParam(context.params, 'hotel_id'));
      const raw = await readJsonBody(context.request);
      return HttpResponse.json(record(hotel, answering(context, hotel, raw), 'replace'));
    }),
  ),
];

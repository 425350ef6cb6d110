/**
 * The additional questions of a booking and of a reservation after booking (the contract's
 * `AdditionalQuestion` and its labels): which of the hotel's and its brand's questions apply — asked in the booking
 * widget, to the booker's labels, for one of the booked plans, on the check-in date — with the answers the
 * reservation holds (those given at booking first), and one check of new answers, at booking and after:
 * the question applies and is not a notice, the answer fits the question (per-room values name the
 * reservation's rooms, options are the question's own, text only for text questions, files only for file
 * questions), text up to 255 characters, at most 30 files, each one uploaded to the hotel for that
 * question, and every required question still answered. Problems are one 422 `1000` naming each field.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, QuestionRow, ReservationRow, StoredAnswer } from '../db/rows';
import { invalid } from '../http/errors';
import { isQuestionOf, toQuestion } from '../hotel/questions';
import type { AnswerInput } from './answerInput';
import { isUploadFor } from './attachments';

type Schemas = components['schemas'];

// Questions answered room by room (check-in and check-out times, men and women per room).
const PER_ROOM_TYPES: readonly string[] = ['checkin', 'checkout', 'people_per_room'];

/**
 * Who books, and what: the booker's user token (null for a guest) and member id (null when the db does
 * not know the token), the check-in date and the `hotel_plan_code` of every plan booked.
 *
 * @example
 * ```ts
 * const booking: AnsweredBooking = { userToken: null, memberId: null, checkin: '2026-12-10', planCodes: ['RO'] };
 * ```
 */
export interface AnsweredBooking {
  readonly userToken: string | null;
  readonly memberId: number | null;
  readonly checkin: string;
  readonly planCodes: readonly string[];
}

/**
 * How answers are taken: first answers (`answerReservationAdditionalQuestions`) or replacements
 * (`batchUpdateReservationAdditionalQuestions`).
 *
 * @example
 * ```ts
 * const mode: AnswerMode = request.method === 'POST' ? 'first' : 'replace';
 * ```
 */
export type AnswerMode = 'first' | 'replace';

/** The visibility labels of the booker (the contract's `AdditionalQuestionLabel`): everyone's, and a member's programme, rank and organisation. */
function bookerLabels(booking: AnsweredBooking): Set<string> {
  const labels = new Set(['all_users', 'place']);
  if (booking.userToken === null) return labels;
  const member = booking.memberId === null ? null : db.member.get(booking.memberId);
  // A test user token the db does not know stands for a member of no particular rank.
  if (!member?.corporate_only) labels.add('rank_all');
  if (!member) return labels;
  if (member.program_id !== null) labels.add(`membership_program_${member.program_id}`);
  if (member.rank_id !== null) labels.add(`membership_rank_${member.rank_id}`);
  if (member.organization_id !== null) {
    labels.add('organization_all');
    labels.add(`membership_organization_${member.organization_id}`);
  }
  return labels;
}

function applies(
  question: QuestionRow,
  hotel: HotelRow,
  booking: AnsweredBooking,
  labels: Set<string>,
): boolean {
  if (!isQuestionOf(question, hotel) || !question.book_enabled) return false;
  if (!question.labels.some((label) => labels.has(label))) return false;
  // A brand's notice names the facilities it is for (`target_all_facilities`, `target_facility_<id>`).
  const targeted = question.labels.some(
    (label) => label === 'target_all_facilities' || label === `target_facility_${hotel.id}`,
  );
  if (question.ownable_type === 'hotel_brand' && question.question_type === 'notification' && !targeted) {
    return false;
  }
  const plans = booking.planCodes;
  if (question.hotel_plan_codes.length > 0 && !question.hotel_plan_codes.some((code) => plans.includes(code)))
    return false;
  const checkin = booking.checkin;
  return (
    (question.display_start_date ?? checkin) <= checkin && checkin <= (question.display_end_date ?? checkin)
  );
}

/** A reservation as the booking it was: its booker, check-in date and plans. */
function bookingOf(row: ReservationRow): AnsweredBooking {
  return {
    userToken: row.user_token === '' ? null : row.user_token,
    memberId: row.member_id,
    checkin: row.checkin_date,
    planCodes: row.rooms.flatMap((room) => room.plan.hotel_plan_code ?? []),
  };
}

/** The questions of a booking, by id: those that apply to it, and any it holds an answer to. */
function questionRows(
  hotel: HotelRow,
  booking: AnsweredBooking,
  held: readonly StoredAnswer[],
): QuestionRow[] {
  const labels = bookerLabels(booking);
  const answered = new Set(held.map((answer) => answer.questionId));
  return db.question
    .filter((question) => answered.has(question.id) || applies(question, hotel, booking, labels))
    .sort((a, b) => a.id - b.id);
}

/** The questions of a reservation, by id: those that apply to it now, and any it holds an answer to. */
function reservationQuestionRows(row: ReservationRow, hotel: HotelRow): QuestionRow[] {
  return questionRows(hotel, bookingOf(row), row.answers);
}

/**
 * The contract's questions of a reservation, each with the answer it holds (null when unanswered).
 *
 * @example
 * ```ts
 * const body: ReservationAdditionalQuestionsResponse = { data: reservationQuestions(row, hotel) };
 * ```
 */
export function reservationQuestions(row: ReservationRow, hotel: HotelRow): Schemas['AdditionalQuestion'][] {
  const answers = row.answers;
  return reservationQuestionRows(row, hotel).map((question) => ({
    ...toQuestion(question),
    answer: answers.find((answer) => answer.questionId === question.id)?.answer ?? null,
  }));
}

/** Whether an answer says something (blank text and empty lists say nothing). */
function isAnswered(answer: Schemas['AdditionalQuestionAnswer'] | undefined): boolean {
  if (!answer) return false;
  return (
    (answer.text ?? '').trim() !== '' ||
    (answer.option_ids ?? []).length > 0 ||
    (answer.rooms ?? []).length > 0 ||
    (answer.remote_attachments_urls ?? []).length > 0
  );
}

type Fail = (field: string, message: string) => void;

/**
 * Checks per-room values against their question and, after booking, the reservation's rooms (`rooms`);
 * a booking's rooms have no ids yet, so a booking's per-room values are checked for their kind only.
 */
function checkRooms(
  question: QuestionRow,
  answers: readonly Schemas['AdditionalQuestionRoomAnswer'][],
  rooms: readonly Schemas['ReservationRoom'][] | undefined,
  at: string,
  fail: Fail,
): void {
  if (!PER_ROOM_TYPES.includes(question.question_type)) {
    fail(`${at}.rooms`, 'is only for check-in, check-out and people-per-room questions');
    return;
  }
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const field = `${at}.rooms.${index}`;
    const room = rooms?.find((candidate) => candidate.id === answer.reservation_hotel_room_id);
    if (rooms && !room) {
      fail(
        `${field}.reservation_hotel_room_id`,
        `must be a room of the reservation: ${rooms.map((r) => r.id).join(', ')}`,
      );
      return;
    }
    if (room) {
      if (seen.has(room.id)) fail(`${field}.reservation_hotel_room_id`, 'names a room answered twice');
      seen.add(room.id);
    }
    if (answer.checkin_time !== undefined && question.question_type !== 'checkin')
      fail(`${field}.checkin_time`, 'is only for check-in questions');
    if (answer.checkout_time !== undefined && question.question_type !== 'checkout')
      fail(`${field}.checkout_time`, 'is only for check-out questions');
    const counts = [answer.adults, answer.men_count, answer.women_count];
    if (question.question_type !== 'people_per_room') {
      if (counts.some((count) => count !== undefined))
        fail(field, 'adults, men_count and women_count are only for people-per-room questions');
      return;
    }
    if (!room) return;
    const guests = room.adults + room.children;
    if ((answer.men_count ?? 0) + (answer.women_count ?? 0) > guests)
      fail(field, `men_count and women_count add up to more than the room's ${guests} guests`);
    if (answer.adults !== undefined && answer.adults !== room.adults)
      fail(`${field}.adults`, `must be the room's ${room.adults} adults`);
  });
}

/** What new answers are checked against: the booking's questions, rooms and the answers it holds. */
interface AnswerCheck {
  readonly hotel: HotelRow;
  readonly questions: readonly QuestionRow[];
  /** The reservation's rooms; none while booking (a room gets its id with the booking). */
  readonly rooms: readonly Schemas['ReservationRoom'][] | undefined;
  readonly held: readonly StoredAnswer[];
  readonly mode: AnswerMode;
  /** The request's field of the answers: `answers`, or `additional_question_answers` in a booking. */
  readonly field: string;
}

/** Checks one answer against its question; each problem goes to `fail` under `at` (`answers.0.answer`). */
function checkAnswer(
  question: QuestionRow,
  answer: Schemas['AdditionalQuestionAnswer'],
  check: AnswerCheck,
  at: string,
  fail: Fail,
): void {
  if (answer.rooms !== undefined) checkRooms(question, answer.rooms, check.rooms, at, fail);
  const optionIds = question.options.map((option) => option.id);
  if (answer.option_ids !== undefined) {
    if (question.answer_type !== 'options')
      fail(`${at}.option_ids`, 'is only for questions answered with options');
    else if (answer.option_ids.some((id) => !optionIds.includes(id)))
      fail(`${at}.option_ids`, `must be among ${optionIds.join(', ')}`);
    else if (new Set(answer.option_ids).size !== answer.option_ids.length)
      fail(`${at}.option_ids`, 'names an option twice');
  }
  if (answer.text !== undefined && question.answer_type !== 'text')
    fail(`${at}.text`, `is not an answer of a question answered with ${question.answer_type}`);
  const urls = answer.remote_attachments_urls;
  if (urls === undefined) return;
  if (question.answer_type !== 'file') {
    fail(`${at}.remote_attachments_urls`, 'is only for questions answered with files');
    return;
  }
  urls.forEach((url, index) => {
    if (urls.indexOf(url) !== index) fail(`${at}.remote_attachments_urls.${index}`, 'repeats a file');
    else if (!isUploadFor(url, check.hotel, question))
      fail(
        `${at}.remote_attachments_urls.${index}`,
        `is not a file uploaded to this hotel for question ${question.id} (uploadFileAttachment)`,
      );
  });
}

/** Checks new answers and returns the answers held afterwards; throws one 422 naming each problem. */
function checkAnswers(check: AnswerCheck, inputs: readonly AnswerInput[]): StoredAnswer[] {
  const problems: Record<string, string[]> = {};
  const fail: Fail = (field, message) => {
    (problems[field] ??= []).push(message);
  };
  const { questions, mode } = check;
  const next = new Map(check.held.map((stored) => [stored.questionId, stored.answer]));
  const seen = new Set<number>();
  inputs.forEach(({ questionId, answer }, index) => {
    const at = `${check.field}.${index}`;
    const question = questions.find((candidate) => candidate.id === questionId);
    if (!question) {
      fail(`${at}.additional_question_id`, 'is not a question of this reservation');
      return;
    }
    if (seen.has(questionId)) {
      fail(`${at}.additional_question_id`, 'is answered twice in this request');
      return;
    }
    seen.add(questionId);
    if (question.question_type === 'notification') {
      fail(`${at}.additional_question_id`, 'is a notice: it takes no answer');
      return;
    }
    if (mode === 'first' && isAnswered(next.get(questionId))) {
      fail(`${at}.additional_question_id`, 'is answered already: change the answer with batch_update');
      return;
    }
    checkAnswer(question, answer, check, `${at}.answer`, fail);
    if (isAnswered(answer)) next.set(questionId, answer);
    else if (mode === 'first') fail(`${at}.answer`, 'gives no answer');
    else next.delete(questionId);
  });
  for (const question of questions) {
    if (question.required && question.question_type !== 'notification' && !isAnswered(next.get(question.id)))
      fail(check.field, `question ${question.id} (${question.title}) is required`);
  }
  if (Object.keys(problems).length > 0) throw invalid(problems);
  return [...next].map(([questionId, answer]) => ({ questionId, answer }));
}

/**
 * Checks new answers against the reservation's questions and returns the answers it holds afterwards:
 * `first` adds answers to unanswered questions only (an answered one is changed by `replace`, which also
 * clears an optional question given an empty answer). Throws one 422 `1000` naming each problem.
 *
 * @example
 * ```ts
 * const answers = answersAfter(row, hotel, readAnswersRequest(raw), 'replace');
 * db.reservation.update(row.number, { answers });
 * ```
 */
export function answersAfter(
  row: ReservationRow,
  hotel: HotelRow,
  inputs: readonly AnswerInput[],
  mode: AnswerMode,
): StoredAnswer[] {
  const check: AnswerCheck = {
    hotel,
    questions: reservationQuestionRows(row, hotel),
    rooms: row.rooms,
    held: row.answers,
    mode,
    field: 'answers',
  };
  return checkAnswers(check, inputs);
}

/**
 * Checks a booking's answers (`additional_question_answers`) as the first answers after booking are
 * checked — each for a question that applies to this booking, fitting it, every required question
 * answered — save which room a per-room value names (the rooms get their ids with the booking); the
 * answers to store. Throws one 422 `1000` naming each problem.
 *
 * @example
 * ```ts
 * const answers = bookingAnswers(hotel, { userToken: null, memberId: null, checkin: '2026-12-10', planCodes: ['RO'] }, input.answers);
 * ```
 */
export function bookingAnswers(
  hotel: HotelRow,
  booking: AnsweredBooking,
  inputs: readonly AnswerInput[],
): StoredAnswer[] {
  const check: AnswerCheck = {
    hotel,
    questions: questionRows(hotel, booking, []),
    rooms: undefined,
    held: [],
    mode: 'first',
    field: 'additional_question_answers',
  };
  return checkAnswers(check, inputs);
}

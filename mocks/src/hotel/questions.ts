/**
 * Additional questions and notices of hotels and brands, as the contract's `AdditionalQuestion`; which
 * of them apply to a booking is `booking/answers.ts`.
 */
import type { components } from '@staykit/sdk';
import { db } from '../db/db';
import type { HotelRow, QuestionRow } from '../db/rows';

type Schemas = components['schemas'];

/**
 * The contract's `AdditionalQuestion` of a row, unanswered (a reservation fills in `answer`).
 *
 * @example
 * ```ts
 * toQuestion(db.question.get(31)).options; // [{ id: 1, label: '15:00-17:00' }, ...]
 * ```
 */
export function toQuestion(row: QuestionRow): Schemas['AdditionalQuestion'] {
  return {
    id: row.id,
    question_type: row.question_type,
    answer_type: row.answer_type,
    ...(row.chat_form_field_type ? { chat_form_field_type: row.chat_form_field_type } : {}),
    title: row.title,
    description: row.description,
    required: row.required,
    labels: [...row.labels],
    hotel_plan_codes: [...row.hotel_plan_codes],
    display_start_date: row.display_start_date,
    display_end_date: row.display_end_date,
    ownable_type: row.ownable_type,
    options: row.options.map((option) => ({ ...option })),
    book_enabled: row.book_enabled,
    ota_enabled: row.ota_enabled,
    answer: null,
  };
}

/**
 * The questions of a hotel or a brand, by id.
 *
 * @example
 * ```ts
 * questionsOf('hotel', 101).map((question) => question.id); // [31, 32, 33, 34, 35]
 * ```
 */
export function questionsOf(ownableType: QuestionRow['ownable_type'], ownerId: number): QuestionRow[] {
  return db.question
    .filter((question) => question.ownable_type === ownableType && question.owner_id === ownerId)
    .sort((a, b) => a.id - b.id);
}

/**
 * Whether a question is a hotel's own or its brand's.
 *
 * @example
 * ```ts
 * isQuestionOf(db.question.get(53), tokyo); // true: demo-brand's question
 * ```
 */
export function isQuestionOf(question: QuestionRow, hotel: HotelRow): boolean {
  return (
    (question.ownable_type === 'hotel' && question.owner_id === hotel.id) ||
    (question.ownable_type === 'hotel_brand' && question.owner_id === hotel.brand_id)
  );
}

import { validateAnswer, type AnswerDraft, type AnswerProblem, type components } from '@staykit/sdk';

type Schemas = components['schemas'];
type Question = Schemas['AdditionalQuestion'];
type Answer = Schemas['AdditionalQuestionAnswer'];
type AnswerInput = Schemas['AdditionalQuestionAnswerInput'];

/**
 * Whether a question takes an answer: a notification is a notice only (contract: `AdditionalQuestion`).
 *
 * @example
 * ```ts
 * isAnswerable({ question_type: 'notification' }); // false
 * ```
 */
export function isAnswerable(question: Pick<Question, 'question_type'>): boolean {
  return question.question_type !== 'notification';
}

/**
 * The form's draft of the answer a reservation holds for a question (empty when unanswered).
 *
 * @example
 * ```ts
 * storedDraft({ ...arrival, answer: { option_ids: [2] } }); // { option_ids: [2] }
 * ```
 */
export function storedDraft(question: Pick<Question, 'answer'>): AnswerDraft {
  const answer = question.answer ?? {};
  return {
    ...(answer.text === undefined ? {} : { text: answer.text }),
    ...(answer.option_ids === undefined ? {} : { option_ids: answer.option_ids }),
    ...(answer.remote_attachments_urls === undefined
      ? {}
      : { remote_attachments_urls: answer.remote_attachments_urls }),
  };
}

/** Whether an answer the API holds says something (blank text and empty lists say nothing). */
function holdsAnswer(answer: Answer | null | undefined): boolean {
  if (!answer) return false;
  return (
    (answer.text ?? '').trim() !== '' ||
    (answer.option_ids ?? []).length > 0 ||
    (answer.rooms ?? []).length > 0 ||
    (answer.remote_attachments_urls ?? []).length > 0
  );
}

/** The answer to send for a draft: only the field of the question's answer type, text trimmed. */
function answerOf(question: Question, draft: AnswerDraft): Answer {
  switch (question.answer_type) {
    case 'options':
      return { option_ids: [...(draft.option_ids ?? [])] };
    case 'file':
      return { remote_attachments_urls: [...(draft.remote_attachments_urls ?? [])] };
    default:
      return { text: (draft.text ?? '').trim() };
  }
}

const sameAnswer = (a: Answer, b: Answer): boolean =>
  (a.text ?? '').trim() === (b.text ?? '').trim() &&
  JSON.stringify([...(a.option_ids ?? [])].sort()) === JSON.stringify([...(b.option_ids ?? [])].sort()) &&
  JSON.stringify(a.remote_attachments_urls ?? []) === JSON.stringify(b.remote_attachments_urls ?? []);

/**
 * What saving the form sends: `first`, answers to questions the reservation has no answer to
 * (`answerReservationAdditionalQuestions`), and `changes`, new answers to questions it has one to
 * (`batchUpdateReservationAdditionalQuestions`; an emptied answer clears an optional question). Only the
 * questions the guest edited, and only where the answer differs; a first answer left empty is not sent.
 *
 * @param questions - the reservation's questions with their answers.
 * @param edits - the guest's drafts, by question id (questions not edited are left out).
 * @example
 * ```ts
 * planAnswers([arrival, allergies], { 31: { option_ids: [3] }, 33: { text: 'Nuts' } });
 * // { first: [{ additional_question_id: 33, answer: { text: 'Nuts' } }],
 * //   changes: [{ additional_question_id: 31, answer: { option_ids: [3] } }] }
 * ```
 */
export function planAnswers(
  questions: readonly Question[],
  edits: Readonly<Record<number, AnswerDraft>>,
): { first: AnswerInput[]; changes: AnswerInput[] } {
  const first: AnswerInput[] = [];
  const changes: AnswerInput[] = [];
  for (const question of questions) {
    const draft = edits[question.id];
    if (!draft || !isAnswerable(question)) continue;
    const answer = answerOf(question, draft);
    if (!holdsAnswer(question.answer)) {
      if (holdsAnswer(answer)) first.push({ additional_question_id: question.id, answer });
    } else if (!sameAnswer(answer, answerOf(question, storedDraft(question)))) {
      changes.push({ additional_question_id: question.id, answer });
    }
  }
  return { first, changes };
}

/**
 * The problems of the form before saving, by question id, with the SDK's `validateAnswer` (docs/widget.md#checkout: text up
 * to 255 characters, at most 30 files, 80 MB per image; required questions answered). A question the
 * guest did not touch keeps the answer the reservation holds, which is only checked when it has none.
 *
 * @example
 * ```ts
 * answerProblems([arrival], { 31: { option_ids: [] } }); // { 31: [{ code: '1000', reason: 'required' }] }
 * ```
 */
export function answerProblems(
  questions: readonly Question[],
  edits: Readonly<Record<number, AnswerDraft>>,
): Record<number, AnswerProblem[]> {
  const problems: Record<number, AnswerProblem[]> = {};
  for (const question of questions) {
    if (!isAnswerable(question)) continue;
    const draft = edits[question.id];
    if (!draft && holdsAnswer(question.answer)) continue;
    const found = validateAnswer(question, draft ?? storedDraft(question));
    if (found.length > 0) problems[question.id] = found;
  }
  return problems;
}

/**
 * Whether any file of the drafts is still uploading (its URL is not known yet).
 *
 * @example
 * ```ts
 * stillUploading({ 35: { files: [file] } }); // true
 * ```
 */
export function stillUploading(edits: Readonly<Record<number, AnswerDraft>>): boolean {
  return Object.values(edits).some((draft) => (draft.files ?? []).length > 0);
}

/**
 * The question a refusal's detail names, through the answers sent (`answers.1.answer.text` → the second
 * answer's question), or `null` when it names none.
 *
 * @example
 * ```ts
 * questionOfDetail('answers.0.answer.option_ids', [{ additional_question_id: 31, answer: {} }]); // 31
 * ```
 */
export function questionOfDetail(detail: string, sent: readonly AnswerInput[]): number | null {
  const index = /^answers\.(\d+)(\.|$)/.exec(detail)?.[1];
  return index === undefined ? null : (sent[Number(index)]?.additional_question_id ?? null);
}
